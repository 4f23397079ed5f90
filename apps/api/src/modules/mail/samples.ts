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
  customer: { email: "grace.hopper@example.org", firstName: "Grace" },
  company: { email: "office@thamesvan.example.org", contactName: "Sam Okafor", name: "Thames Van Removals" },
  team: "team@example.org",
  /** a link that carries a single-use token (hidden in the stored mail) */
  tokenLink: (appUrl: string, path: string) => `${appUrl}${path}?token=sample-token-3f9a1c`,
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
