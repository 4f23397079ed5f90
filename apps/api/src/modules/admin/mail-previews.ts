// Issue #33: every email template with sample data, for the admins' preview (/admin/email-templates) and
// the spam test. Each module lists its own samples beside its words; this only gathers them.
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
import { accountDecisionMails } from "./account-mails.ts";

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
];
