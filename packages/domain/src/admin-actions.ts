// Issue #28: the admin's decisions as the pages send them (an intent and its record), and what the admin
// confirms before one that cannot be undone — approving, rejecting, suspending, publishing, removing. With
// JavaScript the page asks in a dialog; without it the form carries a box to tick, and the server refuses the
// decision until it is ticked (nothing is written).

export const ADMIN_ACTION_MESSAGES = {
  confirmRequired: "Tick the box to confirm: this cannot be undone.",
  unknownAction: "This action is not available here. Reload the page and try again.",
  formTooLarge: "This form is too large to send.",
  /** the box to tick without JavaScript on a moderation form, whatever verdict is chosen */
  decisionBox: (subject: string) => `Yes, record this decision on ${subject}. It cannot be undone.`,
} as const;

/** what the page's action answers a decision: the message, and the fields' errors when it was refused */
export type AdminActionResult =
  | { ok: true; intent: string; target: string; message: string }
  | {
      ok: false;
      intent: string;
      target: string;
      status: number;
      message: string;
      errors?: Record<string, string>;
      /** the text the admin typed, to show again in the form (without JavaScript the page is new) */
      values?: Record<string, string>;
    };

/** every decision the admin pages send, by name; `review.decide` and `report.decide` carry a `decision` */
export const ADMIN_INTENTS = [
  "company.approve",
  "company.reject",
  "company.suspend",
  "company.reinstate",
  "document.verify",
  "document.reject",
  "customer.suspend",
  "customer.reinstate",
  "customer.signin-link",
  "admin.suspend",
  "admin.reinstate",
  "review.decide",
  "report.decide",
  "blog.publish",
  "blog.unpublish",
  "blog.remove-cover",
  "offer.expire",
] as const;
export type AdminIntent = (typeof ADMIN_INTENTS)[number];
export const isAdminIntent = (s: string): s is AdminIntent =>
  (ADMIN_INTENTS as readonly string[]).includes(s);

/** What the admin is asked before a decision that cannot be undone. */
export interface Confirmation {
  /** the dialog's heading: the question */
  title: string;
  /** what happens, in a sentence */
  consequence: string;
  /** the dialog's button */
  confirmLabel: string;
  /** the box to tick without JavaScript */
  box: string;
}

type Asked = (subject: string) => Confirmation;
const ask = (verb: string, consequence: string): Asked => {
  const capital = verb[0]!.toUpperCase() + verb.slice(1);
  return (subject) => ({
    title: `${capital} ${subject}?`,
    consequence,
    confirmLabel: `Yes, ${verb}`,
    box: `Yes, ${verb} ${subject}. ${consequence}`,
  });
};

/** keyed by intent, or `review.<decision>` / `report.<decision>` for the moderation forms */
const CONFIRMATIONS: Record<string, Asked> = {
  "company.approve": ask("approve", "They are told by email and start receiving leads straight away."),
  "company.reject": ask("reject", "They are told by email, with your reason, and cannot work on the site."),
  "company.suspend": ask(
    "suspend",
    "Their open quotes are withdrawn, their customers are told, and they receive no leads until reinstated.",
  ),
  "document.verify": ask(
    "verify",
    "The company is told by email, and the certificate counts towards its approval.",
  ),
  "document.reject": ask("reject", "The company is told by email, with your reason."),
  "customer.suspend": ask("suspend", "They are signed out everywhere at once and told by email."),
  "admin.suspend": ask("suspend", "They are signed out at once and cannot sign in until reinstated."),
  "review.publish": ask("publish", "It appears on the mover's profile and counts in its rating."),
  "review.hide": ask("hide", "The mover's profile shows the reason you chose in its place."),
  "review.request_changes": ask(
    "send back",
    "The customer is emailed your note, and the review stays off the profile until they edit it.",
  ),
  "report.dismiss": ask("keep", "The report is closed and the message stays as it is."),
  "report.remove": ask("remove", "Both sides see that a moderator removed it. It cannot be put back."),
  "blog.publish": ask("publish", "It appears on the blog and in the sitemap at once."),
  "blog.remove-cover": ask("remove the cover of", "The image is deleted; you can upload another later."),
  "offer.expire": ask("end", "It leaves the partners page at once and cannot be started again."),
};

/**
 * What to confirm before `intent` on `subject` ("Thames-side Removals", "the review “Great crew”"); for the
 * moderation forms the chosen `decision` says which. Null: the action needs no confirmation (reinstating,
 * unpublishing, a sign-in link).
 */
export function adminConfirmation(intent: string, subject: string, decision?: string): Confirmation | null {
  const key =
    intent === "review.decide" || intent === "report.decide" ? `${intent.split(".")[0]}.${decision}` : intent;
  return CONFIRMATIONS[key]?.(subject) ?? null;
}

/** whether `intent` (with `decision`) must be confirmed: the server's check, whatever the page showed */
export const needsConfirmation = (intent: string, decision?: string) =>
  adminConfirmation(intent, "", decision) !== null;
