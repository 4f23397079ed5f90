// Issue #33 "Texts for the move day": UK mobile numbers in E.164, the one-time code's rules, the texts' words
// (short, plain GSM-7 characters), "On our way" and the messages the API and the pages both show
// (docs/product/texts.md). The API's texts module (apps/api/src/modules/texts) enforces them.
import { formatShortDate } from "./lead/dates.ts";
import { normaliseUkPhone } from "./lead/phone.ts";
import type { NotificationKind } from "./notifications.ts";

/** The limits of phone verification and "On our way" (docs/product/texts.md). */
export const TEXT_LIMITS = {
  /** a code is good for this long */
  codeMinutes: 10,
  /** wrong answers to one code before a new one is needed */
  maxTries: 5,
  /** codes one account may ask for in an hour, and in a day */
  codesPerUserHour: 3,
  codesPerUserDay: 10,
  /** codes one number may be sent in an hour (whoever asks), and in a day */
  codesPerNumberHour: 3,
  codesPerNumberDay: 6,
  /** digits in a code */
  codeDigits: 6,
  /** "On our way" presses per booking */
  onWayMax: 3,
  /** the London hour from which "On our way" may be pressed the evening before the move */
  onWayEveningHour: 17,
} as const;

export const TEXT_MESSAGES = {
  badPhone: "Enter a UK mobile number, such as 07700 900123",
  codeSent: "We have texted you a code. It works for 10 minutes.",
  badCode: "Enter the 6-digit code from the text",
  wrongCode: "That code is not right. Check the text and try again.",
  tooManyTries: "Too many wrong codes. Ask for a new code.",
  expired: "That code has expired. Ask for a new code.",
  noCode: "There is no code waiting for this number. Ask for a new code.",
  tooManyCodes: "You have asked for several codes. Wait an hour and try again.",
  verified: "Phone verified",
  verifiedNow: "Your number is verified",
  noPhone: "Verify a phone number first",
  removed: "Your phone number is removed: no more texts will be sent to it",
  badEta: "Enter the time you expect to arrive, such as 09:40",
  onWaySent: "The customer has been told you are on your way",
  onWayNotToday: "You can say you are on your way only on the move day (or from 5pm the evening before)",
  onWayTooMany: "You have already told the customer 3 times today",
  onWayNotBooked: "Only the booked mover can say they are on their way",
  failed: "That did not work. Please try again in a few minutes.",
} as const;
export type TextMessageKey = keyof typeof TEXT_MESSAGES;

/** the answers that say a plain form (no JavaScript) of the phone or "On our way" did what was asked */
export const TEXT_DONE: readonly TextMessageKey[] = ["codeSent", "verifiedNow", "removed", "onWaySent"];

/**
 * The key of the API's answer among TEXT_MESSAGES ("failed" for any other): a plain form's answer goes back to
 * its page in the address (?texts=codeSent), so a link can only ever show one of our own messages.
 */
export const textMessageKey = (message: string): TextMessageKey =>
  (Object.keys(TEXT_MESSAGES) as TextMessageKey[]).find((k) => TEXT_MESSAGES[k] === message) ?? "failed";

/** the message a page shows for `key` from its address, and whether it is a success (null: not one of ours) */
export function textNotice(key: string | null): { message: string; done: boolean } | null {
  if (!key || !Object.hasOwn(TEXT_MESSAGES, key)) return null;
  const k = key as TextMessageKey;
  return { message: TEXT_MESSAGES[k], done: TEXT_DONE.includes(k) };
}

/**
 * The kinds of text, whether quiet hours hold them back (urgent ones go at once), and the kind of message each
 * is in the person's notification settings (@rm/domain/notifications, channel "text"; null: a verification code,
 * always sent to the number being verified).
 */
export const TEXT_KINDS = {
  code: { urgent: true, label: "Verification code", notice: null },
  "new-lead": { urgent: false, label: "New lead", notice: "lead" },
  booking: { urgent: false, label: "Booking confirmed", notice: "booking" },
  "booking-changed": { urgent: false, label: "Booking changed", notice: "booking" },
  reminder: { urgent: false, label: "Day-before reminder", notice: "reminder" },
  "on-way": { urgent: true, label: "On our way", notice: "booking" },
} as const satisfies Record<string, { urgent: boolean; label: string; notice: NotificationKind | null }>;
export type TextKind = keyof typeof TEXT_KINDS;

/** Quiet hours for people with none of their own (customers): no non-urgent text 21:00–08:00 London. */
export const DEFAULT_TEXT_QUIET = { fromHour: 21, untilHour: 8 } as const;

/** The number in E.164 ("+447700900123") when it is a UK mobile (07…), else null. */
export function ukMobileE164(s: string): string | null {
  if (typeof s !== "string" || s.length > 30) return null;
  const national = normaliseUkPhone(s);
  if (!national || !/^07[1-57-9]\d{8}$/.test(national)) return null;
  return `+44${national.slice(1)}`;
}

/** "+447700900123" as people read it: "07700 900123"; the last 3 digits only when `masked`. */
export function phoneLabel(e164: string, masked = false): string {
  const national = `0${e164.replace(/^\+44/, "")}`;
  const spaced = `${national.slice(0, 5)} ${national.slice(5)}`;
  return masked ? `${"•".repeat(4)} ${"•".repeat(3)}${national.slice(-3)}` : spaced;
}

/** a 24-hour time "HH:MM" (09:40, 14:05), or null */
export function parseEta(s: unknown): string | null {
  if (typeof s !== "string") return null;
  const m = /^\s*([01]?\d|2[0-3])[:.]([0-5]\d)\s*$/.exec(s);
  return m ? `${m[1]!.padStart(2, "0")}:${m[2]}` : null;
}

/** "09:40" as the page and the text say it: "9:40" */
export const etaLabel = (eta: string) => eta.replace(/^0(\d)/, "$1");

/** what the customer's request page shows once the movers said they are on their way */
export const onWayLine = (eta: string) => `Your movers are on their way — expected about ${etaLabel(eta)}`;

// GSM 03.38's basic set: a text in it fits 160 characters a part (any other character halves that)
const GSM7 =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM7_SET = new Set(GSM7);

/** whether every character of `s` is in the GSM-7 basic set */
export const isGsm7 = (s: string) => [...s].every((c) => GSM7_SET.has(c));

/** `s` in plain GSM-7 where a lookalike exists: curly quotes, dashes, ellipsis, non-breaking spaces */
export function plainText(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201B]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u00A0\u2007\u202F]/g, " ")
    .replace(/[\u2022\u00B7]/g, "-");
}

const SITE = "London Removals";
const short = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1).trimEnd()}.` : s);

/** The texts' words, one function each; a link is the one page it is about (sign-in needed). */
export const textWords = {
  code: (code: string) =>
    `${code} is your ${SITE} code. It works for ${TEXT_LIMITS.codeMinutes} minutes. Never share it.`,
  newLead: (move: string, route: string, day: string | null, link: string) =>
    `${SITE}: new lead - ${short(move, 30)}, ${short(route, 40)}${day ? `, ${formatShortDate(day)}` : ""}. ${link}`,
  booking: (company: string, day: string | null, link: string) =>
    `${SITE}: ${short(company, 40)} has confirmed your move${day ? ` on ${formatShortDate(day)}` : ""}. ${link}`,
  bookingChanged: (company: string, what: string, link: string) =>
    `${SITE}: your booking with ${short(company, 40)} has changed: ${short(what, 50)}. ${link}`,
  reminder: (who: string, day: string, window: string, link: string) =>
    `${SITE}: reminder - your move with ${short(who, 40)} is tomorrow, ${formatShortDate(day)}, ${window}. ${link}`,
  onWay: (company: string, eta: string) =>
    `${SITE}: ${short(company, 40)} are on their way, expected about ${etaLabel(eta)}.`,
};

/** a move's time window in a text: the customer's preferred time */
export function timeWindow(preferredTime: string | null | undefined): string {
  if (preferredTime === "morning") return "in the morning";
  if (preferredTime === "afternoon") return "in the afternoon";
  return "time to be agreed with your mover";
}

/** what the verified phone's panel says of the texts it gets (chosen in the notification settings), per side */
export const TEXT_CHOICE = {
  company: "Texts about new leads, bookings and reminders go to this number.",
  client: "Texts about your booking, the day before and on the move day go to this number.",
  link: "Choose which texts you get",
} as const;

/** A lead's id (a UUID) as the 22 characters of a text's short link (/t/…); not a secret: the page needs sign-in. */
export function shortLeadCode(leadId: string): string {
  const hex = leadId.replace(/-/g, "");
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error("not a lead id");
  const bytes = new Uint8Array(16);
  for (let i = 0; i < 16; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The lead id a short link's code stands for, or null. */
export function leadIdOfCode(code: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(code)) return null;
  const raw = atob(`${code.replace(/-/g, "+").replace(/_/g, "/")}==`);
  const hex = [...raw].map((c) => c.charCodeAt(0).toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** the short link a text carries to one lead's page */
export const textLink = (appUrl: string, leadId: string) => `${appUrl}/t/${shortLeadCode(leadId)}`;
