// Account forms: one schema for the browser and the API (docs/product/wizard.md §5 password rules, docs/product/rules.md §9 minimum 8).
import { z } from "zod";
import { singleLine } from "./safe-text.ts";

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

export const emailField = singleLine(
  z
    .string({ error: AUTH_MESSAGES.emailRequired })
    .trim()
    .min(1, AUTH_MESSAGES.emailRequired)
    .max(254, AUTH_MESSAGES.emailInvalid),
)
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
  .transform((e) => e.toLowerCase());

export const newPasswordField = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordMin)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordMax);

const nameField = (message: string) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(80, message));

export const registerSchema = z
  .object({
    firstName: nameField(AUTH_MESSAGES.firstNameRequired),
    lastName: nameField(AUTH_MESSAGES.lastNameRequired),
    email: emailField,
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX, AUTH_MESSAGES.badCredentials),
});

export const forgotPasswordSchema = z.object({ email: emailField });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.resetInvalid }).min(20, AUTH_MESSAGES.resetInvalid).max(200),
    password: newPasswordField,
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordsMustMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: AUTH_MESSAGES.passwordsMustMatch,
  });

/** zod error -> {dotted.path: first message} for forms and 400 answers */
export function issuesToFieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const key = i.path.map(String).join(".") || "_";
    if (!(key in out)) out[key] = i.message;
  }
  return out;
}
