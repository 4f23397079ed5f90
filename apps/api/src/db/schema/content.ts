// Content and the site: blog posts and their old slugs, the contact inbox, partner offers, server settings.
// The data model is split by resource; db/schema.ts re-exports every file.
import { date, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** Markdown (issue #19); the seeded articles' paragraphs, "## " headings and "- " lists are Markdown too */
  body: text("body").notNull(),
  author: text("author").notNull(),
  /** null: a draft, never public; a future instant: scheduled */
  publishedAt: ts("published_at"),
  /** issue #19: the blog admin — search-engine title and description (else title and description), cover */
  seoTitle: text("seo_title"),
  seoDescription: text("seo_description"),
  /** a storage key (lib/storage.ts), a WebP image */
  coverImageKey: text("cover_image_key"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * A published post's former addresses: /blogs/{oldSlug} answers 301 to the post's current slug. Keyed by the
 * post, not the next slug, so a post renamed twice sends every old address straight to the newest one.
 */
export const blogSlugRedirects = pgTable(
  "blog_slug_redirects",
  {
    oldSlug: text("old_slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("blog_slug_redirects_post_idx").on(t.postId)],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** issue #19: the contact inbox — when an admin marked it handled (a reply does too), and who */
    handledAt: ts("handled_at"),
    handledByUserId: uuid("handled_by_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_handled_by_idx").on(t.handledByUserId)],
);

/** Issue #19: an admin's emailed reply to a contact message, kept as it was sent. */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    adminUserId: uuid("admin_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_replies_message_idx").on(t.messageId),
    index("contact_replies_admin_idx").on(t.adminUserId),
  ],
);

export const partnerOffers = pgTable("partner_offers", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  partner: text("partner").notNull(),
  description: text("description").notNull(),
  code: text("code"),
  expiresOn: date("expires_on"),
  /** issue #19: an admin ended the offer now; it leaves /partners */
  expiredAt: ts("expired_at"),
  createdAt: createdAt(),
});

/** Issue #18: settings the server makes for itself on first start (the web push VAPID key pair). */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
});
