// spec §7 lead intake: POST client/register (anonymous, D8 guest sessions, registration only with a
// password) and POST client/{id}/leads (signed in). Idempotent per Idempotency-Key: a repeat returns the
// first answer and creates nothing.
import { type AccountLeadSubmission, type LeadSubmission, LEAD_TOASTS, type SessionUser } from "@rm/domain";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { leads, sessions, users } from "../../db/schema.ts";
import { conflict, forbidden } from "../../lib/http.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import {
  type AccountView,
  createSession,
  type NewSession,
  newSession,
  toGuestUser,
  toSessionUser,
  type UserRow,
} from "../auth/session-service.ts";
import type { LeadCaller, MatchedCompany } from "./lead-queries.ts";
import { unsafeMatchedCompanies } from "./lead-queries.ts";
import { locateLeadStart } from "./location.ts";
import {
  findLeadByKey,
  type LeadOwner,
  type StoredLead,
  type StoreLeadInput,
  storeLead,
  storeLeadAtOnce,
} from "./store-lead.ts";

export interface IntakeDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
}

export interface IntakeAnswer {
  message: string;
  user: SessionUser | null;
  leadId: string | null;
  companies: MatchedCompany[];
  /** a new session for this browser: full after registering, else a D8 guest session */
  session?: { token: string; expiresAt: Date };
}

type LeadRow = typeof leads.$inferSelect;

/** The honeypot was filled: look like success, store nothing. */
export const botAnswer = (): IntakeAnswer => ({
  message: LEAD_TOASTS.leadSent,
  user: null,
  leadId: null,
  companies: [],
});

/**
 * Runs `create`; when the key was taken before or meanwhile (a retry, a double click), answers as a repeat
 * instead. The key is not looked up first: the lead's unique key refuses a second lead (the transaction
 * rolls back), which saves every first request a round trip.
 */
async function onceForKey(
  db: Db,
  key: string | null,
  create: () => Promise<IntakeAnswer>,
  repeat: (lead: LeadRow) => Promise<IntakeAnswer>,
): Promise<IntakeAnswer> {
  try {
    return await create();
  } catch (err) {
    // An earlier or twin request with this key committed first: its lead, user row or password now stand
    // in the way of this one (a unique violation, or "account exists"). If its lead has this key, it is a
    // repeat.
    if (!key) throw err;
    const first = await findLeadByKey(db, key);
    if (!first) throw err;
    return repeat(first);
  }
}

/** D7: a signed-in client's lead carries the personal details stored on the account, not typed ones. */
export function withAccountDetails<L extends object>(
  client: L,
  account: Pick<UserRow, "firstName" | "lastName" | "email" | "phoneNumber">,
) {
  return {
    ...client,
    firstName: account.firstName,
    lastName: account.lastName || undefined,
    email: account.email,
    phoneNumber: account.phoneNumber ?? undefined,
  };
}

async function userById(db: Db | Tx, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/**
 * D8: the account that already has the typed email (a new email gets its client account in the statement
 * that stores the lead, see storeLead). Without a password it is used as it is; a passwordless account is
 * claimed by a password; an account that has a password, or is not a client's, is refused when it would
 * be changed.
 */
async function existingClient(
  tx: Tx,
  sub: LeadSubmission,
  passwordHash: string | null,
): Promise<{ account: UserRow; registered: boolean }> {
  const { user: u } = sub;
  const [existing] = await tx.select().from(users).where(eq(users.email, u.email)).limit(1);
  if (!existing) throw new Error("user row vanished");
  if (existing.role !== "client") throw conflict(INTAKE_MESSAGES.notAClientEmail);
  if (!passwordHash) return { account: existing, registered: false };
  if (existing.passwordHash) throw conflict(INTAKE_MESSAGES.accountExists);
  // an account made by an earlier anonymous lead has no password yet: this claims it
  const [claimed] = await tx
    .update(users)
    .set({
      title: u.title,
      firstName: u.firstName,
      lastName: u.lastName,
      phoneNumber: u.phoneNumber,
      passwordHash,
      updatedAt: new Date(),
    })
    .where(eq(users.id, existing.id))
    .returning();
  return { account: claimed!, registered: true };
}

/** POST client/register. `caller` may be nobody, or a client (a guest keeps their guest session). */
export async function submitAnonymousLead(
  deps: IntakeDeps,
  caller: LeadCaller,
  sub: LeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  const { db } = deps;
  const signedIn = caller.user && !caller.user.isGuest ? caller.user : null;
  const password = signedIn ? undefined : sub.user.password;

  const create = async (): Promise<IntakeAnswer> => {
    const passwordHash = password ? await hashPassword(password) : null;
    const location = await locateLeadStart(db, sub.client);
    // the browser's session: a full one after registering; a D8 guest keeps theirs; else a new guest one
    const sessionFor = (registered: boolean) => {
      if (registered) return { session: newSession(deps.sessionDays), guestSessionId: null };
      if (caller.user?.isGuest && caller.sessionId)
        return { session: undefined, guestSessionId: caller.sessionId };
      if (signedIn) return { session: undefined, guestSessionId: null };
      const guest = newSession(deps.sessionDays, true);
      return { session: guest, guestSessionId: guest.id };
    };
    const inputFor = (owner: LeadOwner, accountEmail: string, registered: boolean) => {
      const { session, guestSessionId } = sessionFor(registered);
      const input: StoreLeadInput = {
        owner,
        guestSessionId,
        lead: sub.client,
        location,
        idempotencyKey: key,
        contact: { email: sub.client.email ?? accountEmail, firstName: sub.user.firstName },
        withSigninLink: guestSessionId !== null,
        session,
        appUrl: deps.appUrl,
      };
      return { input, session, guest: guestSessionId !== null };
    };
    type Done = { stored: StoredLead; session?: NewSession; guest: boolean };
    const answer = (account: AccountView, registered: boolean, done: Done): IntakeAnswer => ({
      message: registered ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
      user: guestView(account, sub, done.guest),
      leadId: done.stored.leadId,
      companies: done.stored.companies,
      session: done.session && { token: done.session.token, expiresAt: done.session.expiresAt },
    });
    const u = sub.user;
    const registered = Boolean(passwordHash);
    const newClient: LeadOwner = {
      newClient: {
        email: u.email,
        passwordHash,
        title: u.title ?? null,
        firstName: u.firstName,
        lastName: u.lastName,
        phoneNumber: u.phoneNumber ?? null,
      },
    };
    const newAccount = (stored: StoredLead): AccountView => ({
      id: stored.clientUserId,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: "client",
    });

    // Most leads come from a new email and meet no other intake on their companies: one statement, no
    // transaction (storeLeadAtOnce). Otherwise the transaction below.
    const account = signedIn ? (await userById(db, signedIn._id))! : null;
    const first = account
      ? inputFor({ id: account.id }, account.email, false)
      : inputFor(newClient, u.email, registered);
    const quick = await storeLeadAtOnce(db, first.input);
    if (quick) {
      const done = { stored: quick, session: first.session, guest: first.guest };
      return account ? answer(account, false, done) : answer(newAccount(quick), registered, done);
    }

    return db.transaction(async (tx) => {
      const store = async (owner: LeadOwner, accountEmail: string, registered: boolean) => {
        const { input, session, guest } = inputFor(owner, accountEmail, registered);
        const stored = await storeLead(tx, input);
        return stored && { stored, session, guest };
      };
      if (signedIn) {
        const account = (await userById(tx, signedIn._id))!;
        return answer(account, false, (await store({ id: account.id }, account.email, false))!);
      }
      const fresh = await store(newClient, u.email, registered);
      if (fresh) return answer(newAccount(fresh.stored), registered, fresh);
      // the email has an account already
      const found = await existingClient(tx, sub, passwordHash);
      const done = await store({ id: found.account.id }, found.account.email, found.registered);
      return answer(found.account, found.registered, done!);
    });
  };

  const repeat = async (first: LeadRow): Promise<IntakeAnswer> => {
    const account = (await userById(db, first.clientUserId))!;
    const owner = signedIn ? signedIn._id === account.id : account.email === sub.user.email;
    if (!owner) throw conflict(INTAKE_MESSAGES.idempotencyKeyReused);
    const companies = await unsafeMatchedCompanies(db, first.id);
    const registered =
      !signedIn &&
      first.guestSessionId === null &&
      Boolean(password && account.passwordHash && (await verifyPassword(account.passwordHash, password)));
    const answer: IntakeAnswer = {
      message: registered ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
      user: guestView(account, sub, first.guestSessionId !== null),
      leadId: first.id,
      companies,
    };
    const seesIt =
      (signedIn && signedIn._id === account.id) ||
      (caller.user?.isGuest && caller.sessionId !== null && caller.sessionId === first.guestSessionId);
    if (seesIt) return answer;
    if (registered) {
      answer.session = await createSession(db, account.id, deps.sessionDays);
    } else if (first.guestSessionId) {
      // The first answer never reached this browser (or raced this one): its guest session moves here.
      const old = first.guestSessionId;
      answer.session = await db.transaction(async (tx) => {
        const s = await createSession(tx, account.id, deps.sessionDays, true);
        await tx.update(leads).set({ guestSessionId: s.id }).where(eq(leads.guestSessionId, old));
        await tx.delete(sessions).where(eq(sessions.id, old));
        return s;
      });
    }
    return answer;
  };

  return onceForKey(db, key, create, repeat);
}

/**
 * What a guest's answer says about them: the details they typed, not those stored on an account that
 * already had this email (D8: typing an email reveals nothing about its account).
 */
function guestView(account: AccountView, sub: LeadSubmission, guest: boolean): SessionUser {
  if (!guest) return toSessionUser(account);
  const { firstName, lastName, email } = sub.user;
  // the answer echoes the typed email (the web app sends the moving book there); the session does not
  return { ...toGuestUser(account, { firstName, lastName }), email };
}

/** POST client/{id}/leads: a signed-in client (or a D8 guest) sends a lead with their account's details. */
export async function submitAccountLead(
  deps: IntakeDeps,
  caller: LeadCaller & { user: SessionUser },
  targetUserId: string,
  sub: AccountLeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  const { db } = deps;
  if (caller.user._id !== targetUserId) throw forbidden(INTAKE_MESSAGES.notYourAccount);
  const guestSessionId = caller.user.isGuest ? caller.sessionId : null;

  const create = async () => {
    const location = await locateLeadStart(db, sub.client);
    const account = (await userById(db, targetUserId))!;
    const input = {
      owner: { id: account.id },
      guestSessionId,
      lead: withAccountDetails(sub.client, account),
      location,
      idempotencyKey: key,
      contact: { email: account.email, firstName: account.firstName },
      withSigninLink: false,
      appUrl: deps.appUrl,
    };
    // one statement when no other intake took one of its companies meanwhile, else a transaction
    const stored = (await storeLeadAtOnce(db, input)) ?? (await db.transaction((tx) => storeLead(tx, input)));
    return {
      message: LEAD_TOASTS.leadSent,
      user: caller.user,
      leadId: stored.leadId,
      companies: stored.companies,
    };
  };

  const repeat = async (first: LeadRow): Promise<IntakeAnswer> => {
    if (first.clientUserId !== targetUserId) throw conflict(INTAKE_MESSAGES.idempotencyKeyReused);
    return {
      message: LEAD_TOASTS.leadSent,
      user: caller.user,
      leadId: first.id,
      companies: await unsafeMatchedCompanies(db, first.id),
    };
  };

  return onceForKey(db, key, create, repeat);
}
