// /api/auth: registration, sign-in (and its second step), emailed links, password and two-step settings.
import { z } from "zod";
import {
  changePasswordSchema,
  confirmPasswordSchema,
  enableTwoStepSchema,
  enrolStartSchema,
  loginLinkRequestSchema,
  loginLinkSchema,
  openAccountSchema,
  secondStepSchema,
  setPasswordSchema,
} from "../account-security.ts";
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from "../auth.ts";
import { ROLES } from "../roles.ts";
import { answered, apiFailure, done, responses } from "./envelope.ts";

/** the signed-in user as the API tells the browser (SessionUser) */
export const sessionUser = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  isAdmin: z.boolean(),
  isCompany: z.boolean(),
  isGuest: z.boolean(),
});

/** signed in: the user, and the session token for callers that do not keep cookies */
const signedIn = answered(sessionUser).extend({ access: z.string() });
/** password (or link) accepted, a code still owed: the challenge for POST /auth/login/code or /login/enrol */
const secondStepOwed = answered(z.object({ step: z.enum(["totp", "enrol"]) })).extend({
  challenge: z.string(),
});
/** a registration's answer: the address the link was sent to (the same answer whether or not it has an account) */
export const checkInbox = answered(z.strictObject({ email: z.string() }));
const enrolment = answered(z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }));
const recoveryCodes = answered(z.object({ recoveryCodes: z.array(z.string()) }));

export const accountsApi = {
  "GET /auth/me": { response: responses({ 200: z.union([answered(sessionUser), apiFailure]) }) },
  /** issue #29 item 8: "check your inbox", for every address; no session until the emailed link is used */
  "POST /auth/register": { body: registerSchema, response: responses({ 201: checkInbox }) },
  "POST /auth/register/open": { body: openAccountSchema, response: responses({ 200: signedIn }) },
  "POST /auth/login": {
    body: loginSchema,
    response: responses({ 200: z.union([signedIn, secondStepOwed]) }),
  },
  "POST /auth/logout": { response: responses({ 200: done }) },
  "POST /auth/forgot-password": { body: forgotPasswordSchema, response: responses({ 200: done }) },
  "POST /auth/reset-password": { body: resetPasswordSchema, response: responses({ 200: done }) },
  "POST /auth/login/code": { body: secondStepSchema, response: responses({ 200: signedIn }) },
  "POST /auth/login/enrol/start": { body: enrolStartSchema, response: responses({ 200: enrolment }) },
  "POST /auth/login/enrol": {
    body: secondStepSchema,
    response: responses({ 200: signedIn.extend({ recoveryCodes: z.array(z.string()) }) }),
  },
  "POST /auth/login-link": { body: loginLinkRequestSchema, response: responses({ 200: done }) },
  "POST /auth/login-link/use": {
    body: loginLinkSchema,
    response: responses({ 200: z.union([signedIn, secondStepOwed]) }),
  },
  "POST /auth/password": { body: changePasswordSchema, response: responses({ 200: done }) },
  /** issue #17: a signed-in customer without a password chooses one (409 when the account has one) */
  "POST /auth/password/first": { body: setPasswordSchema, response: responses({ 200: done }) },
  "POST /auth/logout-everywhere": { response: responses({ 200: done }) },
  "GET /auth/two-step": {
    response: responses({
      200: answered(
        z.object({
          offered: z.boolean(),
          required: z.boolean(),
          enabled: z.boolean(),
          recoveryCodesLeft: z.number().int(),
        }),
      ),
    }),
  },
  "POST /auth/two-step/setup": { response: responses({ 200: enrolment }) },
  "POST /auth/two-step/enable": { body: enableTwoStepSchema, response: responses({ 200: recoveryCodes }) },
  "POST /auth/two-step/disable": { body: confirmPasswordSchema, response: responses({ 200: done }) },
  "POST /auth/two-step/recovery-codes": {
    body: confirmPasswordSchema,
    response: responses({ 200: recoveryCodes }),
  },
  /** accepting an admin invitation: the body is checked by the API (modules/accounts/admin-invite.ts) */
  "POST /auth/admin-invite": { response: responses({ 200: secondStepOwed }) },
} as const;
