// Account security: password change, sign out everywhere, emailed sign-in links, two-step sign-in (TOTP and
// recovery codes). One copy of each message and schema for the browser and the API.
import { z } from "zod";
import { AUTH_MESSAGES, emailField, newPasswordField, PASSWORD_MAX } from "./auth.ts";

/** minutes an emailed sign-in link works */
export const LOGIN_LINK_MINUTES = 15;
/**
 * Issue #29 item 8: account emails (sign-in links, password resets, "no account here") one address may be sent
 * in a London day, known or not — the same cap both ways, so that no count of asks tells them apart, and
 * nobody can make the site mail a stranger's inbox more than this.
 */
export const ACCOUNT_EMAILS_PER_ADDRESS_PER_DAY = 5;
/**
 * Issue #29 item 8: a new account opens when its email is confirmed. Registering answers "check your inbox"
 * whether or not the address has an account; a new address gets a link that opens the account (it works for
 * this many hours), a known one is told that someone tried. Nothing is made until the link is used.
 */
export const REGISTRATION_LINK_HOURS = 24;
export const REGISTRATION_MESSAGES = {
  checkInbox: (email: string) =>
    `We have sent an email to ${email}. Open the link in it to finish creating your account (it works for ${REGISTRATION_LINK_HOURS} hours). Nothing arrived? Look in your spam folder, or register again.`,
  linkInvalid:
    "This link has expired or has already been used. Register again, or log in if you have already opened your account.",
  alreadyOpen: "This email address already has an account. Log in, or reset your password.",
  opened: "Your account is open. Welcome to London Removals Compare.",
} as const;
/** the pages the emailed link opens, by the kind of account */
export const OPEN_ACCOUNT_PAGES = {
  client: "/account/confirm-email",
  company: "/companies/registration/confirm",
} as const;
export const openAccountSchema = z.object({
  token: z
    .string({ error: REGISTRATION_MESSAGES.linkInvalid })
    .min(20, REGISTRATION_MESSAGES.linkInvalid)
    .max(200, REGISTRATION_MESSAGES.linkInvalid),
});
/** minutes between the password (or emailed link) and the code */
export const SECOND_STEP_MINUTES = 10;
export const RECOVERY_CODE_COUNT = 10;

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: "Enter your current password",
  currentPasswordWrong: "Your current password is not right",
  noPasswordYet:
    "Your account has no password yet. Use “Forgotten your password?” on the log-in page to choose one.",
  passwordChanged:
    "Your password has been changed. You stay signed in here; every other device has been signed out.",
  /** issue #17: a customer who never set a password (a guest's account, signed in by an emailed link) */
  setPasswordIntro:
    "Your account has no password yet: you sign in with the links we email. Choose one to log in with your email and password on any device.",
  passwordSet:
    "Your password is set. You can now log in with your email and password; every other device has been signed out.",
  passwordAlreadySet: "Your account already has a password. Change it with your current password.",
  signedOutEverywhere: "You have been signed out on every device, this one included.",
  loginLinkSent: `If an account exists for that email, we have sent a sign-in link. It works once, for ${LOGIN_LINK_MINUTES} minutes.`,
  loginLinkInvalid: "This sign-in link is invalid, has been used or has expired. Ask for a new one.",
  signedIn: "You are signed in.",
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  enrolNeeded: "Admin accounts sign in in two steps. Set up your authenticator app to continue.",
  codeRequired: "Enter the 6-digit code from your authenticator app or a recovery code",
  codeWrong: "That code is not right. Enter the current code from your app, or a recovery code.",
  stepExpired: "Your sign-in has timed out. Log in again.",
  twoStepNotOffered: "Two-step sign-in is for removal company and admin accounts.",
  twoStepAlreadyOn: "Two-step sign-in is already on.",
  twoStepNotStarted: "Start the set-up again: open the two-step sign-in page.",
  twoStepOn: "Two-step sign-in is on. Keep your recovery codes somewhere safe: each one works once.",
  twoStepOff: "Two-step sign-in is off.",
  twoStepAdminRequired: "Admin accounts must keep two-step sign-in on.",
  twoStepNotOn: "Two-step sign-in is not on.",
  recoveryCodesNew: "Here are your new recovery codes. The old ones no longer work.",
} as const;

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(PASSWORD_MAX, ACCOUNT_MESSAGES.currentPasswordWrong);

export const changePasswordSchema = z
  .object({
    currentPassword,
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

/** issue #17: a first password, chosen while signed in (no current password to give) */
export const setPasswordSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

export const loginLinkRequestSchema = z.object({ email: emailField });

export const loginLinkSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.loginLinkInvalid })
    .min(20, ACCOUNT_MESSAGES.loginLinkInvalid)
    .max(200, ACCOUNT_MESSAGES.loginLinkInvalid),
});

/** a 6-digit code (spaces allowed) or a recovery code such as "k7m2q-x9p4t" */
const codeField = z
  .string({ error: ACCOUNT_MESSAGES.codeRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.codeRequired)
  .max(40, ACCOUNT_MESSAGES.codeWrong);

const challenge = z
  .string({ error: ACCOUNT_MESSAGES.stepExpired })
  .min(20, ACCOUNT_MESSAGES.stepExpired)
  .max(200, ACCOUNT_MESSAGES.stepExpired);

export const secondStepSchema = z.object({ challenge, code: codeField });
export const enrolStartSchema = z.object({ challenge });
export const enableTwoStepSchema = z.object({ code: codeField });
export const confirmPasswordSchema = z.object({ password: currentPassword });

/** what a sign-in answers when a code is still needed (no session yet) */
export type SecondStep = "totp" | "enrol";

/** the enrolment's QR code and what it encodes */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** an SVG drawn by the server (no script, no style) */
  qrSvg: string;
}

/** The roles that may use two-step sign-in, and the ones that must. */
export const twoStepOffered = (role: string) => role === "company" || role === "admin";
export const twoStepRequired = (role: string) => role === "admin";

/** the account-security page's address */
export const SECURITY_PAGE = "/account/security";
export const TWO_STEP_PAGE = "/account/security/two-step";
