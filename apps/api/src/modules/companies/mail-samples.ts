// Issue #33: the company account's emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { companyMails } from "./mails.ts";

export const companyMailSamples = (appUrl: string): MailSample[] => {
  const c = SAMPLE.company;
  return [
    { name: "Company: welcome", mail: companyMails.welcome(c, appUrl) },
    {
      name: "Company: approved",
      mail: companyMails.approved({ ...c, id: "3b0c2f4e-8d1a-4c55-9a77-1f2e3d4c5b6a" }, appUrl, null),
    },
    {
      name: "Company: not approved",
      mail: companyMails.rejected(c, "The Public Liability certificate is in another company's name."),
    },
    {
      name: "Company: suspended",
      mail: companyMails.suspended(c, "Two customers reported a no-show this month."),
    },
    {
      name: "Company: reinstated",
      mail: companyMails.reinstated(c, "We have spoken and the crew rota is fixed."),
    },
  ];
};
