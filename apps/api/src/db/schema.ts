// The whole data model in one place (drizzle-kit generates the committed migrations from it).
// Money is integer pence; times are timestamptz; every foreign key has an index (docs/architecture.md "Data").
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

/** an attachment made at send time by name (`builtin`), or small text kept with the mail (`content`, issue #17) */
export type MailAttachment =
  | { filename: string; builtin: string }
  | { filename: string; content: string; contentType: string };

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
    /** two-step sign-in: the TOTP secret, encrypted (lib/secret-box.ts); set at enrolment, live once confirmed */
    totpSecret: text("totp_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
    /** the last time step whose code was accepted: a code is never accepted twice */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** issue #19: a suspended account has no session and cannot sign in (admins suspend customers with a reason) */
    suspendedAt: ts("suspended_at"),
    suspendedReason: text("suspended_reason"),
    /** issue #29 item 6: when a link emailed to the address was first used (the email is proven) */
    emailVerifiedAt: ts("email_verified_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

/** Two-step sign-in recovery codes: only a SHA-256 of each is stored, each works once. */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 (hex) of the random token the browser holds; the token itself is never stored */
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** docs/product/decisions.md D8: a guest session sees only the requests made in this browser */
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
    /** reset: password reset; signin: docs/product/decisions.md D8 lead link; login-link: emailed sign-in; mfa: password passed, code next */
    purpose: text("purpose", {
      enum: ["reset", "signin", "login-link", "mfa", "confirm-lead", "cancel-lead"],
    }).notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_id_idx").on(t.userId)],
);

/** issue #19: an admin invites another by email; the account (role admin) is made only when the link is used */
export const adminInvites = pgTable(
  "admin_invites",
  {
    /** SHA-256 (hex) of the emailed token */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    invitedBy: uuid("invited_by")
      .notNull()
      .references(() => users.id),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_invites_invited_by_idx").on(t.invitedBy)],
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
    /** issue #18: quiet hours (London hour 0–23, from inclusive, until exclusive): no push alerts then; null: none */
    quietFromHour: integer("quiet_from_hour"),
    quietUntilHour: integer("quiet_until_hour"),
    /** issue #19: the last Companies House check at vetting (format, and the register's status and name when configured) */
    companiesHouseCheck: jsonb("companies_house_check").$type<Record<string, unknown>>(),
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
    /** issue #19: the vetting checklist the admin confirms from the certificate (cover and expiry are above) */
    insurer: text("insurer"),
    policyNumber: text("policy_number"),
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
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("quotes_lead_company_key").on(t.leadId, t.companyId),
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
    // the push dispatcher's look every 5 s (modules/alerts/dispatch.ts): the customer's cancellations and
    // requests for a new date in its window (proposedAt is an ISO string: its text sorts as its time)
    index("bookings_customer_cancelled_idx").on(t.cancelledAt).where(sql`${t.cancelledBy} = 'customer'`),
    index("bookings_customer_proposal_idx")
      .on(sql`(${t.pendingDateChange}->>'proposedAt')`)
      .where(sql`${t.pendingDateChange}->>'by' = 'customer'`),
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

/** Issue #18: the days a company is fully booked; matching skips it for a lead whose every possible day is here. */
export const companyUnavailableDays = pgTable(
  "company_unavailable_days",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("company_unavailable_days_key").on(t.companyId, t.day)],
);

/** Issue #18: a device that asked for web push alerts (one row per browser endpoint). */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** what the device told us it is (shown in the list of devices) */
    label: text("label").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    index("push_subscriptions_company_idx").on(t.companyId),
  ],
);

/** Issue #18: settings the server makes for itself on first start (the web push VAPID key pair). */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
});
