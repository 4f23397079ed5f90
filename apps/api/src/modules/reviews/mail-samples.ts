// Issue #33: the review emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { reviewMails } from "./review-mails.ts";

export const reviewMailSamples = (appUrl: string): MailSample[] => {
  const ask = {
    to: SAMPLE.customer.email,
    firstName: SAMPLE.customer.firstName,
    companyName: SAMPLE.company.name,
    moveLabel: "House/Flat Removals, Saturday 19 December 2026",
    link: SAMPLE.tokenLink(appUrl, "/review"),
    unsubscribe: SAMPLE.unsubscribe(appUrl),
  };
  return [
    { name: "Review: the ask", mail: reviewMails.ask(ask) },
    { name: "Review: the reminder", mail: reviewMails.reminder(ask) },
    {
      name: "Review: received (company)",
      mail: reviewMails.newReview(SAMPLE.company.email, {
        companyName: SAMPLE.company.name,
        rating: 5,
        held: false,
        link: `${appUrl}/account/dashboard/reviews`,
        unsubscribe: SAMPLE.unsubscribe(appUrl, "company"),
      }),
    },
    {
      name: "Review: please edit (customer)",
      mail: reviewMails.editRequested(SAMPLE.customer, {
        title: "Brilliant crew, one small thing",
        note: "Please take out the driver's surname: we do not publish staff's full names.",
        leadId: "5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d",
        appUrl,
      }),
    },
  ];
};
