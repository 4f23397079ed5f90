// The whole data model in one place (drizzle-kit generates the committed migrations from it).
// Money is integer pence; times are timestamptz; every foreign key has an index (ARCHITECTURE.md "Data").
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts("created_at").notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    role: text("role", { enum: ["client", "company", "admin"] }).notNull(),
    title: text("title"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    phoneNumber: text("phone_number"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the random token the browser holds; the token itself is never stored */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** D8: a guest session sees only the requests made in this browser */
    guest: boolean("guest").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const authTokens = pgTable(
  "auth_tokens",
  {
    /** SHA-256 (hex) of the emailed token */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["reset", "signin"] }).notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_id_idx").on(t.userId)],
);

export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<{ filename: string; builtin: string }[]>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    lockedUntil: ts("locked_until"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const postcodes = pgTable(
  "postcodes",
  {
    /** normalised "OUT IN" form */
    postcode: text("postcode").primaryKey(),
    /** no space, for prefix search as the person types */
    compact: text("compact").notNull(),
    outcode: text("outcode").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
    boroughCode: text("borough_code"),
  },
  (t) => [
    index("postcodes_compact_prefix_idx").using("btree", t.compact.op("text_pattern_ops")),
    index("postcodes_outcode_idx").on(t.outcode),
  ],
);

export const postcodeDistricts = pgTable("postcode_districts", {
  outcode: text("outcode").primaryKey(),
  lat: doublePrecision("lat").notNull(),
  lon: doublePrecision("lon").notNull(),
  boroughCode: text("borough_code").notNull(),
});

export const addresses = pgTable(
  "addresses",
  {
    udprn: integer("udprn").primaryKey(),
    postcode: text("postcode").notNull(),
    fullAddress: text("full_address").notNull(),
  },
  (t) => [index("addresses_postcode_idx").on(t.postcode)],
);

export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    postcode: text("postcode").notNull(),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    boroughCode: text("borough_code"),
    companiesHouseNumber: text("companies_house_number"),
    website: text("website"),
    yearsTrading: integer("years_trading").notNull().default(0),
    fleetSize: integer("fleet_size").notNull().default(1),
    description: text("description").notNull().default(""),
    logoKey: text("logo_key"),
    services: text("services").array().notNull().default(sql`'{}'::text[]`),
    coverageRadiusMiles: integer("coverage_radius_miles").notNull().default(0),
    coverageBoroughs: text("coverage_boroughs").array().notNull().default(sql`'{}'::text[]`),
    status: text("status", { enum: ["pending", "approved", "rejected", "suspended"] })
      .notNull()
      .default("pending"),
    statusReason: text("status_reason"),
    paused: boolean("paused").notNull().default(false),
    maxLeadsPerDay: integer("max_leads_per_day").notNull().default(10),
    maxLeadsPerWeek: integer("max_leads_per_week").notNull().default(50),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /** median minutes from lead to first quote, kept up to date as quotes arrive */
    responseMinutes: integer("response_minutes"),
    lastMatchedAt: ts("last_matched_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("companies_user_id_key").on(t.userId),
    uniqueIndex("companies_slug_key").on(t.slug),
    index("companies_status_idx").on(t.status),
    // Matching (modules/matching): nearest-first scan of the companies that can receive leads. The x axis is
    // longitude scaled by cos(51.5°) so distances are true to scale in London; the expression must stay
    // identical to the one in modules/matching/candidates.ts.
    index("companies_match_geo_idx")
      .using("gist", sql`point(${t.lon} * 0.6225, ${t.lat})`)
      .where(sql`${t.status} = 'approved' and not ${t.paused}`),
    index("companies_match_boroughs_idx")
      .using("gin", t.coverageBoroughs)
      .where(sql`${t.status} = 'approved' and not ${t.paused}`),
  ],
);

export const companyDocuments = pgTable(
  "company_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["git", "pl", "bar", "other"] }).notNull(),
    coverPence: bigint("cover_pence", { mode: "number" }),
    expiresOn: date("expires_on").notNull(),
    fileKey: text("file_key").notNull(),
    originalName: text("original_name").notNull(),
    mime: text("mime").notNull(),
    size: integer("size").notNull(),
    status: text("status", { enum: ["pending", "verified", "rejected"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    reviewedBy: uuid("reviewed_by").references(() => users.id),
    reviewedAt: ts("reviewed_at"),
    reminded30At: ts("reminded_30_at"),
    reminded7At: ts("reminded_7_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("company_documents_company_id_idx").on(t.companyId),
    index("company_documents_reviewed_by_idx").on(t.reviewedBy),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: uuid("actor_user_id").references(() => users.id),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    reason: text("reason"),
    data: jsonb("data"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_actor_idx").on(t.actorUserId), index("audit_log_subject_idx").on(t.subjectId)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientUserId: uuid("client_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** D8: the guest session (hashed id) that created it, so that browser alone sees it */
    guestSessionId: text("guest_session_id"),
    typeOfMove: text("type_of_move").notNull(),
    fromPostcode: text("from_postcode").notNull(),
    fromLat: doublePrecision("from_lat"),
    fromLon: doublePrecision("from_lon"),
    fromBoroughCode: text("from_borough_code"),
    toPostcode: text("to_postcode"),
    moveDate: date("move_date"),
    endDate: date("end_date"),
    /** everything the customer told us (spec §3 client object) */
    details: jsonb("details").notNull(),
    status: text("status", { enum: ["open", "booked", "closed"] })
      .notNull()
      .default("open"),
    idempotencyKey: text("idempotency_key"),
    bookedQuoteId: uuid("booked_quote_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_client_user_id_idx").on(t.clientUserId),
    index("leads_guest_session_idx").on(t.guestSessionId),
    uniqueIndex("leads_idempotency_key").on(t.idempotencyKey),
  ],
);

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
    priceKind: text("price_kind", { enum: ["fixed", "estimate"] }).notNull(),
    crewSize: integer("crew_size").notNull(),
    vehicle: text("vehicle").notNull(),
    estimatedHours: doublePrecision("estimated_hours").notNull(),
    includes: jsonb("includes").$type<string[]>().notNull(),
    insuranceCoverPence: integer("insurance_cover_pence").notNull(),
    availableDates: jsonb("available_dates").$type<string[]>().notNull(),
    cancellationTerms: text("cancellation_terms").notNull(),
    message: text("message").notNull().default(""),
    validUntil: date("valid_until").notNull(),
    status: text("status", { enum: ["sent", "withdrawn", "accepted", "declined", "lost"] })
      .notNull()
      .default("sent"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_lead_company_key").on(t.leadId, t.companyId),
    index("quotes_company_id_idx").on(t.companyId),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    rating: integer("rating").notNull(),
    body: text("body").notNull(),
    status: text("status", { enum: ["published", "hidden"] })
      .notNull()
      .default("published"),
    createdAt: createdAt(),
  },
  (t) => [index("reviews_company_id_idx").on(t.companyId), index("reviews_lead_id_idx").on(t.leadId)],
);

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  /** paragraphs separated by blank lines; "## " starts a heading */
  body: text("body").notNull(),
  author: text("author").notNull(),
  publishedAt: ts("published_at").notNull().defaultNow(),
});

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  createdAt: createdAt(),
});

export const partnerOffers = pgTable("partner_offers", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  partner: text("partner").notNull(),
  description: text("description").notNull(),
  code: text("code"),
  expiresOn: date("expires_on"),
  createdAt: createdAt(),
});
