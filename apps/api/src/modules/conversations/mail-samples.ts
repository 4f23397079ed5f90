// Issue #33: the new-message emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { conversationMails } from "./conversation-mails.ts";

export const conversationMailSamples = (appUrl: string): MailSample[] => [
  {
    name: "Message: to the customer",
    mail: conversationMails.toCustomer(
      SAMPLE.customer.email,
      SAMPLE.customer.firstName,
      {
        companyName: SAMPLE.company.name,
        moveLabel: "House/Flat Removals, SW1A to E1, Saturday 19 December 2026",
        text: "Hello Grace, is there parking outside both addresses?\nWe can bring a smaller van if not.",
        link: `${appUrl}/client/removal-requests/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d/messages`,
        signinUrl: SAMPLE.tokenLink(appUrl, "/account/signin"),
      },
      SAMPLE.unsubscribe(appUrl),
    ),
  },
  {
    name: "Message: to the company",
    mail: conversationMails.toCompany(
      SAMPLE.company,
      {
        customerName: "Grace",
        moveLabel: "House/Flat Removals, SW1A to E1, Saturday 19 December 2026",
        text: "Yes, there is a loading bay at the back of the new building.",
        link: `${appUrl}/account/dashboard/leads/5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d`,
      },
      SAMPLE.unsubscribe(appUrl, "company"),
    ),
  },
];
