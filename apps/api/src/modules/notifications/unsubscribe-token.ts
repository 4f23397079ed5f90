// Issue #33: the one-click unsubscribe link's token — "<user id>.<kind>.<signature>", signed with the server's
// key (lib/secret-box.ts linkSignature), so it works without signing in, names one person and one kind, and
// cannot be made for anyone else or changed to another kind. It does nothing but switch that kind's emails off.
import { NOTIFICATION_KINDS, type NotificationKind } from "@rm/domain/notifications";
import { timingSafeEqual } from "node:crypto";
import { linkSignature } from "../../lib/secret-box.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const signed = (userId: string, kind: NotificationKind) => linkSignature(`unsubscribe:${userId}:${kind}`);

export const unsubscribeToken = (userId: string, kind: NotificationKind) =>
  `${userId}.${kind}.${signed(userId, kind)}`;

/** the page a mail's List-Unsubscribe header and footer link open (and the one-click POST goes to) */
export const unsubscribeUrl = (appUrl: string, userId: string, kind: NotificationKind) =>
  `${appUrl}/account/unsubscribe?token=${unsubscribeToken(userId, kind)}`;

/** Who and what a token names, or null when it is not one we signed (changed, cut short, made up). */
export function readUnsubscribeToken(token: unknown): { userId: string; kind: NotificationKind } | null {
  if (typeof token !== "string" || token.length > 120) return null;
  const [userId, kind, signature, ...rest] = token.split(".");
  if (rest.length > 0 || !userId || !signature || !UUID.test(userId)) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind ?? "")) return null;
  const expected = Buffer.from(signed(userId, kind as NotificationKind));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as NotificationKind };
}

/**
 * The one-click unsubscribe POST's limit per client address (web/ssr.ts, times RATE_LIMIT_FACTOR): a mailbox
 * provider posts once per click; more than this from one address is someone trying tokens.
 */
export const LIMITED_PAGE_POSTS = {
  "/account/unsubscribe": { max: 20, timeWindow: "15 minutes" },
} as const;
