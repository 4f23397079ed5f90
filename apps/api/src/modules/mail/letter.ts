// Issue #33: a mail is written once, as a letter — its subject, its paragraphs, at most one action (the
// button) and its signature — and both parts are made from it: the plain text (the words as they always
// were: paragraphs a blank line apart, the action's link on its own line or after its words) and the HTML
// (letter-html.tsx, React Email); compose.ts makes the mail. The words stay in each module's mails file,
// reviewed in one place.
import { STOP_THESE_EMAILS } from "@rm/domain/notifications";
import type { MailInput } from "./mail-input.ts";

/** The site's name: the HTML's masthead, and the signature of a mail from the team itself. */
export const SITE_NAME = "London Removals Compare";
/** The signature of a mail to a customer (and anyone else not a partner). */
export const CUSTOMER_SIGN =
  "London Removals Compare — free quotes from up to 6 vetted, insured London movers.";
/** The signature of a mail to a removal company. */
export const PARTNER_SIGN_LINE = "London Removals Compare — partner support";

/** The mail's main action: a button in the HTML, its words and link in the text. */
export interface Action {
  action: string;
  url: string;
  /** the words before the link in the text (and above the button); default: the button's label and ":" */
  lead?: string;
  /** in the text, the link follows its words on the same line ("Write your review: <link>") */
  inline?: boolean;
  /** in the text, the words right after the link (" to see your quotes."); the HTML says `above` instead */
  after?: string;
  /** the words above the button in the HTML when they differ from `lead` ("" for none) */
  above?: string;
}

/**
 * A part of a letter's body: words (paragraphs a blank line apart; a paragraph of "- " lines is a list, of
 * "> " lines a quotation; links in it are links), or the action. Empty or false parts are left out.
 */
export type Part = string | Action | false | null | undefined;

/** issue #33: whose mail it is (their account) and the site's address, for the unsubscribe link */
export interface Unsubscribe {
  userId: string;
  appUrl: string;
}

export interface Letter extends Omit<MailInput, "text" | "html"> {
  /** the HTML's heading; default: the subject */
  heading?: string;
  body: Part[];
  /** the last line; default CUSTOMER_SIGN, null for none (a mail to the team) */
  sign?: string | null;
  /**
   * Issue #33: the recipient's account, for a mail of a kind they may switch off (@rm/domain/notifications
   * MAIL_KINDS): the mail is sent only if they want it, and carries the one-click unsubscribe link (its
   * List-Unsubscribe header and "Stop receiving these emails" under the signature). Ignored for an essential mail.
   */
  unsubscribe?: Unsubscribe;
  /** the footer's unsubscribe link (letter() sets it from `unsubscribe`) */
  stopUrl?: string;
}

/** The action `label` opening `url`, after the words `lead` (default "label:"). */
export const action = (
  label: string,
  url: string,
  lead?: string,
  o: Pick<Action, "inline" | "after" | "above"> = {},
): Action => ({ action: label, url, ...(lead === undefined ? {} : { lead }), ...o });

export const isAction = (p: Part): p is Action => typeof p === "object" && p !== null;

const trimLines = (s: string) => s.replace(/^\n+|\n+$/g, "");

/** the parts that say something: strings trimmed of their leading and trailing blank lines, empties left out */
export function partsOf(l: Pick<Letter, "body">): (string | Action)[] {
  const parts = l.body
    .filter((p): p is string | Action => Boolean(p))
    .map((p) => (typeof p === "string" ? trimLines(p) : p))
    .filter((p) => p !== "");
  if (parts.filter(isAction).length > 1) throw new Error("A mail has one main action");
  return parts;
}

export const actionLead = (a: Action) => a.lead ?? `${a.action}:`;

/** The plain-text part: the parts a blank line apart, then the signature. */
export function letterText(l: Letter): string {
  const body = partsOf(l)
    .map((p) =>
      typeof p === "string" ? p : `${actionLead(p)}${p.inline ? " " : "\n"}${p.url}${p.after ?? ""}`,
    )
    .join("\n\n");
  const sign = l.sign === undefined ? CUSTOMER_SIGN : l.sign;
  const stop = l.stopUrl ? `\n\n${STOP_THESE_EMAILS}: ${l.stopUrl}` : "";
  return (sign ? `${body}\n\n${sign}` : body) + stop;
}
