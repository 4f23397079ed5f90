// Every email's words live here, so the copy is reviewed in one place.
import { RESET_LINK_MINUTES } from "@rm/domain";
import { LOGIN_LINK_MINUTES } from "@rm/domain/account-security";
import { letter } from "./compose.ts";
import { action } from "./letter.ts";
import type { MailInput } from "./mail-input.ts";

export const mails = {
  welcome: (to: string, firstName: string, appUrl: string): MailInput =>
    letter({
      kind: "welcome",
      to,
      subject: "Welcome to London Removals Compare",
      body: [
        `Hello ${firstName},`,
        action("Log in", `${appUrl}/login`, "Your account is ready. Log in at", {
          inline: true,
          after: " to see your removal requests and quotes.",
          above: "Your account is ready. Log in to see your removal requests and quotes.",
        }),
      ],
    }),
  passwordReset: (to: string, firstName: string, link: string): MailInput =>
    letter({
      kind: "password-reset",
      to,
      subject: "Reset your password",
      body: [
        `Hello ${firstName},`,
        action(
          "Choose a new password",
          link,
          `Someone (we hope you) asked to reset the password for this email address. Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n`,
          {
            above: `Someone (we hope you) asked to reset the password for this email address. Use the button within ${RESET_LINK_MINUTES} minutes to choose a new password.`,
          },
        ),
        "If it was not you, ignore this email: your password stays as it is.",
      ],
      secrets: [link],
    }),
  loginLink: (to: string, firstName: string, link: string): MailInput =>
    letter({
      kind: "login-link",
      to,
      subject: "Your sign-in link",
      body: [
        `Hello ${firstName},`,
        action(
          "Sign in",
          link,
          `Someone (we hope you) asked for a link to sign in to London Removals Compare without a password. Open it within ${LOGIN_LINK_MINUTES} minutes; it works once:\n`,
          {
            above: `Someone (we hope you) asked for a link to sign in to London Removals Compare without a password. Use the button within ${LOGIN_LINK_MINUTES} minutes; it works once.`,
          },
        ),
        "If it was not you, ignore this email: nobody can sign in without it.",
      ],
      secrets: [link],
    }),
  passwordChangedSignedIn: (to: string, firstName: string, appUrl: string): MailInput =>
    letter({
      kind: "password-changed",
      to,
      subject: "Your password was changed",
      body: [
        `Hello ${firstName},`,
        "The password of your London Removals Compare account was just changed from your account settings. Every other device was signed out.",
        action(
          "Reset your password",
          `${appUrl}/forgot-password`,
          "If this was not you, reset your password straight away at",
          { inline: true, after: ".", above: "If this was not you, reset your password straight away." },
        ),
      ],
    }),
  passwordChanged: (to: string, firstName: string): MailInput =>
    letter({
      kind: "password-changed",
      to,
      subject: "Your password was changed",
      body: [
        `Hello ${firstName},`,
        "The password of your London Removals Compare account was just changed and every device was signed out. If this was not you, reset your password straight away.",
      ],
    }),
};
