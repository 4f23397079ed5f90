// The emails of an admin's decisions on an account: a customer's or an admin's suspended or active again.
import { action, letter, type MailInput, SITE_NAME } from "../mail/index.ts";

interface Person {
  email: string;
  firstName: string;
}

export const accountDecisionMails = {
  customerSuspended: (p: Person, reason: string, appUrl: string): MailInput =>
    letter({
      kind: "account-suspended",
      to: p.email,
      subject: "Your London Removals Compare account is suspended",
      body: [
        `Hello ${p.firstName},`,
        "We have suspended your account, so you cannot sign in or send removal requests with it for now.",
        `The reason: ${reason}`,
        action(
          "Contact us",
          `${appUrl}/contact`,
          "If you think this is a mistake, reply through the contact page at",
          {
            inline: true,
            after: " and tell us why.",
            above: "If you think this is a mistake, tell us why on the contact page.",
          },
        ),
      ],
      sign: SITE_NAME,
    }),
  customerReinstated: (p: Person, reason: string, appUrl: string): MailInput =>
    letter({
      kind: "account-reinstated",
      to: p.email,
      subject: "Your London Removals Compare account is active again",
      body: [
        `Hello ${p.firstName},`,
        action("Sign in", `${appUrl}/login`, "Your account is active again: you can sign in at", {
          inline: true,
          after: " and send removal requests as before.",
          above: "Your account is active again: you can sign in and send removal requests as before.",
        }),
        reason,
      ],
      sign: SITE_NAME,
    }),
  adminSuspended: (p: Person, by: string, reason: string): MailInput =>
    letter({
      kind: "admin-suspended",
      to: p.email,
      subject: "Your London Removals Compare admin account is suspended",
      body: [
        `Hello ${p.firstName},`,
        `Your admin account has been suspended by ${by || "another admin"}, and you have been signed out everywhere. You cannot sign in until another admin reinstates the account.`,
        `The reason: ${reason}`,
        "If you think this is a mistake, speak to another admin.",
      ],
      sign: SITE_NAME,
    }),
  adminReinstated: (p: Person, reason: string, appUrl: string): MailInput =>
    letter({
      kind: "admin-reinstated",
      to: p.email,
      subject: "Your London Removals Compare admin account is active again",
      body: [
        `Hello ${p.firstName},`,
        action("Sign in", `${appUrl}/login`, "Your admin account is active again: sign in at", {
          inline: true,
          after: " with your password and your authenticator code.",
          above:
            "Your admin account is active again: sign in with your password and your authenticator code.",
        }),
        reason,
      ],
      sign: SITE_NAME,
    }),
};
