// Issue #33: reading and writing what a person chose to receive, and the senders' check. Only choices made are
// stored (a missing row is the default, @rm/domain/notifications defaultOn); an essential choice is never
// stored and always answers yes.
import type { SessionUser } from "@rm/domain";
import {
  defaultOn,
  isEssential,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type NotificationChoice,
  type NotificationKind,
  notificationGrid,
  offered,
} from "@rm/domain/notifications";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { phones, notificationPreferences as prefs, users } from "../../db/schema.ts";
import { badRequest } from "../../lib/http.ts";

/**
 * Whether `userId` wants `kind` by `channel`: their choice, else the default. One read by primary key. The
 * SMS work (issue #33) passes `phoneVerified` for "text": without a verified phone no text goes.
 */
export async function mayNotify(
  db: DbOrTx,
  userId: string,
  kind: NotificationKind,
  channel: NotificationChannel,
  o: { phoneVerified?: boolean } = {},
): Promise<boolean> {
  if (isEssential(kind, channel)) return true;
  if (channel === "text" && o.phoneVerified !== true) return false;
  const [row] = await db
    .select({ enabled: prefs.enabled })
    .from(prefs)
    .where(and(eq(prefs.userId, userId), eq(prefs.kind, kind), eq(prefs.channel, channel)));
  return row ? row.enabled : defaultOn(kind, channel, o);
}

export interface Notice {
  userId: string;
  kind: NotificationKind;
}

/** mayNotify for many at once, in one query: an answer per notice, in order (the mail and push senders). */
export async function mayNotifyEach(
  db: DbOrTx,
  notices: Notice[],
  channel: Exclude<NotificationChannel, "text">,
): Promise<boolean[]> {
  const asked = notices.filter((n) => !isEssential(n.kind, channel));
  const users = [...new Set(asked.map((n) => n.userId))];
  const rows =
    users.length === 0
      ? []
      : await db
          .select({ userId: prefs.userId, kind: prefs.kind, enabled: prefs.enabled })
          .from(prefs)
          .where(and(inArray(prefs.userId, users), eq(prefs.channel, channel)));
  return notices.map((n) => {
    if (isEssential(n.kind, channel)) return true;
    const row = rows.find((r) => r.userId === n.userId && r.kind === n.kind);
    return row ? row.enabled : defaultOn(n.kind, channel);
  });
}

/**
 * The same check inside a statement (the lead intake's one statement, matching/record.ts): true when the user
 * `userId` has not switched `kind`'s emails off, or, with no choice stored, when `byDefault`.
 */
export const mayEmailSql = (userId: SQL, kind: SQL, byDefault: SQL) =>
  sql`coalesce((select p.enabled from notification_preferences p
    where p.user_id = ${userId} and p.kind = ${kind} and p.channel = 'email'), ${byDefault})`;

/**
 * mayNotify(…, "text", { phoneVerified: true }) inside a statement (the matching statement's new-lead texts,
 * texts/outbox.ts): `userId` has a verified phone (the statement joins it) and has not switched `kind`'s texts
 * off, or, with no choice stored, the default for a verified phone.
 */
export const mayTextSql = (userId: SQL, kind: NotificationKind) =>
  sql`coalesce((select p.enabled from notification_preferences p
    where p.user_id = ${userId} and p.kind = ${kind} and p.channel = 'text'),
    ${defaultOn(kind, "text", { phoneVerified: true })}::boolean)`;

/** The person's grid: each of their role's kinds × channels, chosen or by default. */
export async function notificationSettings(db: DbOrTx, user: SessionUser) {
  const stored = await db
    .select({ kind: prefs.kind, channel: prefs.channel, on: prefs.enabled })
    .from(prefs)
    .where(eq(prefs.userId, user._id));
  const phoneVerified = await hasVerifiedPhone(db, user._id);
  return { role: user.role, settings: notificationGrid(user.role, stored, { phoneVerified }), phoneVerified };
}

/** whether `userId` has a verified phone (the texts module stores only numbers proved with a code) */
export async function hasVerifiedPhone(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ u: phones.userId }).from(phones).where(eq(phones.userId, userId)).limit(1);
  return Boolean(row);
}

/** Refuses a set of choices the person cannot make: another role's kind or channel, an essential one off. */
function checkChoices(user: SessionUser, choices: NotificationChoice[]) {
  const seen = new Set<string>();
  for (const [i, c] of choices.entries()) {
    const where = `settings.${i}`;
    if (!offered(user.role, c.kind, c.channel))
      throw badRequest(NOTIFICATION_MESSAGES.notForRole(c.kind, c.channel), {
        [where]: NOTIFICATION_MESSAGES.notForRole(c.kind, c.channel),
      });
    if (isEssential(c.kind, c.channel) && !c.on)
      throw badRequest(NOTIFICATION_MESSAGES.essential(c.kind, c.channel), {
        [where]: NOTIFICATION_MESSAGES.essential(c.kind, c.channel),
      });
    const key = `${c.kind}.${c.channel}`;
    if (seen.has(key))
      throw badRequest(NOTIFICATION_MESSAGES.twice, { [where]: NOTIFICATION_MESSAGES.twice });
    seen.add(key);
  }
}

/** Stores the person's choices (all checked first: a refused one stores none), and answers the grid. */
export async function saveNotificationSettings(db: DbOrTx, user: SessionUser, choices: NotificationChoice[]) {
  checkChoices(user, choices);
  const rows = choices
    .filter((c) => !isEssential(c.kind, c.channel))
    .map((c) => ({
      userId: user._id,
      kind: c.kind,
      channel: c.channel,
      enabled: c.on,
      updatedAt: new Date(),
    }));
  if (rows.length > 0)
    await db
      .insert(prefs)
      .values(rows)
      .onConflictDoUpdate({
        target: [prefs.userId, prefs.kind, prefs.channel],
        set: { enabled: sql`excluded.enabled`, updatedAt: sql`excluded.updated_at` },
      });
  return notificationSettings(db, user);
}

/** The one-click unsubscribe: `kind`'s emails off for `userId` (a user that has gone changes nothing). */
export async function stopEmails(db: DbOrTx, userId: string, kind: NotificationKind) {
  if (isEssential(kind, "email")) return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  await db
    .insert(prefs)
    .values({ userId, kind, channel: "email", enabled: false, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [prefs.userId, prefs.kind, prefs.channel],
      set: { enabled: false, updatedAt: new Date() },
    });
  return true;
}

/** whether `userId` still gets `kind` by email (the unsubscribe page says "already stopped") */
export const emailsOn = (db: DbOrTx, userId: string, kind: NotificationKind) =>
  mayNotify(db, userId, kind, "email");
