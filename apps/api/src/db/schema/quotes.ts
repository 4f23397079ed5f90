// The quote loop: a lead's matches, quotes and their templates, bookings and their reminders.
// The data model is split by resource; db/schema.ts re-exports every file.
import { sql } from "drizzle-orm";
import {
  boolean,
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
import { companies } from "./companies.ts";
import { leads } from "./leads.ts";
import { createdAt, ts } from "./columns.ts";

export const leadMatches = pgTable(
  "lead_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    score: doublePrecision("score").notNull(),
    reasons: jsonb("reasons").notNull(),
    status: text("status", { enum: ["new", "viewed", "quoted", "won", "lost", "expired"] })
      .notNull()
      .default("new"),
    viewedAt: ts("viewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_matches_lead_company_key").on(t.leadId, t.companyId),
    index("lead_matches_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

export const quotes = pgTable(
  "quotes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    pricePence: integer("price_pence").notNull(),
    priceKind: text("price_kind", { enum: ["fixed", "estimate", "hourly"] }).notNull(),
    /** issue #18: an hourly quote's terms (pricePence is then its computed estimated total) */
    hourlyRatePence: integer("hourly_rate_pence"),
    minimumHours: doublePrecision("minimum_hours"),
    extraMoverRatePence: integer("extra_mover_rate_pence"),
    crewSize: integer("crew_size").notNull(),
    vehicle: text("vehicle").notNull(),
    estimatedHours: doublePrecision("estimated_hours").notNull(),
    includes: jsonb("includes").$type<string[]>().notNull(),
    /** issue #18: priced optional extras the customer may tick ({ kind, pricePence }) */
    extras: jsonb("extras")
      .$type<{ kind: string; pricePence: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** issue #18: the verified Goods in Transit certificate's cover when the quote was sent (null: none) */
    insuranceCoverPence: integer("insurance_cover_pence"),
    availableDates: jsonb("available_dates").$type<string[]>().notNull(),
    cancellationTerms: text("cancellation_terms").notNull(),
    message: text("message").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    status: text("status", { enum: ["sent", "withdrawn", "accepted", "declined", "lost"] })
      .notNull()
      .default("sent"),
    /** issue #17: sent before the customer changed the move; cleared when the mover confirms or revises it */
    earlierDetails: boolean("earlier_details").notNull().default(false),
    /** issue #32: the request's band when the quote was sent or revised (@rm/domain/similar-quotes); null: none */
    guideBand: text("guide_band"),
    /** issue #32: the mover says the price is based on the customer's list of what is moving */
    basedOnList: boolean("based_on_list").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_lead_company_key").on(t.leadId, t.companyId),
    // issue #32: "quotes for similar moves", an aggregate over one band's live quotes, read in price order
    index("quotes_guide_band_price_idx")
      .on(t.guideBand, t.pricePence)
      .where(sql`${t.guideBand} is not null and ${t.status} <> 'withdrawn'`),
    // issue #32: the mover's "typical winning price" — the same band's booked quotes, read in price order
    index("quotes_guide_band_won_idx")
      .on(t.guideBand, t.pricePence)
      .where(sql`${t.guideBand} is not null and ${t.status} = 'accepted'`),
    index("quotes_company_id_idx").on(t.companyId),
    // /admin/quotes: newest first, a date range, the export's keyset on (created_at, id)
    index("quotes_created_at_idx").on(t.createdAt, t.id),
  ],
);

/** Issue #18: a company's saved quote templates ("Quote from template" fills the form). */
export const quoteTemplates = pgTable(
  "quote_templates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    moveType: text("move_type").notNull(),
    /** the template's terms as @rm/domain/quote templateSchema stores them (pence) */
    terms: jsonb("terms").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("quote_templates_company_name_key").on(t.companyId, t.name)],
);

/**
 * Issue #17: a booking, with a snapshot of what was accepted (the quote's terms and the move's details at
 * that moment: later edits of either never change it). The mover confirms it within a day.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    quoteId: uuid("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** BookingSnapshot (@rm/domain/booking) */
    snapshot: jsonb("snapshot").notNull(),
    status: text("status", { enum: ["awaiting", "confirmed", "declined", "lapsed", "cancelled"] })
      .notNull()
      .default("awaiting"),
    confirmBy: ts("confirm_by").notNull(),
    decidedAt: ts("decided_at"),
    /** issue #17: the move's date as agreed now (a change of date both accepted); null: the snapshot's */
    moveDate: date("move_date"),
    endDate: date("end_date"),
    /** issue #17: a change of date one side proposed and the other has not answered (BookingDateProposal) */
    pendingDateChange: jsonb("pending_date_change"),
    /** issue #17: cancelled by either side before the move, and why (@rm/domain/booking CANCEL reasons) */
    cancelledBy: text("cancelled_by", { enum: ["customer", "company"] }),
    cancelReason: text("cancel_reason"),
    cancelNote: text("cancel_note"),
    cancelledAt: ts("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("bookings_lead_id_idx").on(t.leadId),
    index("bookings_quote_id_idx").on(t.quoteId),
    index("bookings_company_id_idx").on(t.companyId),
    index("bookings_awaiting_idx").on(t.status, t.confirmBy),
    // /admin/bookings: newest first, a date range, the export's keyset on (created_at, id)
    index("bookings_created_at_idx").on(t.createdAt, t.id),
  ],
);

/**
 * Issue #17: the reminders 7 days and 1 day before a booked move, to both sides. One row per booking, kind and
 * move date (the unique index: never twice, whatever runs at once; a new date after a change gets its own).
 */
export const bookingReminders = pgTable(
  "booking_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["week", "day"] }).notNull(),
    moveDate: date("move_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("booking_reminders_booking_kind_date_key").on(t.bookingId, t.kind, t.moveDate)],
);
