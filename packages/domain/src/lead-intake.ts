// Lead intake around the spec's calls (docs/product/routes.md §7): the messages the spec leaves to us, the sign-in link body,
// and the Idempotency-Key rule. The lead's own rules and messages live in ./lead/*. No zod here: the wizard and
// the request pages show these words (the links' schemas are in lead-links.ts).

/**
 * Issue #29 item 6: requests one signed-in account may send in 24 hours (before RATE_LIMIT_FACTOR), whether
 * they go to movers or wait for its email's confirmation. Nobody moves more than a few times a day.
 */
export const ACCOUNT_LEADS_PER_DAY = 5;

export const INTAKE_MESSAGES = {
  /** issue #29 item 6: past ACCOUNT_LEADS_PER_DAY */
  accountDailyLimit: `You have sent ${ACCOUNT_LEADS_PER_DAY} removal requests in the last 24 hours, the most we allow in a day. To change a move, update one of your requests instead; you can send a new one tomorrow.`,
  /** docs/product/decisions.md D8: typing an email that already has a password never opens that account. */
  accountExists:
    "An account with this email already exists. Please log in to send your request, or leave the password empty.",
  /** A company's or admin's email cannot receive a customer's removal request. */
  notAClientEmail:
    "This email belongs to a removal company account. Please use a different email for your removal request.",
  notYourAccount: "You can only send removal requests from your own account.",
  /** docs/product/decisions.md D8: a browser-only guest session sees its own requests; sending from the account needs a real sign-in. */
  guestAccountLead:
    "Please log in or set a password to send requests from this account. You can still use the quote form as a guest.",
  idempotencyKeyInvalid: "The Idempotency-Key header must be 8 to 100 letters, digits or dashes.",
  idempotencyKeyReused:
    "This request was already sent with different details. Reload the page to send a new request.",
  signinInvalid:
    "This sign-in link is invalid, has expired or was already used. Log in, or use the link in your newest email.",
  signedIn: "You are signed in",
  /** docs/product/decisions.md D21, issue #17: shown in the results modal when matching found nobody (yet). */
  noMatchesYet:
    "No vetted mover covers this move yet. We have kept your request and will send it automatically as soon as one becomes available, and we will email you when we do.",
  /** issue #13 (docs/README.md#issues): the emailed links that confirm a held request or cancel one ("Not you?") */
  linkInvalid:
    "This link is invalid, has expired or was already used. Log in to see your requests, or use the link in your newest email.",
  confirmed: (n: number) =>
    n === 0
      ? "Thank you: your request is confirmed. We will email you as soon as nearby movers are matched."
      : `Thank you: your request is confirmed and sent to ${n} nearby ${n === 1 ? "mover" : "movers"}.`,
  confirmedLogIn: "Log in to see it and its quotes.",
  cancelled:
    "The request has been cancelled. Movers can no longer quote for it, and we will not email you about it again.",
  /** issue 28: the early checks' answers (their data says what was found) */
  sameMoveChecked: "Your requests checked for this move",
  coverageChecked: "Movers' coverage checked",
  /** issue 28: the results' heading when no mover received the request (kept for the re-match job) */
  savedTitle: "Your request is saved",
  /** issue 28: a postcode where no vetted mover works yet, said on the step that asks it */
  noMoverCovers: (area: string) =>
    `No vetted mover covers moves from ${area} yet. You can still send your request: we will keep it, send it as soon as a mover covers ${area}, and email you when we do.`,
  /** issue #29: "Not you? Cancel this request" never undoes a booking (the request page cancels a booking, with its terms) */
  cancelBooked: "This request is booked: cancel the booking from your request page.",
  matchesFound: (n: number) =>
    n === 1
      ? "We have sent your request to 1 nearby removal company. Expect a quote soon."
      : `We have sent your request to ${n} nearby removal companies. Expect quotes soon.`,
} as const;

/**
 * Issue 28: a request held for the confirmation of its email address (issue #13: the address already has an
 * account, or the sender is over the velocity limits) says so in one story — the answer's toast, the results
 * and the request's card — and never which of the two reasons applies (typing an email reveals nothing more).
 */
export const HELD_MESSAGES = {
  /** the answer's message (the toast) and the request's status */
  status: "Waiting for confirmation by email",
  toast:
    "Your request is waiting for confirmation by email: it goes to movers once it is confirmed from the email address you gave.",
  title: "Confirm your request by email",
  why: "We hold a request until it is confirmed from its email address when that address already has an account with us, or when several requests come from one connection, email or phone: nobody can send requests in someone else's name. No mover has seen it yet.",
  next: (days: number) =>
    `Open our email at that address and confirm the request within ${days} days: it then goes to nearby movers, and their quotes arrive by email. A request nobody confirms is never sent.`,
  /** the request's card */
  card: "No mover has seen it yet: it goes to them once it is confirmed from its email address.",
} as const;

/** The header the wizard sends with a fresh UUID per submission. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,100}$/;

export function isIdempotencyKey(v: unknown): v is string {
  return typeof v === "string" && IDEMPOTENCY_KEY.test(v);
}

/** docs/product/decisions.md D8: single-use sign-in links last a week. */
export const SIGNIN_LINK_DAYS = 7;

/** issue #13 (docs/README.md#issues): a held request's confirmation link lasts a week; "Not you? Cancel this request" a month. */
export const CONFIRM_LINK_DAYS = 7;
export const CANCEL_LINK_DAYS = 30;
/** issue #29: the cancel reason stored on a request the owner of its email address cancelled through that link */
export const CANCEL_LINK_REASON = "not-me";

// The move's dates in words: one function for every page and email (lead/dates.ts). `describeMoveDates` is
// the name the API's lead emails still use for it.
export { formatMoveDate, formatMoveDate as describeMoveDates, moveDatePhrase } from "./lead/dates.ts";
