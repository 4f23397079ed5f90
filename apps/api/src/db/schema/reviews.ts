// Reviews of movers, their reports and the asks.
// The data model is split by resource; db/schema.ts re-exports every file.
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { companies } from "./companies.ts";
import { leads } from "./leads.ts";
import { createdAt, ts } from "./columns.ts";

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** the booking reviewed (issue #16: one review per booking); null only for the early demo rows */
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    clientUserId: uuid("client_user_id").references(() => users.id, { onDelete: "set null" }),
    /** first name and initial, never the full name */
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    punctuality: integer("punctuality"),
    care: integer("care"),
    value: integer("value"),
    communication: integer("communication"),
    title: text("title").notNull().default(""),
    body: text("body").notNull(),
    wouldRecommend: boolean("would_recommend"),
    /** "Southwark → Croydon, March 2026", written when the review is (the lead may go) */
    verifiedLabel: text("verified_label"),
    status: text("status", { enum: ["published", "held", "hidden", "changes_requested"] })
      .notNull()
      .default("published"),
    /** why it was held (automatic check) or hidden (an admin's published reason) */
    moderationReason: text("moderation_reason"),
    replyBody: text("reply_body"),
    repliedAt: ts("replied_at"),
    replyUpdatedAt: ts("reply_updated_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("reviews_company_id_idx").on(t.companyId, t.createdAt),
    uniqueIndex("reviews_lead_id_key").on(t.leadId),
    index("reviews_client_user_id_idx").on(t.clientUserId),
    // a review is published when written (no separate date): the newest published reviews, site-wide or of a
    // borough (recentAreaReviews: status 'published', created_at desc, id desc)
    index("reviews_published_created_idx").on(t.createdAt, t.id).where(sql`${t.status} = 'published'`),
  ],
);

/** A company's flag on a review (issue #16): never hides it by itself; an admin decides. */
export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    resolvedAt: ts("resolved_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("review_reports_review_company_key").on(t.reviewId, t.companyId),
    index("review_reports_company_id_idx").on(t.companyId),
  ],
);

/**
 * The emails asking for a review (issue #16): one "ask" the day after the move and one "reminder" 7 days
 * later per booking (the unique index: never twice, whatever runs at once). The id is the SHA-256 of the
 * link's token, which allows writing this booking's review and nothing else, once, until it expires.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: text("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["ask", "reminder"] }).notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_invitations_lead_kind_key").on(t.leadId, t.kind)],
);
