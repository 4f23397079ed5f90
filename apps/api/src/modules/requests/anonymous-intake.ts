// POST client/register (docs/product/routes.md §7): a lead from a visitor or a docs/product/decisions.md D8
// guest; a signed-in client's goes the account's way (account-intake.ts). Most leads come from a new email:
// the account and the lead in one statement, no transaction (storeLead). An email that has an account, or a
// lead over the velocity limits, is decided by held-intake.ts. Issue #13: typing an email never opens its
// account; issue 28: a held lead's answer says it is held, alike for every reason it can be.
import { type LeadSubmission, LEAD_TOASTS } from "@rm/domain";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import { leads, sessions } from "../../db/schema.ts";
import { conflict } from "../../lib/http.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { createSession, lookAlikeRegistration, type UserRow } from "../accounts/index.ts";
import type { ClientCaller } from "../scopes/index.ts";
import { submitSignedIn } from "./account-intake.ts";
import {
  type AnonymousSubmission,
  guestView,
  newAccountOf,
  newClientOf,
  sentAnswer,
  storeInputFor,
} from "./guest-answers.ts";
import { intakeWithKnownEmail } from "./held-intake.ts";
import {
  companiesOf,
  heldAnswer,
  type IntakeAnswer,
  type IntakeClient,
  type IntakeDeps,
  onceForKey,
  userById,
} from "./intake-service.ts";
import { locateLeadStart } from "./location.ts";
import { standInKey } from "./lookalike-copy.ts";
import { findSameMove, type LeadRow, moveOfLead, repeatAnswer } from "./same-move.ts";
import { storeLead } from "./store-lead.ts";

/** POST client/register. `caller` may be nobody, a docs/product/decisions.md D8 guest, or a signed-in client. */
export async function submitAnonymousLead(
  deps: IntakeDeps,
  caller: ClientCaller,
  sub: LeadSubmission,
  key: string | null,
  client: IntakeClient = {},
): Promise<IntakeAnswer> {
  const signedIn = caller.user && !caller.user.isGuest ? caller.user : null;
  if (signedIn) return submitSignedIn(deps, signedIn, sub, key);
  const guest =
    caller.user?.isGuest && caller.sessionId
      ? { userId: caller.user._id, sessionId: caller.sessionId }
      : null;
  const create = async () => {
    const s: AnonymousSubmission = {
      deps,
      sub,
      key,
      guest,
      // the same work whichever way it goes: a given password is hashed whether or not it will be stored
      passwordHash: sub.user.password ? await hashPassword(sub.user.password) : null,
      location: await locateLeadStart(deps.db, sub.client),
    };
    return createLead(s, client);
  };
  return onceForKey(deps.db, key, create, (first) => repeatOf(deps, sub, guest, first));
}

async function createLead(s: AnonymousSubmission, client: IntakeClient): Promise<IntakeAnswer> {
  const { deps, sub, guest } = s;
  // a browser that sends its own request for the same move again gets that request back (#13, #17, 28)
  if (guest) {
    const dup = await findSameMove(
      deps.db,
      eq(leads.guestSessionId, guest.sessionId),
      moveOfLead(sub.client),
    );
    if (dup) {
      const account = (await userById(deps.db, dup.clientUserId))!;
      return {
        ...repeatAnswer(dup, LEAD_TOASTS.leadSent, s.key),
        user: guestView(account, sub, true),
        leadId: dup.id,
        companies: await companiesOf(deps.db, dup),
      };
    }
  }
  const u = sub.user;
  const verdict = (await deps.velocity?.check({ ip: client.ip, email: u.email, phone: u.phoneNumber })) ?? {
    hold: false,
    quiet: false,
  };
  if (!verdict.hold) {
    const made = storeInputFor(s, newClientOf(s), u.email);
    const stored = await storeLead(deps.db, made.input);
    if (stored) return sentAnswer(s, newAccountOf(s, stored.clientUserId), stored, made);
  }
  // the email has an account, or this lead is over the velocity limits
  return intakeWithKnownEmail(s, verdict);
}

/** The same Idempotency-Key again (a retry, a double click): the first answer, as this browser may see it. */
async function repeatOf(
  deps: IntakeDeps,
  sub: LeadSubmission,
  guest: { userId: string; sessionId: string } | null,
  first: LeadRow,
): Promise<IntakeAnswer> {
  const { db } = deps;
  const u = sub.user;
  const password = u.password || undefined;
  const account = (await userById(db, first.clientUserId))!;
  // a look-alike's copy (lookalike-copy.ts) keeps a keyed hash of the address, in place of the address
  const typedIt = account.standInFor ? account.standInFor === standInKey(u.email) : account.email === u.email;
  if (!typedIt) throw conflict(INTAKE_MESSAGES.idempotencyKeyReused);
  const companies = await companiesOf(db, first);
  const seesIt = guest !== null && guest.sessionId === first.guestSessionId;
  if (first.status === "held") {
    // never opens the account: the browser that sent it keeps seeing it; anyone else gets a look-alike
    if (seesIt) return heldAnswer(guestView(account, sub, true), first.id);
    if (first.guestSessionId) return moveGuestSession(deps, sub, first, account, companies);
    const fake = lookAlikeRegistration(u, deps.sessionDays, true);
    return heldAnswer(guestView(fake.account, sub, true), first.id, guest ? undefined : fake.session);
  }
  // a sent lead: only its guest session sees it (no answer opens a full session, docs/decisions/101)
  const answer: IntakeAnswer = {
    message: password ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
    user: guestView(account, sub, true),
    leadId: first.id,
    companies,
  };
  if (seesIt || !first.guestSessionId) return answer;
  return moveGuestSession(deps, sub, first, account, companies, answer.message);
}

/** The first answer never reached this browser (or raced this one): its guest session moves here. */
async function moveGuestSession(
  deps: IntakeDeps,
  sub: LeadSubmission,
  first: LeadRow,
  account: UserRow,
  companies: IntakeAnswer["companies"],
  message: string = LEAD_TOASTS.leadSent,
): Promise<IntakeAnswer> {
  const old = first.guestSessionId!;
  const session = await deps.db.transaction(async (tx) => {
    const s = await createSession(tx, account.id, deps.sessionDays, true);
    await tx.update(leads).set({ guestSessionId: s.id }).where(eq(leads.guestSessionId, old));
    await tx.delete(sessions).where(eq(sessions.id, old));
    return s;
  });
  const user = guestView(account, sub, true);
  if (first.status === "held") return heldAnswer(user, first.id, session);
  return { message, user, leadId: first.id, companies, session };
}
