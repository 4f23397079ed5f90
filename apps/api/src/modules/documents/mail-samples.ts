// Issue #33: the documents' emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { documentMails } from "./document-mails.ts";

export const documentMailSamples = (appUrl: string): MailSample[] => {
  const c = SAMPLE.company;
  return [
    {
      name: "Document: to check (team)",
      mail: documentMails.documentForReview(SAMPLE.team, c.name, "git", appUrl),
    },
    { name: "Document: verified", mail: documentMails.documentVerified(c, "pl", "2027-11-30") },
    {
      name: "Document: not accepted",
      mail: documentMails.documentRejected(c, "git", "The certificate has expired.", appUrl),
    },
    { name: "Document: expiring", mail: documentMails.expiryReminder(c, "pl", "2026-12-10", 7, appUrl) },
  ];
};
