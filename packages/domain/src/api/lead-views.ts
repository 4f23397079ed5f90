// What the mover's lead page shows beside the lead (GET /company/leads/:leadId): the booking, the move at a
// glance, the price guide, similar quotes, the customer's photos and contact. Every field each has is listed
// (response-schemas.test.ts).
import { z } from "zod";

const int = z.number().int();
const side = z.enum(["customer", "company"]);

/** BookingSnapshot (../booking.ts): the booking as it was made */
const bookingSnapshot = z.object({
  bookedAt: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  quote: z.object({
    id: z.string(),
    pricePence: int,
    priceLabel: z.string(),
    priceKind: z.string(),
    priceKindLabel: z.string(),
    crewSize: int,
    vehicle: z.string(),
    estimatedHours: z.number(),
    includes: z.array(z.string()),
    includesLabels: z.array(z.string()),
    insuranceCoverPence: int.nullable(),
    insuranceCoverLabel: z.string(),
    cancellationTerms: z.string(),
    validUntil: z.string(),
    validUntilLabel: z.string(),
    message: z.string(),
  }),
  /** issue #28: the extras ticked and the total with them (older bookings have neither) */
  extras: z
    .array(z.object({ kind: z.string(), label: z.string(), pricePence: int, priceLabel: z.string() }))
    .optional(),
  total: z.object({ pence: int, label: z.string() }).optional(),
  move: z.object({
    typeOfMove: z.string(),
    from: z.string(),
    to: z.string().nullable(),
    moveDate: z.string().nullable(),
    endDate: z.string().nullable(),
    moveDateLabel: z.string(),
    preferredTime: z.string().nullable(),
    size: z.string(),
    extras: z.array(z.string()),
  }),
});

/** BookingView (../booking.ts): a booking as both sides' pages show it */
export const bookingView = z.object({
  id: z.string(),
  status: z.enum(["awaiting", "confirmed", "declined", "lapsed", "cancelled"]),
  statusLabel: z.string(),
  confirmByLabel: z.string(),
  snapshot: bookingSnapshot,
  awaiting: z.boolean(),
  moveDate: z.string().nullable(),
  endDate: z.string().nullable(),
  moveDateLabel: z.string(),
  dateChanged: z.boolean(),
  pendingDateChange: z
    .object({
      id: z.string(),
      by: side,
      moveDate: z.string(),
      endDate: z.string().nullable(),
      note: z.string().nullable(),
      proposedAt: z.string(),
      label: z.string(),
    })
    .nullable(),
  active: z.boolean(),
  cancelled: z
    .object({ by: side, reasonLabel: z.string(), note: z.string().nullable(), atLabel: z.string() })
    .nullable(),
});

const bothEnds = z.object({ from: z.string().nullable(), to: z.string().nullable() });
/** MoveGlance (../move-glance.ts) and the distance between the two ends */
export const moveGlance = z.object({
  from: z.string(),
  to: z.string().nullable(),
  property: bothEnds,
  access: bothEnds,
  parking: bothEnds,
  carry: bothEnds,
  suspension: z.array(z.string()),
  services: z.array(z.string()),
  dateLabel: z.string(),
  timeLabel: z.string().nullable(),
  notes: z.string().nullable(),
  inventory: z
    .object({
      summary: z.string(),
      special: z.string().nullable(),
      rooms: z.array(
        z.object({ room: z.string(), items: z.array(z.object({ label: z.string(), count: int })) }),
      ),
      /** how many of each catalogue item (InventoryCounts): a map keyed by item */
      counts: z.record(z.string(), z.number()),
    })
    .nullable(),
  distance: z
    .object({ miles: z.number(), roadMiles: z.number(), exact: z.boolean(), label: z.string() })
    .nullable(),
});

/** PriceGuide (../price-guide.ts): a move's, storage's, or none (abroad) */
export const priceGuide = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("move"),
    low: int,
    high: int,
    volumeCuFt: z.number(),
    volumeM3: z.number(),
    fromList: z.boolean(),
    van: z.string(),
    loads: z.number(),
    movers: int,
    moversAsked: z.boolean(),
    hours: z.number(),
    roadMiles: z.number(),
    distanceAssumed: z.boolean(),
    propertyType: z.string(),
    bedrooms: z.string(),
    storageSize: z.string(),
    extras: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("storage"),
    low: int,
    high: int,
    storageSize: z.string(),
    openEnded: z.boolean(),
  }),
  z.object({ kind: z.literal("none"), reason: z.literal("abroad") }),
]);

/** SimilarQuotes (../similar-quotes.ts): the quotes' middle half for similar moves, in pence */
export const similarQuotes = z.object({ low: int, high: int, count: int });

/** the customer's contact, once they booked this company */
export const customerContact = z.object({
  name: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  fromAddress: z.string().nullable(),
  toAddress: z.string().nullable(),
});

/** a photo of a big or awkward item (GET /api/lead-photos/:id) */
export const leadPhoto = z.object({ id: z.string(), width: int, height: int });
