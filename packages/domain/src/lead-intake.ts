// Lead intake around the spec's calls (§7): the messages the spec leaves to us, the sign-in link body,
// and the Idempotency-Key rule. The lead's own rules and messages live in ./lead/*.
import { z } from "zod";
import { formatLongDate } from "./lead/dates.ts";

export const INTAKE_MESSAGES = {
  /** D8: typing an email that already has a password never opens that account. */
  accountExists:
    "An account with this email already exists. Please log in to send your request, or leave the password empty.",
  /** A company's or admin's email cannot receive a customer's removal request. */
  notAClientEmail:
    "This email belongs to a removal company account. Please use a different email for your removal request.",
  notYourAccount: "You can only send removal requests from your own account.",
  /** D8: a browser-only guest session sees its own requests; sending from the account needs a real sign-in. */
  guestAccountLead:
    "Please log in or set a password to send requests from this account. You can still use the quote form as a guest.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 8 to 100 letters, digits or dashes.",
  idempotencyKeyReused:
    "This request was already sent with different details. Reload the page to send a new request.",
  signinInvalid:
    "This sign-in link is invalid, has expired or was already used. Log in, or use the link in your newest email.",
  signedIn: "You are signed in",
  /** D21: shown in the results modal when matching found nobody (yet). */
  noMatchesYet:
    "We have not found available movers near you for this request yet. We will email you as soon as nearby movers are matched.",
  matchesFound: (n: number) =>
    n === 1
      ? "We have sent your request to 1 nearby removal company. Expect a quote soon."
      : `We have sent your request to ${n} nearby removal companies. Expect quotes soon.`,
} as const;

/** The header the wizard sends with a fresh UUID per submission. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

export function isIdempotencyKey(v: unknown): v is string {
  return typeof v === "string" && IDEMPOTENCY_KEY.test(v);
}

/** D8: single-use sign-in links last a week. */
export const SIGNIN_LINK_DAYS = 7;

export const signinLinkSchema = z.object(
  {
    token: z
      .string({ error: INTAKE_MESSAGES.signinInvalid })
      .min(20, INTAKE_MESSAGES.signinInvalid)
      .max(200, INTAKE_MESSAGES.signinInvalid),
  },
  { error: INTAKE_MESSAGES.signinInvalid },
);

/** A move date "2026-03-14" as "Saturday 14 March 2026" (PRODUCT.md voice; no comma after the day). */
export function formatMoveDate(iso: string | null | undefined): string {
  if (!iso || !/^\d{4}-\d{2}-\d{2}$/.test(iso)) return "";
  return formatLongDate(iso);
}

/** The move's dates in words: "Saturday 14 March 2026" or "between … and …" (flexible). */
export function describeMoveDates(start: string | null | undefined, end?: string | null): string {
  const a = formatMoveDate(start);
  const b = formatMoveDate(end);
  return a && b ? `between ${a} and ${b}` : a;
}
