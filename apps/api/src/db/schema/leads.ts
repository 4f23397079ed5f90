// Removal requests (leads).
// The data model is split by resource; db/schema.ts re-exports every file.
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** docs/product/decisions.md D8: the guest session (hashed id) that created it, so that browser alone sees it */
    guestSessionId: text("guest_session_id"),
    typeOfMove: text("type_of_move").notNull(),
    fromPostcode: text("from_postcode").notNull(),
    fromLat: doublePrecision("from_lat"),
    fromLon: doublePrecision("from_lon"),
    fromBoroughCode: text("from_borough_code"),
    toPostcode: text("to_postcode"),
    moveDate: date("move_date"),
    endDate: date("end_date"),
    /** everything the customer told us (docs/product/wizard.md §3 client object) */
    details: jsonb("details").notNull(),
    /** held: sent with an email that has an account, or over the velocity limits; waits for the emailed link */
    status: text("status", { enum: ["open", "booked", "closed", "held", "cancelled"] })
      .notNull()
      .default("open"),
    idempotencyKey: text("idempotency_key"),
    bookedQuoteId: uuid("booked_quote_id"),
    /** issue #17: when the customer last changed the move's details (null: never) */
    detailsChangedAt: ts("details_changed_at"),
    /** issue #17: what that last change was, in the movers' words (shown on their lead page) */
    lastChanges: jsonb("last_changes").$type<string[]>(),
    /** issue #17: cancelled by the customer, and why (@rm/domain/request-lifecycle CANCEL_REASONS) */
    cancelledAt: ts("cancelled_at"),
    cancelReason: text("cancel_reason"),
    /** issue #28: the customer's note with the reason (required with "Other"; CANCEL_NOTE_MAX characters) */
    cancelNote: text("cancel_note"),
    /** issue #18: roughly what the belongings are worth (@rm/domain/lead/options DECLARED_VALUE_BANDS); null: not said */
    declaredValue: text("declared_value"),
    /** issue #32: when the customer was reminded to apply for a parking suspension (once per request) */
    suspensionRemindedAt: ts("suspension_reminded_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_client_user_id_idx").on(t.clientUserId),
    index("leads_guest_session_idx").on(t.guestSessionId),
    uniqueIndex("leads_idempotency_key").on(t.idempotencyKey),
    // the admin dashboard's period (created_at in a London-day range) and /admin/requests (newest first,
    // a date range, the export's keyset on (created_at, id))
    index("leads_created_at_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Issue #32: the customer's photos of big or awkward items, added with the request (checked and re-encoded by
 * lib/photos.ts); the request's matched movers see them on the lead page.
 */
export const leadPhotos = pgTable(
  "lead_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_photos_lead_idx").on(t.leadId)],
);
