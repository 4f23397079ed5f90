// Issue #33: the account emails with sample data (the admins' preview and the spam test).
import { type MailSample, SAMPLE } from "../mail/index.ts";
import { accountMails } from "./account-mails.ts";

export const accountEventMailSamples = (appUrl: string): MailSample[] => [
  {
    name: "Registration: confirm your email (customer)",
    mail: accountMails.openAccount(
      SAMPLE.customer.email,
      SAMPLE.customer.firstName,
      "client",
      SAMPLE.tokenLink(appUrl, "/account/confirm-email"),
    ),
  },
  {
    name: "Registration: confirm your email (company)",
    mail: accountMails.openAccount(
      "rosa@example.org",
      "Rosa",
      "company",
      SAMPLE.tokenLink(appUrl, "/companies/registration/confirm"),
    ),
  },
  {
    name: "Registration with a known address",
    mail: accountMails.registerAttempt(
      SAMPLE.customer.email,
      true,
      SAMPLE.tokenLink(appUrl, "/reset-password"),
      appUrl,
    ),
  },
  {
    name: "No account for this address",
    mail: accountMails.noAccount("someone@example.org", "sign-in link", appUrl),
  },
  {
    name: "Admin invitation",
    mail: accountMails.adminInvite(
      "ada@example.org",
      "Ada",
      "Priya Shah",
      SAMPLE.tokenLink(appUrl, "/admin-invite"),
    ),
  },
];
