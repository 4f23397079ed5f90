// docs/product/routes.md §2 "Sticky quote bar", docs/product/wizard.md §5 (postcode trimmed, no format check), docs/product/decisions.md D15 (closed for good in this browser).
import type { SessionUser } from "@rm/domain/roles";

/** localStorage key: "1" once the visitor has closed the bar (docs/product/decisions.md D15). */
export const QUOTE_BAR_CLOSED_KEY = "rm.quoteBar.closed";

export const QUOTE_BAR_COPY = {
  region: "Get free removal quotes",
  postcodeLabel: "Your postcode",
  postcodePlaceholder: "e.g. N1 9GU",
  submit: "Get Quotes",
  close: "Close the quote bar",
  bookTitle: "Free moving book",
  bookText:
    "The London Moving Guide: checklists, timings and money-saving tips for a calmer move, free in your inbox.",
  firstNameLabel: "First name",
  emailLabel: "Email",
  bookSend: "Send me the book",
  bookSending: "Sending…",
  bookFailed: "Sorry, we could not send the book just now. Please try again in a moment.",
} as const;

/**
 * Paths where the bar never shows: the quote wizard itself, the log-in and sign-up pages, and (issue #28,
 * docs/product/decisions.md D37) the customer's own pages — their requests, the quotes they book, the
 * conversations they send in, their reviews — where the bar would cover the page's own action on a phone.
 */
const HIDDEN_PREFIXES = ["/free-quotes", "/client", "/reviews"] as const;
const HIDDEN_PATHS = new Set([
  "/login",
  "/account/signin",
  "/account/register",
  "/forgot-password",
  "/password-recovery",
  "/companies/registration",
]);

/** docs/product/routes.md §2: hidden for admins and companies, on the wizard, the login paths and the customer's own pages. */
export function quoteBarShown(
  path: string,
  user: Pick<SessionUser, "isAdmin" | "isCompany"> | null,
): boolean {
  if (user?.isAdmin || user?.isCompany) return false;
  const p = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  if (HIDDEN_PATHS.has(p)) return false;
  return !HIDDEN_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
}

/** docs/product/routes.md §2; docs/product/wizard.md §5: the wizard with `place` set to the trimmed postcode, or without `place` when it is empty. */
export function quoteBarHref(postcode: string | null | undefined): string {
  const place = (postcode ?? "").trim();
  return place ? `/free-quotes/wizard?place=${encodeURIComponent(place)}` : "/free-quotes/wizard";
}
