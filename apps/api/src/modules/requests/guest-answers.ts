// What an anonymous submission (POST client/register without a full session) is made of: the submission worked
// out once, the rows it stores and the answers it gets — sent (anonymous-intake.ts), held or a look-alike
// (held-intake.ts, lookalike-copy.ts). docs/product/decisions.md D8: typing an email never opens its account, puts anything into
// it, or lets the typist act in its owner's name.
import { LEAD_TOASTS, type LeadSubmission, type SessionUser } from "@rm/domain";
import {
  type AccountView,
  browserView,
  type NewSession,
  newSession,
  toGuestUser,
  toSessionUser,
} from "../accounts/index.ts";
import type { IntakeAnswer, IntakeDeps } from "./intake-service.ts";
import type { LeadLocation } from "./location.ts";
import type { MatchedCompany } from "./request-queries.ts";
import type { LeadOwner, StoreLeadInput } from "./store-lead.ts";

/** One anonymous submission, worked out once. */
export interface AnonymousSubmission {
  deps: IntakeDeps;
  sub: LeadSubmission;
  key: string | null;
  /** the docs/product/decisions.md D8 guest session this browser already has */
  guest: { userId: string; sessionId: string } | null;
  /** the typed password, hashed whether or not it will be stored (the same work either way); null: none */
  passwordHash: string | null;
  location: LeadLocation;
}

/** A password was typed: the answer is a registration's. */
export const registers = (s: AnonymousSubmission) => s.passwordHash !== null;

/**
 * What a guest's answer says about them: the details they typed, not those stored on an account that
 * already had this email (docs/product/decisions.md D8: typing an email reveals nothing about its account).
 */
export function guestView(account: AccountView, sub: LeadSubmission, guest: boolean): SessionUser {
  if (!guest) return toSessionUser(account);
  const { firstName, lastName, email } = sub.user;
  // the answer echoes the typed email (the web app sends the moving book there); the session does not
  return { ...browserView(toGuestUser(account, { firstName, lastName })), email };
}

/** A client account to create with the lead (storeLead creates none when the email is taken). */
export function newClientOf(s: AnonymousSubmission): Extract<LeadOwner, { newClient: unknown }> {
  const u = s.sub.user;
  return {
    newClient: {
      email: u.email,
      passwordHash: s.passwordHash,
      title: u.title ?? null,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber ?? null,
    },
  };
}

/** The account just made for this submission, as the answer shows it. */
export const newAccountOf = (s: AnonymousSubmission, id: string): AccountView => ({
  id,
  email: s.sub.user.email,
  firstName: s.sub.user.firstName,
  lastName: s.sub.user.lastName,
  role: "client",
});

/**
 * What storing a sent lead needs, with the browser's session: a D8 guest keeps theirs, else a new guest one.
 * Never a full session, with a password or without (docs/decisions/101): the account opens when the
 * confirmation's sign-in link proves the address, as an account from the registration form does (096).
 */
export function storeInputFor(s: AnonymousSubmission, owner: LeadOwner, accountEmail: string) {
  const { session, guestSessionId } = s.guest
    ? { session: undefined, guestSessionId: s.guest.sessionId }
    : (() => {
        const g = newSession(s.deps.sessionDays, true);
        return { session: g, guestSessionId: g.id };
      })();
  const input: StoreLeadInput = {
    owner,
    guestSessionId,
    lead: s.sub.client,
    location: s.location,
    idempotencyKey: s.key,
    contact: {
      email: s.sub.client.email ?? accountEmail,
      firstName: s.sub.user.firstName,
      registering: registers(s),
    },
    withSigninLink: true,
    session,
    appUrl: s.deps.appUrl,
  };
  return { input, session };
}

/** The answer for a lead that was stored and matched (sent, or kept when nobody covers it yet). */
export function sentAnswer(
  s: AnonymousSubmission,
  account: AccountView,
  stored: { leadId: string; companies: MatchedCompany[] },
  made: { session?: NewSession },
): IntakeAnswer {
  return {
    message: registers(s) ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
    user: guestView(account, s.sub, true),
    leadId: stored.leadId,
    companies: stored.companies,
    session: made.session && { token: made.session.token, expiresAt: made.session.expiresAt },
  };
}
