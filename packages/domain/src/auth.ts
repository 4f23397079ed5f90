// Account forms: one schema for the browser and the API (docs/product/wizard.md §5 password rules, docs/product/rules.md §9 minimum 8).
import { z } from "zod";
import { singleLine } from "./safe-text.ts";

import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from "./auth-words.ts";

export { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN, RESET_LINK_MINUTES } from "./auth-words.ts";

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
