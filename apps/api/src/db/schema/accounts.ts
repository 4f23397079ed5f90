// Accounts: users, their two-step recovery codes, sessions, emailed tokens, admin invitations, and the audit log.
// The data model is split by resource; db/schema.ts re-exports every file.
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns.ts";

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
    /**
     * issue #29 item 8: a look-alike's stand-in, which belongs to nobody — the keyed hash of the address the
     * wizard was sent with (modules/requests/lookalike-copy.ts); null for every real account
     */
    standInFor: text("stand_in_for"),
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

/**
 * Issue #29 item 8: how many account emails (sign-in links, password resets, or the "no account here" notice)
 * an address was sent on a London day, by a keyed hash of the address (lib/secret-box.ts counterName): both
 * answers, known address or not, count here, so both do the same work; the notice is capped by it.
 */
export const addressNotices = pgTable(
  "address_notices",
  {
    addressKey: text("address_key").notNull(),
    day: date("day").notNull(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.addressKey, t.day] })],
);

/**
 * Issue #29 item 8: a registration waiting for its emailed link. The account (a customer, or a company with its
 * profile) is made only when the link is used; until then nothing in `users` says the address registered, so
 * no answer or later log-in tells a new address from one that has an account. `details` is what was typed,
 * with the password's hash (never the password). Kept REGISTRATION_LINK_HOURS, then dropped by the retention job.
 */
export const pendingAccounts = pgTable(
  "pending_accounts",
  {
    /** SHA-256 (hex) of the emailed token */
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    role: text("role", { enum: ["client", "company"] }).notNull(),
    details: jsonb("details").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_accounts_email_idx").on(t.email)],
);
