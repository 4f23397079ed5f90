// What a module hands the outbox: one mail, its words (text and, made from the same letter, HTML) and its
// attachments, secrets and timing.
import type { NotificationKind } from "@rm/domain/notifications";
import type { MailAttachment } from "../../db/schema.ts";

export interface MailInput {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * attachments are produced at send time by name (e.g. "moving-book"), not stored; or, when small and made
   * for this one mail (a booking's calendar file), kept as text with it
   */
  attachments?: MailAttachment[];
  /**
   * Parts of text/html that are keys to an account (sign-in and reset links). The stored row holds
   * LINK_REMOVED in their place and the parts themselves only encrypted, until the mail is sent. Any link
   * with a `token=` parameter is treated so even when not listed here.
   */
  secrets?: string[];
  /** not sent before this time (a scheduled mail: the review request the day after a move); default now */
  sendAfter?: Date;
  /** issue #28: the request the mail is about (the admin's view of a request lists its mails by this) */
  leadId?: string;
  /**
   * issue #33: a mail the recipient may switch off — their account and the kind it counts as. The outbox
   * stores it only if they want it (notifications' mayNotifyEach, or mayEmailSql inside a statement).
   */
  notify?: { userId: string; kind: NotificationKind };
  /** issue #33: the one-click unsubscribe link, sent as List-Unsubscribe (with List-Unsubscribe-Post) */
  listUnsubscribe?: string;
}
