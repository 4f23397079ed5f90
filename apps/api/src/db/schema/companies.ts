// Removal companies: their profile, certificates, fully booked days and push devices.
// The data model is split by resource; db/schema.ts re-exports every file.
import { sql } from "drizzle-orm";
import {
  bigint,
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
import { users } from "./accounts.ts";
import { createdAt, ts } from "./columns.ts";

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

/**
 * Issue #18: a device that asked for web push alerts (one row per browser endpoint), held by a user. Issue #33:
 * a mover's device also names the company (its alerts go to the company's devices); a customer's names none.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: uuid("company_id").references(() => companies.id, { onDelete: "cascade" }),
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
