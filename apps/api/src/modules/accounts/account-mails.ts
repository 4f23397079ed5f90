// The emails of an account's own events that are not in mail/templates.ts: the link that opens a new account
// and someone registering with an address that has an account (issue #29 item 8), a sign-in link or reset asked for an address that has none (issue #29 item 8),
// and an invitation to become an admin.
import { RESET_LINK_MINUTES } from "@rm/domain";
import { REGISTRATION_LINK_HOURS } from "@rm/domain/account-security";
import { ADMIN_INVITE_DAYS } from "@rm/domain/admin";
import { action, letter, type MailInput, PARTNER_SIGN_LINE, SITE_NAME } from "../mail/index.ts";

export const accountMails = {
  /** a registration with a new address: the link that opens the account (pending-accounts.ts) */
  openAccount: (to: string, firstName: string, role: "client" | "company", link: string): MailInput =>
    letter({
      kind: "open-account",
      to,
      subject: "Confirm your email to open your London Removals Compare account",
      body: [
        `Hello ${firstName},`,
        role === "company"
          ? "Thank you for registering your removal company. Confirm that this is your email address to open your company account: then upload your insurance certificates, and we check them before you receive leads."
          : "Thank you for registering. Confirm that this is your email address to open your account: then you can keep your removal requests in one place and compare quotes side by side.",
        action(
          "Confirm my email",
          link,
          `Confirm your email with this single-use link (it works for ${REGISTRATION_LINK_HOURS} hours):`,
          { above: `The button works once, for ${REGISTRATION_LINK_HOURS} hours.` },
        ),
        "If you did not register, ignore this email: no account is made without this link.",
      ],
      ...(role === "company" ? { sign: PARTNER_SIGN_LINE } : {}),
      secrets: [link],
    }),
  registerAttempt: (to: string, hasPassword: boolean, link: string, appUrl: string): MailInput => {
    const what = hasPassword ? "To choose a new password" : "To set a password";
    return letter({
      kind: "register-attempt",
      to,
      subject: "Someone tried to create an account with your email address",
      body: [
        "Hello,",
        "Someone, we hope you, tried to create a London Removals Compare account with this email address. It already has an account, so no new account was made and nothing in yours has changed.",
        action(
          hasPassword ? "Choose a new password" : "Set a password",
          link,
          `If it was you, log in at ${appUrl}/login. ${what}, use this single-use link within ${RESET_LINK_MINUTES} minutes:\n`,
          {
            above: `If it was you, log in at ${appUrl}/login. ${what}, use this single-use button within ${RESET_LINK_MINUTES} minutes.`,
          },
        ),
        "If it was not you, ignore this email: nobody can use your account without that link or your password.",
      ],
    });
  },
  /** a sign-in link or a password reset asked for an address that has no account (address-notices.ts) */
  noAccount: (to: string, asked: "sign-in link" | "password reset", appUrl: string): MailInput =>
    letter({
      kind: "no-account",
      to,
      subject: "There is no London Removals Compare account for this address",
      body: [
        "Hello,",
        `Someone, we hope you, asked for a ${asked} for this email address, but it has no London Removals Compare account, so there is nothing to sign in to.`,
        `If it was you, you may have used another address: try that one at ${appUrl}/login. You do not need an account to get quotes: describe your move at ${appUrl}/free-quotes/wizard and up to 6 vetted London movers will quote. Removal companies can join at ${appUrl}/companies/registration.`,
        "If it was not you, ignore this email: nothing has been made or changed.",
      ],
    }),
  adminInvite: (to: string, firstName: string, inviterName: string, link: string): MailInput =>
    letter({
      kind: "admin-invite",
      to,
      subject: "You have been invited to run London Removals Compare",
      body: [
        `Hello ${firstName},`,
        `${inviterName} has invited you to become an admin of London Removals Compare: vetting removal companies, looking after customers and keeping the marketplace running.`,
        action(
          "Choose your password",
          link,
          `Choose your password with this single-use link (it works for ${ADMIN_INVITE_DAYS} days):`,
          { above: `The button works once, for ${ADMIN_INVITE_DAYS} days.` },
        ),
        "Then set up an authenticator app: admins always sign in in two steps.",
        "If you did not expect this, ignore this email and nothing will happen.",
      ],
      sign: SITE_NAME,
      secrets: [link],
    }),
};
