// Issue #33: every email template with sample data, for the admins' preview (/admin/email-templates) and
// the spam test. Each module lists its own samples beside its words; this only gathers them.
import type { SessionUser } from "@rm/domain";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { notFound } from "../../lib/http.ts";
import { accountEventMailSamples } from "../accounts/index.ts";
import { bookingMailSamples } from "../bookings/index.ts";
import { companyMailSamples } from "../companies/index.ts";
import { contactMailSamples } from "../contact/index.ts";
import { contentMailSamples } from "../content/index.ts";
import { conversationMailSamples } from "../conversations/index.ts";
import { documentMailSamples } from "../documents/index.ts";
import { accountMailSamples, type MailSample, SAMPLE } from "../mail/index.ts";
import { quoteMailSamples } from "../quotes/index.ts";
import { requestMailSamples } from "../requests/index.ts";
import { reviewMailSamples } from "../reviews/index.ts";
import { textMailSamples } from "../texts/index.ts";
import { accountDecisionMails } from "./account-mails.ts";
import { requireAdmin } from "./details.ts";

/** the admins' decisions on accounts (this module's own emails) */
const decisionSamples = (appUrl: string): MailSample[] => {
  const customer = SAMPLE.customer;
  const admin = { email: "ada@example.org", firstName: "Ada" };
  const M = accountDecisionMails;
  return [
    {
      name: "Account suspended (customer)",
      mail: M.customerSuspended(customer, "Three requests for the same move with different names.", appUrl),
    },
    {
      name: "Account active again (customer)",
      mail: M.customerReinstated(
        customer,
        "Thank you for explaining: the requests were for your family.",
        appUrl,
      ),
    },
    {
      name: "Admin suspended",
      mail: M.adminSuspended(admin, "Priya Shah", "Your laptop was reported stolen."),
    },
    { name: "Admin active again", mail: M.adminReinstated(admin, "The new laptop is set up.", appUrl) },
  ];
};

export const allMailSamples = (appUrl: string): MailSample[] => [
  ...accountMailSamples(appUrl),
  ...accountEventMailSamples(appUrl),
  ...decisionSamples(appUrl),
  ...requestMailSamples(appUrl),
  ...quoteMailSamples(appUrl),
  ...bookingMailSamples(appUrl),
  ...conversationMailSamples(appUrl),
  ...reviewMailSamples(appUrl),
  ...companyMailSamples(appUrl),
  ...documentMailSamples(appUrl),
  ...contactMailSamples(),
  ...contentMailSamples(appUrl),
  ...textMailSamples(appUrl),
];

/** The admins' preview: each template's name, kind, subject and both parts, as the recipient would get them. */
export function emailTemplates(user: SessionUser | null, appUrl: string) {
  requireAdmin(user);
  return {
    templates: allMailSamples(appUrl).map(({ name, mail }) => ({
      name,
      kind: mail.kind,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? "",
    })),
  };
}
export type EmailTemplates = ReturnType<typeof emailTemplates>;

/**
 * One template's HTML part (`index` in the list), for the preview's frame. A frame's srcdoc would take the
 * page's own policy, which allows no inline style — and an email is nothing but inline styles — so the frame
 * loads this, answered under EMAIL_PREVIEW_POLICY.
 */
export function emailTemplateHtml(user: SessionUser | null, appUrl: string, index: string): string {
  requireAdmin(user);
  const n = /^\d{1,4}$/.test(index) ? Number(index) : -1;
  const sample = allMailSamples(appUrl)[n];
  if (!sample) throw notFound(ADMIN_MESSAGES.noSuchTemplate);
  return sample.mail.html ?? "";
}

/** what an email's HTML may do in the preview: its inline styles and data: images, nothing else; framed only by us */
export const EMAIL_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox";
