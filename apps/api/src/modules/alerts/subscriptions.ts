// A company's devices that receive push alerts, and its quiet hours (issue #18). Only an active company
// (scopes); a device endpoint belongs to one account: another company's is refused and left as it was. Issue
// #29: at most PUSH_DEVICES_MAX devices an account, and only browsers' push services (never a local address).
import type { SessionUser } from "@rm/domain";
import { PUSH_DEVICES_MAX, PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, pushSubscriptions, users } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { vapidKeys } from "./vapid.ts";

/** The browsers' push services (Chrome/Android, Firefox, Safari/iOS, Edge): nowhere else is sent to. */
const PUSH_HOSTS = [".googleapis.com", ".mozilla.com", ".push.apple.com", ".notify.windows.com"];
/** the tests' stand-in push service (NODE_ENV=test only); the URL parser writes 2130706433 as 127.0.0.1 */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may send to `endpoint`: https on a browser push service, so that a subscription cannot
 * make the server call an address of its choosing. `loopbackToo` (NODE_ENV=test only, never under npm start)
 * allows a loopback address too, for the tests' local push service. Where the host's name leads is checked
 * again as each push is sent (push-transport.ts).
 */
export function isPushEndpoint(endpoint: string, loopbackToo: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (loopbackToo && LOOPBACK.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:"))
    return true;
  return url.protocol === "https:" && PUSH_HOSTS.some((h) => url.hostname.endsWith(h));
}

export interface SubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label?: string;
}

export interface AlertSettings {
  /** the VAPID public key the browser subscribes with */
  publicKey: string;
  quietFromHour: number | null;
  quietUntilHour: number | null;
  devices: { id: string; label: string; createdAt: string }[];
}

async function activeCompany(db: Db, user: SessionUser) {
  const company = await companyOf(db, user);
  if (!company) {
    await refuseInactiveCompany(db, user);
    throw notFound();
  }
  return company;
}

export async function alertSettings(db: Db, user: SessionUser): Promise<AlertSettings> {
  const company = await activeCompany(db, user);
  return {
    publicKey: (await vapidKeys(db)).publicKey,
    quietFromHour: company.quietFromHour,
    quietUntilHour: company.quietUntilHour,
    devices: await devicesOf(db, { userId: user._id, companyId: company.id }),
  };
}

/** whose device it is: a user, and a mover's company (a customer's device names none) */
export interface DeviceOwner {
  userId: string;
  companyId: string | null;
}

/**
 * Registers this device (or renews its keys). Another account's endpoint: 409, unchanged. An account has at
 * most PUSH_DEVICES_MAX devices (issue #29): one more is refused (409) until one is turned off. Issue #33: a
 * customer's devices the same way (owner without a company).
 */
export async function registerDevice(
  db: Db,
  owner: DeviceOwner,
  input: SubscriptionInput,
  loopbackToo: boolean,
): Promise<{ id: string }> {
  if (!isPushEndpoint(input.endpoint, loopbackToo)) throw badRequest(PUSH_MESSAGES.badSubscription);
  const values = {
    userId: owner.userId,
    companyId: owner.companyId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: input.label ?? "",
  };
  return db.transaction(async (tx) => {
    // one registration of this account at a time: the count below holds until it commits
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for("update");
    const [existing] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.endpoint))
      .limit(1);
    if (existing && (existing.userId !== owner.userId || existing.companyId !== owner.companyId))
      throw conflict(PUSH_MESSAGES.notYours);
    if (existing) {
      await tx.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, existing.id));
      return { id: existing.id };
    }
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, owner.userId));
    if (Number(held?.n ?? 0) >= PUSH_DEVICES_MAX) throw conflict(PUSH_MESSAGES.tooManyDevices);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: pushSubscriptions.id });
    // another account registered the same endpoint at this moment
    if (!row) throw conflict(PUSH_MESSAGES.notYours);
    return row;
  });
}

/** A company's device (the mover's Alerts page). */
export async function subscribe(
  db: Db,
  user: SessionUser,
  input: SubscriptionInput,
  loopbackToo: boolean,
): Promise<{ id: string }> {
  const company = await activeCompany(db, user);
  return registerDevice(db, { userId: user._id, companyId: company.id }, input, loopbackToo);
}

/** Removes this device. An endpoint the owner does not hold: 404, unchanged. */
export async function forgetDevice(db: Db, owner: DeviceOwner, endpoint: string): Promise<void> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.userId, owner.userId),
        owner.companyId === null
          ? isNull(pushSubscriptions.companyId)
          : eq(pushSubscriptions.companyId, owner.companyId),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound("That device is not registered for alerts");
}

/** Removes this device of the caller's company. */
export async function unsubscribe(db: Db, user: SessionUser, endpoint: string): Promise<void> {
  const company = await activeCompany(db, user);
  await forgetDevice(db, { userId: user._id, companyId: company.id }, endpoint);
}

/** The owner's devices, oldest first (the list the settings show). */
export async function devicesOf(db: Db, owner: DeviceOwner) {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.userId, owner.userId),
        owner.companyId === null
          ? isNull(pushSubscriptions.companyId)
          : eq(pushSubscriptions.companyId, owner.companyId),
      ),
    )
    .orderBy(asc(pushSubscriptions.createdAt));
  return rows.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }));
}

/** Sets (or, with both null, clears) the company's quiet hours. */
export async function setQuietHours(
  db: Db,
  user: SessionUser,
  fromHour: number | null,
  untilHour: number | null,
): Promise<{ quietFromHour: number | null; quietUntilHour: number | null }> {
  const company = await activeCompany(db, user);
  if ((fromHour === null) !== (untilHour === null)) throw badRequest(QUIET_HOURS_MESSAGES.bothOrNeither);
  if (fromHour !== null && fromHour === untilHour) throw badRequest(QUIET_HOURS_MESSAGES.same);
  await db
    .update(companies)
    .set({ quietFromHour: fromHour, quietUntilHour: untilHour })
    .where(eq(companies.id, company.id));
  return { quietFromHour: fromHour, quietUntilHour: untilHour };
}
