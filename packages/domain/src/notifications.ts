// Issue #33 "Choosing what you get": the kinds of message a person may choose, the channels, the defaults,
// which choices cannot be made (the essential ones), and which email template is which kind. Written once here
// for the API (the settings, the senders' check, the unsubscribe link) and the settings page
// (docs/product/notifications.md).
import type { Role } from "./roles.ts";

export const NOTIFICATION_KINDS = [
  "lead",
  "quote",
  "message",
  "booking",
  "reminder",
  "review",
  "news",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ["email", "text", "push"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: "Email",
  text: "Text message",
  push: "Push alert",
};

export const KIND_LABELS: Record<NotificationKind, string> = {
  lead: "New leads",
  quote: "New quotes",
  message: "Messages",
  booking: "Booking changes",
  reminder: "Reminders",
  review: "Reviews",
  news: "News and offers",
};

/** what each kind covers, as the settings page explains it to each role */
export const KIND_HINTS: Record<NotificationKind, Partial<Record<Role, string>>> = {
  lead: { company: "A removal request matched to you, and news of the leads you quoted." },
  quote: { client: "A mover sends, changes or withdraws a quote for your move." },
  message: {
    client: "A mover writes to you about your move.",
    company: "A customer writes to you about a move.",
  },
  booking: {
    client: "Your booking is confirmed, cancelled or its date changes.",
    company: "A customer books you, cancels, or asks for a new date.",
  },
  reminder: {
    client:
      "A week and a day before your move, and two weeks before when the van needs a parking suspension.",
    company: "A week and a day before a booked move.",
  },
  review: {
    client: "After your move, we ask how it went (twice at most).",
    company: "A customer reviews your company.",
  },
  news: { client: "Now and then: moving tips and offers.", company: "Now and then: news for partners." },
};

/** the kinds each role chooses (an admin's work mail goes to the team address; only news is theirs) */
export const KINDS_FOR_ROLE: Record<Role, readonly NotificationKind[]> = {
  client: ["quote", "message", "booking", "reminder", "review", "news"],
  company: ["lead", "message", "booking", "reminder", "review", "news"],
  admin: ["news"],
};

/**
 * the channels each role can be reached by (modules/alerts pushes to a mover's devices, and to a customer's
 * only "On our way": see `offered`)
 */
export const CHANNELS_FOR_ROLE: Record<Role, readonly NotificationChannel[]> = {
  client: ["email", "text", "push"],
  company: ["email", "text", "push"],
  admin: ["email"],
};

/** issue #33: the only kinds a customer's devices are pushed ("On our way" is a booking message) */
const CLIENT_PUSH_KINDS: readonly NotificationKind[] = ["booking"];

/** Whether `role` gets `kind` by `channel` at all: a setting of theirs (the grid shows a box for it). */
export function offered(role: Role, kind: NotificationKind, channel: NotificationChannel): boolean {
  if (!KINDS_FOR_ROLE[role].includes(kind) || !CHANNELS_FOR_ROLE[role].includes(channel)) return false;
  return !(role === "client" && channel === "push" && !CLIENT_PUSH_KINDS.includes(kind));
}

/** kinds sent by text once a phone is verified, unless switched off (the move-day texts of issue #33) */
const TEXT_KINDS: readonly NotificationKind[] = ["lead", "booking", "reminder"];

/**
 * The essential choices, which nobody can switch off. Besides these, every email that is not one of the kinds
 * (sign-in links, password resets and changes, two-step, the account's approval, suspension and certificates,
 * the receipt of what the person just did) is always sent: see ESSENTIAL_MAIL below.
 */
export function isEssential(kind: NotificationKind, channel: NotificationChannel): boolean {
  // a booking confirmed, cancelled or moved to another date must reach both sides
  return kind === "booking" && channel === "email";
}

/** Why an essential choice cannot be switched off (the settings page says it beside the ticked box). */
export const ESSENTIAL_REASON =
  "Always sent by email: a booking confirmed, cancelled or moved to another date must reach you.";

/**
 * The default when the person has not chosen: every kind by email and push, except news (marketing needs a
 * yes first); texts only once a phone is verified (issue #33's SMS work passes `phoneVerified`), and then
 * only new leads, booking changes and reminders.
 */
export function defaultOn(
  kind: NotificationKind,
  channel: NotificationChannel,
  o: { phoneVerified?: boolean } = {},
): boolean {
  if (isEssential(kind, channel)) return true;
  if (kind === "news") return false;
  if (channel === "text") return o.phoneVerified === true && TEXT_KINDS.includes(kind);
  return true;
}

export interface NotificationChoice {
  kind: NotificationKind;
  channel: NotificationChannel;
  on: boolean;
}

export interface NotificationCell extends NotificationChoice {
  essential: boolean;
}

/**
 * The grid the settings page shows: the role's kinds × channels, each stored choice or its default (texts'
 * defaults are on only once a phone is verified: `phoneVerified`).
 */
export function notificationGrid(
  role: Role,
  stored: NotificationChoice[],
  o: { phoneVerified?: boolean } = {},
): NotificationCell[] {
  const cells: NotificationCell[] = [];
  for (const kind of KINDS_FOR_ROLE[role])
    for (const channel of CHANNELS_FOR_ROLE[role]) {
      if (!offered(role, kind, channel)) continue;
      const essential = isEssential(kind, channel);
      const chosen = stored.find((s) => s.kind === kind && s.channel === channel);
      cells.push({ kind, channel, essential, on: essential || (chosen?.on ?? defaultOn(kind, channel, o)) });
    }
  return cells;
}

export const NOTIFICATION_MESSAGES = {
  saved: "Your notification settings are saved.",
  essential: (kind: NotificationKind, channel: NotificationChannel) =>
    `${KIND_LABELS[kind]} by ${CHANNEL_LABELS[channel].toLowerCase()} cannot be switched off.`,
  notForRole: (kind: NotificationKind, channel: NotificationChannel) =>
    `${KIND_LABELS[kind]} by ${CHANNEL_LABELS[channel].toLowerCase()} is not one of your settings.`,
  twice: "Each setting may be sent once.",
  badLink: "This unsubscribe link is not valid. Sign in and change your notification settings instead.",
  unsubscribed: (kind: NotificationKind) => `Done: you will get no more ${UNSUBSCRIBE_WORDS[kind]} by email.`,
  stop: (kind: NotificationKind) => `Stop ${UNSUBSCRIBE_WORDS[kind]}`,
};

/** what the unsubscribe page's button stops ("Stop review requests") */
const UNSUBSCRIBE_WORDS: Record<NotificationKind, string> = {
  lead: "new lead emails",
  quote: "new quote emails",
  message: "message emails",
  booking: "booking emails",
  reminder: "reminders",
  review: "review requests",
  news: "news and offers",
};

/** the words under a non-essential email, before its unsubscribe link (letter.ts) */
// not "Stop these emails": SpamAssassin scores that as a spammy unsubscribe (END_FUTURE_EMAILS, 1 point)
// and excepts these words
export const STOP_THESE_EMAILS = "Stop receiving these emails";

/**
 * Every email template (its outbox kind) and the kind it counts as; "essential" ones are always sent, with no
 * List-Unsubscribe. A template missing here fails the API's test of the samples (notifications.test.ts).
 */
export const MAIL_KINDS: Record<string, NotificationKind | "essential"> = {
  // signing in and the account's safety
  welcome: "essential",
  "password-reset": "essential",
  "login-link": "essential",
  "password-changed": "essential",
  "register-attempt": "essential",
  "open-account": "essential",
  // issue #33: the movers are on their way, on the move day (booking-critical)
  "on-way": "essential",
  "no-account": "essential",
  "admin-invite": "essential",
  // the account's standing: approval, suspension, certificates
  "account-suspended": "essential",
  "account-reinstated": "essential",
  "admin-suspended": "essential",
  "admin-reinstated": "essential",
  "company-welcome": "essential",
  "company-approved": "essential",
  "company-rejected": "essential",
  "company-suspended": "essential",
  "company-reinstated": "essential",
  "admin-document-received": "essential",
  "company-document-verified": "essential",
  "company-document-rejected": "essential",
  "company-document-expiring": "essential",
  "review-edit-requested": "essential",
  // the receipt of what the person just did
  "lead-confirmation": "essential",
  "lead-held": "essential",
  "lead-not-client": "essential",
  "contact-team": "essential",
  "contact-reply": "essential",
  "contact-ack": "essential",
  "moving-book": "essential",
  // the kinds
  "lead-new": "lead",
  "lead-withdrawn": "lead",
  "lead-changed": "lead",
  "lead-cancelled": "lead",
  "quote-not-chosen": "lead",
  "lead-matched-later": "quote",
  "quote-received": "quote",
  "quote-updated": "quote",
  "quote-withdrawn": "quote",
  "conversation-message": "message",
  "quote-booked": "booking",
  "booking-confirmed": "booking",
  "booking-confirmed-by-mover": "booking",
  "booking-confirmed-for-customer": "booking",
  "booking-declined": "booking",
  "booking-lapsed": "booking",
  "quote-open-again": "booking",
  "booking-cancelled-by-customer": "booking",
  "booking-cancelled-by-company": "booking",
  "booking-cancelled-receipt": "booking",
  "booking-date-proposed": "booking",
  "booking-date-accepted": "booking",
  "booking-date-declined": "booking",
  "booking-reminder-week-customer": "reminder",
  "booking-reminder-day-customer": "reminder",
  "booking-reminder-week-company": "reminder",
  "booking-reminder-day-company": "reminder",
  // issue #32: two weeks before a move that needs a parking suspension, to the customer
  "suspension-reminder": "reminder",
  "review-ask": "review",
  "review-reminder": "review",
  "review-received": "review",
};

/** The kind a template counts as for `channel` email, or null when it is always sent. */
export function mailNotificationKind(mailKind: string): NotificationKind | null {
  const k = MAIL_KINDS[mailKind];
  if (k === undefined || k === "essential" || isEssential(k, "email")) return null;
  return k;
}
