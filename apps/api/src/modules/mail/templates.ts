// Every email's words live here, so the copy is reviewed in one place.
import { RESET_LINK_MINUTES } from "@rm/domain";
import { LOGIN_LINK_MINUTES } from "@rm/domain/account-security";
import type { MailInput } from "./outbox.ts";

const sign = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";

export const mails = {
  welcome: (to: string, firstName: string, appUrl: string): MailInput => ({
    kind: "welcome",
    to,
    subject: "Welcome to London Removals Compare",
    text: `Hello ${firstName},\n\nYour account is ready. Log in at ${appUrl}/login to see your removal requests and quotes.${sign}`,
  }),
  passwordReset: (to: string, firstName: string, link: string): MailInput => ({
    kind: "password-reset",
    to,
    subject: "Reset your password",
    text: `Hello ${firstName},\n\nSomeone (we hope you) asked to reset the password for this email address. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.${sign}`,
    secrets: [link],
  }),
  loginLink: (to: string, firstName: string, link: string): MailInput => ({
    kind: "login-link",
    to,
    subject: "Your sign-in link",
    text: `Hello ${firstName},\n\nSomeone (we hope you) asked for a link to sign in to London Removals Compare without a password. Open it within ${LOGIN_LINK_MINUTES} minutes; it works once:\n\n${link}\n\nIf it was not you, ignore this email: nobody can sign in without it.${sign}`,
    secrets: [link],
  }),
  passwordChangedSignedIn: (to: string, firstName: string, appUrl: string): MailInput => ({
    kind: "password-changed",
    to,
    subject: "Your password was changed",
    text: `Hello ${firstName},\n\nThe password of your London Removals Compare account was just changed from your account settings. Every other device was signed out.\n\nIf this was not you, reset your password straight away at ${appUrl}/forgot-password.${sign}`,
  }),
  passwordChanged: (to: string, firstName: string): MailInput => ({
    kind: "password-changed",
    to,
    subject: "Your password was changed",
    text: `Hello ${firstName},\n\nThe password of your London Removals Compare account was just changed and every device was signed out. If this was not you, reset your password straight away.${sign}`,
  }),
};
