// Issue #33: the texts module's email with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { textMails } from "./mails.ts";

export const textMailSamples = (appUrl: string): MailSample[] => [
  {
    name: "On our way (to the customer)",
    mail: textMails.onWay(
      { ...SAMPLE.customer, link: `${appUrl}/client/removal-requests/5b1f0c3e-8d2a-4f6b-9c7e-2a4d6f8b0c1e` },
      SAMPLE.company.name,
      "09:40",
    ),
  },
];
