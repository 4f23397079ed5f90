// Sessions: a random 256-bit token in the browser, only its SHA-256 in the database.
import { roleFlags, type SessionUser } from "@rm/domain";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";

export const SESSION_COOKIE = "rm_session";
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export function toSessionUser(u: UserRow, guest = false): SessionUser {
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

export async function createSession(db: DbOrTx, userId: string, days: number, guest = false) {
  const token = newToken();
  const id = sha256(token);
  const expiresAt = new Date(Date.now() + days * 86400_000);
  await db.insert(sessions).values({ id, userId, guest, expiresAt });
  return { token, id, expiresAt };
}

export async function resolveSession(db: Db, token: string) {
  const id = sha256(token);
  const now = new Date();
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.s.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return { sessionId: id, user: toSessionUser(row.u, row.s.guest) };
}

export async function revokeSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
