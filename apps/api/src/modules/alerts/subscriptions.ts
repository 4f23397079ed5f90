// A company's devices that receive push alerts, and its quiet hours (issue #18). Only an active company
// (scopes); a device endpoint belongs to one account: another company's is refused and left as it was.
import type { SessionUser } from "@rm/domain";
import { PUSH_MESSAGES, QUIET_HOURS_MESSAGES } from "@rm/domain/movers-day";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { companies, pushSubscriptions } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";
import { vapidKeys } from "./vapid.ts";

/** The browsers' push services (Chrome/Android, Firefox, Safari/iOS, Edge): nowhere else is sent to. */
const PUSH_HOSTS = [".googleapis.com", ".mozilla.com", ".push.apple.com", ".notify.windows.com"];
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * Whether the server may send to `endpoint`: https on a browser push service, so that a subscription cannot
 * make the server call an address of its choosing. Outside production a loopback http address is allowed too
 * (the tests' local push service).
 */
export function isPushEndpoint(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production && LOOPBACK.has(url.hostname) && (url.protocol === "http:" || url.protocol === "https:"))
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
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      label: pushSubscriptions.label,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.companyId, company.id), eq(pushSubscriptions.userId, user._id)))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    publicKey: (await vapidKeys(db)).publicKey,
    quietFromHour: company.quietFromHour,
    quietUntilHour: company.quietUntilHour,
    devices: devices.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
  };
}

/** Registers this device (or renews its keys). Another account's endpoint: 409, unchanged. */
export async function subscribe(
  db: Db,
  user: SessionUser,
  input: SubscriptionInput,
  production: boolean,
): Promise<{ id: string }> {
  const company = await activeCompany(db, user);
  if (!isPushEndpoint(input.endpoint, production)) throw badRequest(PUSH_MESSAGES.badSubscription);
  const [existing] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, input.endpoint))
    .limit(1);
  if (existing && (existing.userId !== user._id || existing.companyId !== company.id))
    throw conflict(PUSH_MESSAGES.notYours);
  const values = {
    userId: user._id,
    companyId: company.id,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: input.label ?? "",
  };
  if (existing) {
    await db.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.id, existing.id));
    return { id: existing.id };
  }
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: pushSubscriptions.id });
  // a second request for the same endpoint at once: it is there now, with the same owner or another
  if (!row) return subscribe(db, user, input, production);
  return row;
}

/** Removes this device. An endpoint the caller does not own: 404, unchanged. */
export async function unsubscribe(db: Db, user: SessionUser, endpoint: string): Promise<void> {
  const company = await activeCompany(db, user);
  const gone = await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.userId, user._id),
        eq(pushSubscriptions.companyId, company.id),
      ),
    )
    .returning({ id: pushSubscriptions.id });
  if (gone.length === 0) throw notFound("That device is not registered for alerts");
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
