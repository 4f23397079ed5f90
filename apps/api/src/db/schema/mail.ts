// The transactional outboxes: mail (the admin's mail log too) and push alerts.
// The data model is split by resource; db/schema.ts re-exports every file.
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import type { PushKind } from "@rm/domain/movers-day";
import { leads } from "./leads.ts";
import { createdAt, ts } from "./columns.ts";

/** an attachment made at send time by name (`builtin`), or small text kept with the mail (`content`, issue #17) */
export type MailAttachment =
  | { filename: string; builtin: string }
  | { filename: string; content: string; contentType: string };

export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** the secret links of an unsent mail, encrypted (text and html hold a placeholder); dropped once sent */
    secrets: text("secrets"),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
    /** issue #28: the request the mail is about, for the admin's view of that request (null: about none) */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    /** issue #28: "sent" by the development transport (no SMTP_URL): kept on this machine, never sent */
    kept: boolean("kept").notNull().default(false),
    /** issue #33: a non-essential mail's one-click unsubscribe link (its List-Unsubscribe header), else null */
    listUnsubscribe: text("list_unsubscribe"),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_lead_idx").on(t.leadId).where(sql`${t.leadId} is not null`),
    // the worker's claim (mail/outbox.ts deliverDue): the oldest pending rows in id order, read from the start
    // of this index and stopped after a batch; without it each claim sorted every pending row (193 ms a batch
    // of 20 with 40,000 waiting, against 0.2 ms with it), so a backlog drained ever slower
    index("outbox_pending_id_idx").on(t.id).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Issue #31: a push alert to send, written in the same statement or transaction as the change that causes it
 * (a lead's match, a booking, the customer's cancellation, request for a new date or message) and taken by the
 * "push alerts" job (modules/alerts/dispatch.ts), which deletes it as it sends. No foreign keys: a row lives
 * seconds, the intake writes it on its hot path, and the job skips a row whose lead or company has gone.
 * Issue #33: an alert goes to a company's devices (`company_id`) or to one person's (`user_id`: a customer's,
 * "On our way"), never both.
 */
export const pushOutbox = pgTable(
  "push_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: uuid("company_id"),
    userId: uuid("user_id"),
    leadId: uuid("lead_id").notNull(),
    kind: text("kind").$type<PushKind>().notNull(),
    /** a date change's asked dates; "On our way": the company's name and the time it expects to arrive */
    detail: jsonb("detail").$type<PushDetail>(),
    createdAt: createdAt(),
  },
  (t) => [check("push_outbox_one_recipient", sql`(${t.companyId} is null) <> (${t.userId} is null)`)],
);

export type PushDetail = { moveDate: string; endDate: string | null } | { company: string; eta: string };
