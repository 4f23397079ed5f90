// Issue #33: every template with sample data — the admins' preview (/admin/email-templates) and the spam
// test render these. Each module that sends mail lists its own beside its words (<module>/mail-samples.ts).
import type { MailInput } from "./mail-input.ts";
import { mails } from "./templates.ts";

export interface MailSample {
  /** which template and, when one template says different things, which case */
  name: string;
  mail: MailInput;
}

/** the sample people and links every module's samples use */
export const SAMPLE = {
  customer: {
    email: "grace.hopper@example.org",
    firstName: "Grace",
    userId: "0b7c2f3e-5a61-4d2e-9f3a-6c1d2e3f4a5b",
  },
  company: {
    email: "office@thamesvan.example.org",
    contactName: "Sam Okafor",
    name: "Thames Van Removals",
    userId: "7e4d1c2b-3a59-4f8e-8d7c-6b5a4f3e2d1c",
  },
  team: "team@example.org",
  /** a link that carries a single-use token (hidden in the stored mail) */
  tokenLink: (appUrl: string, path: string) => `${appUrl}${path}?token=sample-token-3f9a1c`,
  /** issue #33: a mail the sample person may switch off carries their unsubscribe link */
  unsubscribe: (appUrl: string, who: "customer" | "company" = "customer") => ({
    userId: SAMPLE[who].userId,
    appUrl,
  }),
};

export const accountMailSamples = (appUrl: string): MailSample[] => {
  const { email, firstName } = SAMPLE.customer;
  return [
    { name: "Welcome", mail: mails.welcome(email, firstName, appUrl) },
    {
      name: "Password reset",
      mail: mails.passwordReset(email, firstName, SAMPLE.tokenLink(appUrl, "/reset-password")),
    },
    {
      name: "Sign-in link",
      mail: mails.loginLink(email, firstName, SAMPLE.tokenLink(appUrl, "/account/signin")),
    },
    { name: "Password changed (signed in)", mail: mails.passwordChangedSignedIn(email, firstName, appUrl) },
    { name: "Password changed (reset)", mail: mails.passwordChanged(email, firstName) },
  ];
};
