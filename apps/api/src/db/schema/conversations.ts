// Conversations between a customer and a mover: messages, photos, reports.
// The data model is split by resource; db/schema.ts re-exports every file.
import { sql } from "drizzle-orm";
import { bigint, bigserial, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { companies } from "./companies.ts";
import { leads } from "./leads.ts";
import { createdAt, ts } from "./columns.ts";

/**
 * A conversation (issue #15): one per (request × company matched to it), opened by either side. The two
 * "emailed at" times keep the "new message" email to one per recipient per MESSAGE_EMAIL_EVERY_MINUTES.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    lastMessageAt: ts("last_message_at"),
    clientEmailedAt: ts("client_emailed_at"),
    companyEmailedAt: ts("company_emailed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("conversations_lead_company_key").on(t.leadId, t.companyId),
    index("conversations_company_id_idx").on(t.companyId),
  ],
);

/**
 * A message as it was written (contact details are masked when it is read, until the customer books);
 * read_at is the read receipt: when the other side read it. The id orders a room's history and is the cursor.
 */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    fromSide: text("from_side", { enum: ["client", "company"] }).notNull(),
    senderUserId: uuid("sender_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    readAt: ts("read_at"),
    /** issue #19: removed by an admin after a report; both sides then read REMOVED_MESSAGE_TEXT */
    removedAt: ts("removed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversation_messages_room_idx").on(t.conversationId, t.id),
    index("conversation_messages_unread_idx")
      .on(t.conversationId, t.fromSide)
      .where(sql`${t.readAt} is null`),
    index("conversation_messages_sender_idx").on(t.senderUserId),
  ],
);

/**
 * A photo the customer attached to a message (issue #15): the re-encoded image and its thumbnail in file
 * storage (keys generated there; EXIF, GPS included, dropped by the re-encoding), read only by the parties.
 */
export const messagePhotos = pgTable(
  "message_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    fileKey: text("file_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("message_photos_message_idx").on(t.messageId),
    index("message_photos_conversation_idx").on(t.conversationId),
  ],
);

/** A party's report of a message: opens the conversation to the admins (every read audited). */
export const messageReports = pgTable(
  "message_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => conversationMessages.id, { onDelete: "cascade" }),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    reporterUserId: uuid("reporter_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    resolvedAt: ts("resolved_at"),
    /** issue #19: the admin's decision on the report, who took it and why */
    decision: text("decision", { enum: ["dismiss", "remove"] }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("message_reports_message_reporter_key").on(t.messageId, t.reporterUserId),
    index("message_reports_conversation_idx").on(t.conversationId),
    index("message_reports_reporter_idx").on(t.reporterUserId),
    index("message_reports_decided_by_idx").on(t.decidedByUserId),
  ],
);
