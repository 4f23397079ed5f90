// Issue #33 "Texts for the move day": verified phones (which texts go to them: the notification settings), the one-time codes, the texts' outbox and
// the movers' "On our way" (apps/api modules/texts, docs/product/texts.md).
import { sql } from "drizzle-orm";
import { bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TextKind } from "@rm/domain/texts";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";
import { leads } from "./leads.ts";
import { bookings } from "./quotes.ts";

/**
 * An account's verified mobile (one per account, guests too); which texts it gets is the account's notification
 * settings (channel "text", notifications' mayNotify). Only a number proved
 * with a code is stored here; two accounts may verify the same number (nothing tells one of the other).
 */
export const phones = pgTable("phones", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** E.164, "+447700900123" */
  e164: text("e164").notNull(),
  verifiedAt: ts("verified_at").notNull(),
  createdAt: createdAt(),
});

/** A one-time code sent to a number: keyed hash only, single use, TEXT_LIMITS.codeMinutes, maxTries answers. */
export const phoneCodes = pgTable(
  "phone_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    e164: text("e164").notNull(),
    /** HMAC of the code under the site's key (lib/secret-box counterName) */
    codeHash: text("code_hash").notNull(),
    tries: integer("tries").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    /** answered right, or replaced by a newer code: never accepted again */
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("phone_codes_user_idx").on(t.userId, t.createdAt),
    index("phone_codes_number_idx").on(t.e164, t.createdAt),
  ],
);

/**
 * A text to send, written in the same transaction as the change that causes it; `idem_key` makes a second
 * write of the same message a no-op. The "texts" job claims pending rows (status "sending", SKIP LOCKED), sends
 * each once and records the outcome; a provider's failure is retried with back-off. A row left "sending" (the
 * process stopped mid-call) is never sent again: the provider may have it (docs/decisions).
 */
export const textOutbox = pgTable(
  "text_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    idemKey: text("idem_key").notNull(),
    kind: text("kind").$type<TextKind>().notNull(),
    /** the account it is for (its notification settings are checked again as it is sent); null: a code to a number */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    /** the words as stored (a code as ••••••) */
    body: text("body").notNull(),
    /** a code's text, sealed, until it is sent */
    secret: text("secret"),
    status: text("status", { enum: ["pending", "sending", "sent", "kept", "failed", "skipped"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    /** the provider's id for the message (Twilio's SM…) */
    providerId: text("provider_id"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [
    uniqueIndex("text_outbox_idem_key").on(t.idemKey),
    index("text_outbox_pending_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index("text_outbox_user_idx").on(t.userId),
    index("text_outbox_lead_idx").on(t.leadId),
  ],
);

/** "On our way", pressed by the booked company on the move day (TEXT_LIMITS.onWayMax per booking). */
export const onWayNotices = pgTable(
  "on_way_notices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** "09:40", London time */
    eta: text("eta").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("on_way_notices_booking_idx").on(t.bookingId)],
);
