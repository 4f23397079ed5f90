// Accounts: registration, log-in, password reset, sessions and their cookie, single-use emailed tokens,
// two-step sign-in, and what a registration with an email that already has an account answers (issue #13).
// Routes under /api/auth; the pages' context.services.account.
export { lookAlikeRegistration, mayNotify, setPasswordLink } from "./existing-account.ts";
export { adminInviteRoutes, createAdminInvite } from "./admin-invite.ts";
export { offerAccount, type PendingDetails, takePendingAccount } from "./pending-accounts.ts";
export { requestLoginLink } from "./account-security.ts";
export { setSessionCookie, startSession } from "./cookies.ts";
export { registerEndedSessions, SIGNED_OUT_COOKIE, signedOutNotice } from "./ended-session.ts";
export { authRoutes } from "./routes.ts";
export {
  type AccountView,
  createSession,
  type NewSession,
  newSession,
  resolveSession,
  revokeAllSessions,
  revokeSession,
  SESSION_COOKIE,
  toGuestUser,
  browserView,
  toSessionUser,
  type UserRow,
} from "./session-service.ts";
export { consumeToken, endOutstandingTokens, issueToken } from "./single-use-token.ts";
export { purgeSpentAccess } from "./retention.ts";
export { currentCode } from "./two-step.ts";
export { accountWebService } from "./web-service.ts";
export { accountEventMailSamples } from "./mail-samples.ts";
