// Sessions: a random 256-bit token in the browser, only its SHA-256 in the database.
import { roleFlags, type SessionUser } from "@rm/domain";
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { leads, sessions, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { pseudonymOf } from "../../lib/secret-box.ts";

export const SESSION_COOKIE = "rm_session";
const TOUCH_EVERY_MS = 5 * 60 * 1000;
/** a session unused this long ends (config SESSION_IDLE_DAYS), whatever its expiry says */
const DEFAULT_IDLE_DAYS = 7;

export type UserRow = typeof users.$inferSelect;

/** what a session shows of an account */
export type AccountView = Pick<UserRow, "id" | "email" | "firstName" | "lastName" | "role">;

export function toSessionUser(u: AccountView, guest = false): SessionUser {
  return {
    _id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    ...roleFlags(u.role),
    isGuest: guest,
  };
}

/** The name a docs/product/decisions.md D8 guest typed with their lead. */
export interface GuestName {
  firstName: string;
  lastName: string;
}

/**
 * docs/product/decisions.md D8: a guest session's user keeps the account's id and role (what access and scoping use) but never
 * the account's stored name or email — typing someone's email must reveal nothing about their account.
 * It shows the name typed with this browser's first lead (the lead that opened the session: a later
 * account lead from a guest carries the account's details, so it is not used), and no email.
 */
export function toGuestUser(u: AccountView, typed: GuestName | null): SessionUser {
  return {
    ...toSessionUser(u, true),
    firstName: typed?.firstName ?? "",
    lastName: typed?.lastName ?? "",
    email: "",
  };
}

/**
 * What the browser is shown of the signed-in user (GET /api/auth/me, the pages, the lead answers). Issue #29
 * item 8: a D8 guest's session belongs to the account of the email typed, which may be somebody else's; the
 * browser gets a stand-in for that account's id, so typing an email never tells an account's id.
 */
export function browserView(user: SessionUser): SessionUser {
  return user.isGuest ? { ...user, _id: pseudonymOf(user._id) } : user;
}

/** The name typed with the first lead this guest session made, if any. */
async function guestName(db: DbOrTx, sessionId: string): Promise<GuestName | null> {
  const text = (key: string) => sql<string | null>`${leads.details}->>${key}`;
  const [row] = await db
    .select({ firstName: text("firstName"), lastName: text("lastName") })
    .from(leads)
    .where(eq(leads.guestSessionId, sessionId))
    .orderBy(asc(leads.createdAt), asc(leads.id))
    .limit(1);
  return row ? { firstName: row.firstName ?? "", lastName: row.lastName ?? "" } : null;
}

export interface NewSession {
  /** goes to the browser only */
  token: string;
  /** the stored id: the token's SHA-256 */
  id: string;
  guest: boolean;
  expiresAt: Date;
}

/** A session not yet stored (the lead intake writes it in the same statement as the lead). */
export function newSession(days: number, guest = false): NewSession {
  const token = newToken();
  return { token, id: sha256(token), guest, expiresAt: new Date(Date.now() + days * 86400_000) };
}

export async function createSession(db: DbOrTx, userId: string, days: number, guest = false) {
  const s = newSession(days, guest);
  await db.insert(sessions).values({ id: s.id, userId, guest, expiresAt: s.expiresAt });
  return s;
}

export async function resolveSession(db: Db, token: string, idleDays = DEFAULT_IDLE_DAYS) {
  const id = sha256(token);
  const now = new Date();
  // lastSeenAt is written at most every TOUCH_EVERY_MS, so an active session is never seen as idle
  const idleSince = new Date(now.getTime() - idleDays * 86400_000);
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // issue #19: a suspended account's sessions are ended when it is suspended, and never count after
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const user = row.s.guest ? toGuestUser(row.u, await guestName(db, id)) : toSessionUser(row.u);
  return { sessionId: id, user };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the account, or every one but `except` (the device that asked). */
export async function revokeAllSessions(db: DbOrTx, userId: string, except?: string | null) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), except ? ne(sessions.id, except) : undefined));
}

/** Deletes the sessions that have ended (past their expiry, or unused for `idleDays`); how many went. */
export async function purgeExpiredSessions(db: DbOrTx, now = new Date(), idleDays = DEFAULT_IDLE_DAYS) {
  const gone = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - idleDays * 86400_000)),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}
