// Issue #13 (docs/product/decisions.md D8 revised): an anonymous lead whose email already has an account, or
// that is over the velocity limits, is decided here, in one transaction. It is stored HELD — not matched, not
// in the account, seen only by the browser that sent it — until the link emailed to the address confirms it
// (held-leads.ts), or it is stored as a look-alike's copy that belongs to nobody and is never confirmed (a
// company's or admin's email, too many for the address today: lookalike-copy.ts). Issue 28: every one of those
// answers says "held" alike (heldAnswer), never which reason applied, and issue #29 item 8: each one's guest
// session works alike; the one exception is the browser that made a still-passwordless account, which goes on
// adding to it as before.
import type { LeadVelocityVerdict } from "../abuse/index.ts";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { leads, users } from "../../db/schema.ts";
import { mayNotify, newSession, setPasswordLink, type UserRow } from "../accounts/index.ts";
import { enqueueMail } from "../mail/index.ts";
import {
  type AnonymousSubmission,
  guestView,
  newAccountOf,
  newClientOf,
  registers,
  sentAnswer,
  storeInputFor,
} from "./guest-answers.ts";
import { HELD_PER_ACCOUNT_PER_DAY, heldAnswer, type IntakeAnswer } from "./intake-service.ts";
import { notAClientNotice } from "./lead-mails.ts";
import { storeLookAlikeCopy } from "./lookalike-copy.ts";
import { storeHeldLead, storeLead } from "./store-lead.ts";

/**
 * Whether this guest session made the account it belongs to (its first lead created the account and was
 * sent, not held): then the same browser may add to it as before (D8), as long as it has no password.
 */
async function madeHere(tx: Tx, account: UserRow, sessionId: string): Promise<boolean> {
  if (account.passwordHash) return false;
  const [row] = await tx
    .select({ id: leads.id })
    .from(leads)
    .where(
      and(eq(leads.clientUserId, account.id), eq(leads.guestSessionId, sessionId), ne(leads.status, "held")),
    )
    .limit(1);
  return Boolean(row);
}

/** The account with this email, made now when there is none (over the limits with a new email). */
async function accountFor(
  tx: Tx,
  s: AnonymousSubmission,
): Promise<{ account: UserRow; createdNow: boolean }> {
  const email = s.sub.user.email;
  const byEmail = async () => (await tx.select().from(users).where(eq(users.email, email)).limit(1))[0];
  const known = await byEmail();
  if (known) return { account: known, createdNow: false };
  const [made] = await tx
    .insert(users)
    .values({ ...newClientOf(s).newClient, role: "client" })
    .onConflictDoNothing()
    .returning();
  const account = made ?? (await byEmail());
  if (!account) throw new Error("user row vanished");
  return { account, createdNow: Boolean(made) };
}

/** Held requests the account received in the last day. */
async function heldToday(tx: Tx, accountId: string): Promise<number> {
  const [today] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(
        eq(leads.clientUserId, accountId),
        eq(leads.status, "held"),
        gt(leads.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return Number(today?.n ?? 0);
}

/** The lead of an email that has an account, or of a sender over the velocity limits. */
export function intakeWithKnownEmail(
  s: AnonymousSubmission,
  verdict: LeadVelocityVerdict,
): Promise<IntakeAnswer> {
  const { deps, guest } = s;
  const registered = registers(s);
  return deps.db.transaction(async (tx) => {
    const { account, createdNow } = await accountFor(tx, s);
    // No more mail to an address that has had plenty today (no mail-bombing through this form).
    if (verdict.quiet) return storeLookAlikeCopy(tx, s);
    if (account.role !== "client") {
      // a company's or admin's email: nothing goes into that account; the address learns what happened
      if (await mayNotify(tx, account.id))
        await enqueueMail(tx, notAClientNotice(account.email, deps.appUrl));
      return storeLookAlikeCopy(tx, s);
    }
    // D8: the browser whose first lead made this passwordless account may go on adding to it
    if (
      !verdict.hold &&
      !registered &&
      guest?.userId === account.id &&
      (await madeHere(tx, account, guest.sessionId))
    ) {
      const made = storeInputFor(s, { id: account.id }, account.email);
      const stored = await storeLead(tx, { ...made.input, owner: { id: account.id } });
      return sentAnswer(s, account, stored, made);
    }
    // issue #29 item 12: the same move may already wait — typed by a stranger with this address, or by its
    // owner before: this one is stored and mailed too (each mail shows what it confirms), so that a stranger's
    // copy never swallows the owner's request; the day's cap below bounds the mails
    if ((await heldToday(tx, account.id)) >= Math.ceil(HELD_PER_ACCOUNT_PER_DAY * (deps.rateFactor ?? 1))) {
      return storeLookAlikeCopy(tx, s);
    }
    return storeHeld(tx, s, account, createdNow);
  });
}

/**
 * Held: it waits for the link emailed to the address. Whatever was typed (a password or none, a new account
 * over the limits or an existing one), the browser gets a guest session that sees this request and nothing of
 * the account (docs/decisions/101: a typed password never opens an account before its address is proven).
 */
async function storeHeld(
  tx: Tx,
  s: AnonymousSubmission,
  account: UserRow,
  ownAccount: boolean,
): Promise<IntakeAnswer> {
  const { deps, guest } = s;
  const registered = registers(s);
  const newGuestSession = guest ? undefined : newSession(deps.sessionDays, true);
  const guestSessionId = guest?.sessionId ?? newGuestSession!.id;
  // a passwordless account, or someone typing a password for this address: offer its owner a password
  const offerPassword = !account.passwordHash || (registered && !ownAccount);
  const { leadId } = await storeHeldLead(tx, {
    ownerId: account.id,
    guestSessionId,
    newGuestSession,
    lead: s.sub.client,
    location: s.location,
    idempotencyKey: s.key,
    to: account.email,
    setPasswordUrl: offerPassword ? await setPasswordLink(tx, account.id, deps.appUrl) : undefined,
    appUrl: deps.appUrl,
  });
  const view = ownAccount ? newAccountOf(s, account.id) : account;
  return heldAnswer(
    guestView(view, s.sub, true),
    leadId,
    newGuestSession && { token: newGuestSession.token, expiresAt: newGuestSession.expiresAt },
  );
}
