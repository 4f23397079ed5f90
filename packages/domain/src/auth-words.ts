// The account forms' limits and words without zod: the header and notices of every page show them, and pages
// that validate nothing load no zod (docs/decisions/054-wizard-without-zod.md). auth.ts re-exports them with
// the schemas.

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** how long an emailed password link works: the reset link, and the set-password link a new lead or a
 * registration with an existing email sends (issue #13) */
export const RESET_LINK_MINUTES = 30;

export const AUTH_MESSAGES = {
  emailRequired: "Email is required",
  emailInvalid: "Email is not valid",
  passwordRequired: "Password is required",
  passwordMin: "Min length is 8",
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordsMustMatch: "Passwords must match",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  badCredentials: "Incorrect email or password",
  emailTaken: "An account with this email already exists. Log in or reset your password.",
  resetSent: `If an account exists for that email, we have sent a link to reset the password. It works for ${RESET_LINK_MINUTES} minutes.`,
  resetInvalid: "This reset link is invalid or has expired. Ask for a new one.",
  resetDone: "Your password has been changed. Log in with the new password.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  /** issue #29 item 18: the password is locked for a while, but the emailed link still signs the owner in */
  passwordLocked:
    "Too many wrong passwords for this account, so its password is locked for 15 minutes. You can sign in now with a link sent to your email: use “Email me a sign-in link” on this page.",
  loggedOut: "You have been logged out.",
  notSignedIn: "Please log in to continue.",
  /** issue #28: a session cookie that no longer opens a session (expired, ended elsewhere, or invalid) */
  sessionEnded: "You were signed out — please log in again.",
  forbidden: "You do not have access to this.",
} as const;
