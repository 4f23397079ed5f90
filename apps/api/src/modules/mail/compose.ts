// A letter made into a mail: the text part and the HTML part from the same words (letter.ts).
import { mailNotificationKind } from "@rm/domain/notifications";
import { unsubscribeUrl } from "../notifications/index.ts";
import { CUSTOMER_SIGN, type Letter, letterText, PARTNER_SIGN_LINE, SITE_NAME } from "./letter.ts";
import { letterHtml } from "./letter-html.tsx";
import type { MailInput } from "./mail-input.ts";

/** The mail, both parts made from the letter. */
export function letter(l: Letter): MailInput {
  const { heading: _heading, body: _body, sign: _sign, unsubscribe, stopUrl: _stop, ...mail } = l;
  const kind = unsubscribe ? mailNotificationKind(l.kind) : null;
  if (!unsubscribe || !kind) return { ...mail, text: letterText(l), html: letterHtml(l) };
  const stopUrl = unsubscribeUrl(unsubscribe.appUrl, unsubscribe.userId, kind);
  const withStop = { ...l, stopUrl };
  return {
    ...mail,
    text: letterText(withStop),
    html: letterHtml(withStop),
    notify: { userId: unsubscribe.userId, kind },
    listUnsubscribe: stopUrl,
  };
}

/**
 * The HTML part of a mail written as text only: its paragraphs in the same layout, its signature at the
 * foot, its links as links — but no button (a letter names its action; text alone does not say which link
 * is the main one).
 */
export function htmlOfText(m: Pick<MailInput, "subject" | "text">): string {
  const sign = [CUSTOMER_SIGN, PARTNER_SIGN_LINE, SITE_NAME].find((s) => m.text.endsWith(`\n\n${s}`)) ?? null;
  const body = sign ? m.text.slice(0, -sign.length - 2) : m.text;
  return letterHtml({ kind: "", to: "", subject: m.subject, body: [body], sign });
}
