// docs/product/routes.md §7 lead intake: POST client/register (anonymous, docs/product/decisions.md D8 guest sessions, registration only with a
// password) and POST client/{id}/leads (signed in). Idempotent per Idempotency-Key: a repeat returns the
// first answer and creates nothing.
//
// Issue #13 (docs/README.md#issues) (D8 revised): typing an email never opens its account, puts anything into it, or lets the
// typist act in its owner's name. A lead sent with an email that already has an account — and any
// anonymous lead over the velocity limits — is stored HELD: not matched, not in the account, seen only by
// the browser that sent it, until the link emailed to the address confirms it (held-leads.ts). The
// answer looks the same either way (same message, same fields, the movers it would go to).
import {
  type AccountLeadSubmission,
  type Lead,
  type LeadSubmission,
  LEAD_TOASTS,
  type SessionUser,
} from "@rm/domain";
import { DUPLICATE_MESSAGES, isSameMove } from "@rm/domain/duplicate-request";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx, Tx } from "../../db/client.ts";
import { leads, sessions, users } from "../../db/schema.ts";
import { conflict, forbidden } from "../../lib/http.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import {
  type AccountView,
  createSession,
  lookAlikeRegistration,
  mayNotify,
  type NewSession,
  newSession,
  setPasswordLink,
  toGuestUser,
  toSessionUser,
  type UserRow,
} from "../accounts/index.ts";
import type { LeadVelocity } from "../abuse/index.ts";
import { enqueueMail } from "../mail/index.ts";
import type { ClientCaller } from "../scopes/index.ts";
import { type MatchedCompany, unsafeMatchedCompanies } from "./request-queries.ts";
import { notAClientNotice } from "./lead-mails.ts";
import { type LeadLocation, locateLeadStart } from "./location.ts";
import {
  findLeadByKey,
  type LeadOwner,
  previewCompanies,
  type StoredLead,
  type StoreLeadInput,
  storeHeldLead,
  storeLead,
} from "./store-lead.ts";

export interface IntakeDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
  /** per-app velocity counters (abuse/velocity.ts); none: no limits */
  velocity?: LeadVelocity;
  /** RATE_LIMIT_FACTOR (multiplies HELD_PER_ACCOUNT_PER_DAY) */
  rateFactor?: number;
}

/**
 * Held requests one account may receive a day (before RATE_LIMIT_FACTOR): past them nothing more is
 * stored or emailed for it, and the answer looks the same (no mail-bombing an address through the form).
 */
export const HELD_PER_ACCOUNT_PER_DAY = 5;

/** Who sent it, for the velocity limits: the client address (req.ip). */
export interface IntakeClient {
  ip?: string;
}

export interface IntakeAnswer {
  message: string;
  user: SessionUser | null;
  leadId: string | null;
  companies: MatchedCompany[];
  /** a new session for this browser: full after registering, else a docs/product/decisions.md D8 guest session */
  session?: { token: string; expiresAt: Date };
  /** issue #17: the caller's own open request for the same move, answered instead of a new one */
  duplicate?: boolean;
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
    // in the way of this one (a unique violation). If its lead has this key, it is a repeat.
    if (!key) throw err;
    const first = await findLeadByKey(db, key);
    if (!first) throw err;
    return repeat(first);
  }
}

/** docs/product/decisions.md D7: a signed-in client's lead carries the personal details stored on the account, not typed ones. */
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

async function userById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/**
 * Issues #13 and #17 (@rm/domain/duplicate-request): the caller's open (or held) request for the same move —
 * same districts at both ends, a date within 7 days — if there is one. Sending it again answers with it
 * instead of a new lead. Booked, closed and cancelled requests never count. A customer has few requests
 * still open, so the rule itself runs here rather than in SQL.
 */
async function findDuplicate(db: DbOrTx, scope: SQL, lead: Lead): Promise<LeadRow | undefined> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(scope, inArray(leads.status, ["open", "held"])))
    .orderBy(desc(leads.createdAt))
    .limit(50);
  const next = { from: lead.fromPostcode ?? lead.fromAreaCode, to: lead.toPostcode, date: lead.startDate };
  return rows.find((r) => isSameMove({ from: r.fromPostcode, to: r.toPostcode, date: r.moveDate }, next));
}

/**
 * The answer to a repeat the caller may see: their own request, flagged when it is open (it can be updated) —
 * unless it is the same submission again (its Idempotency-Key), which gets the first answer.
 */
const repeatAnswer = (dup: LeadRow, sent: string, key: string | null) =>
  dup.status === "open" && !(key && dup.idempotencyKey === key)
    ? { message: DUPLICATE_MESSAGES.answer, duplicate: true }
    : { message: sent };

/** The companies an answer lists for a lead: its matches, or for a held one those it would go to. */
async function companiesOf(db: DbOrTx, lead: LeadRow): Promise<MatchedCompany[]> {
  if (lead.status !== "held") return unsafeMatchedCompanies(db, lead.id);
  const where: LeadLocation = { lat: lead.fromLat, lon: lead.fromLon, boroughCode: lead.fromBoroughCode };
  return previewCompanies(db, lead.details as Lead, where);
}

/**
 * Whether this guest session made the account it belongs to (its first lead created the account and was
 * sent, not held): then the same browser may add to it as before (docs/product/decisions.md D8), as long as it has no password.
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
  const { db } = deps;
  const password = sub.user.password || undefined;
  const guest =
    caller.user?.isGuest && caller.sessionId
      ? { userId: caller.user._id, sessionId: caller.sessionId }
      : null;
  const u = sub.user;
  const lead = sub.client;

  const create = async (): Promise<IntakeAnswer> => {
    // the same work whichever way it goes: a given password is hashed whether or not it will be stored
    const passwordHash = password ? await hashPassword(password) : null;
    const registered = passwordHash !== null;
    const location = await locateLeadStart(db, lead);

    // a browser that sends its own open request again gets that request back (issue #13 (docs/README.md#issues): duplicates)
    if (guest) {
      const dup = await findDuplicate(db, eq(leads.guestSessionId, guest.sessionId), lead);
      if (dup) {
        const account = (await userById(db, dup.clientUserId))!;
        return {
          ...repeatAnswer(dup, LEAD_TOASTS.leadSent, key),
          user: guestView(account, sub, true),
          leadId: dup.id,
          companies: await companiesOf(db, dup),
        };
      }
    }
    const verdict = (await deps.velocity?.check({ ip: client.ip, email: u.email, phone: u.phoneNumber })) ?? {
      hold: false,
      quiet: false,
    };

    // the browser's session: a full one after registering; a docs/product/decisions.md D8 guest keeps theirs; else a new guest one
    const sessionFor = (full: boolean) => {
      if (full) return { session: newSession(deps.sessionDays), guestSessionId: null };
      if (guest) return { session: undefined, guestSessionId: guest.sessionId };
      const s = newSession(deps.sessionDays, true);
      return { session: s, guestSessionId: s.id };
    };
    const inputFor = (owner: LeadOwner, accountEmail: string, full: boolean) => {
      const { session, guestSessionId } = sessionFor(full);
      const input: StoreLeadInput = {
        owner,
        guestSessionId,
        lead,
        location,
        idempotencyKey: key,
        contact: { email: lead.email ?? accountEmail, firstName: u.firstName },
        withSigninLink: guestSessionId !== null,
        session,
        appUrl: deps.appUrl,
      };
      return { input, session, guest: guestSessionId !== null };
    };
    type Done = { leadId: string; companies: MatchedCompany[]; session?: NewSession; guest: boolean };
    const answer = (account: AccountView, done: Done): IntakeAnswer => ({
      message: registered ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
      user: done.guest ? guestView(account, sub, true) : toSessionUser(account),
      leadId: done.leadId,
      companies: done.companies,
      session: done.session && { token: done.session.token, expiresAt: done.session.expiresAt },
    });
    /** an answer that looks like any other and opens nothing (the email is not this browser's to use) */
    const lookAlike = async (
      q: DbOrTx,
      leadId: string,
      companies?: MatchedCompany[],
    ): Promise<IntakeAnswer> => {
      const fake = lookAlikeRegistration(u, deps.sessionDays, !registered);
      return {
        message: registered ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
        user: registered ? toSessionUser(fake.account) : guestView(fake.account, sub, true),
        leadId,
        companies: companies ?? (await previewCompanies(q, lead, location)),
        // a docs/product/decisions.md D8 guest keeps the session they have, as in any answer
        session: guest && !registered ? undefined : fake.session,
      };
    };
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
    const newAccount = (id: string): AccountView => ({
      id,
      email: u.email,
      firstName: u.firstName,
      lastName: u.lastName,
      role: "client",
    });
    const sent = (stored: StoredLead, made: { session?: NewSession; guest: boolean }): Done => ({
      leadId: stored.leadId,
      companies: stored.companies,
      ...made,
    });

    // Most leads come from a new email: the account and the lead in one statement, no transaction
    // (storeLead). When the email has an account, or the lead is over the velocity limits, the
    // transaction below decides.
    if (!verdict.hold) {
      const made = inputFor(newClient, u.email, registered);
      const stored = await storeLead(db, made.input);
      if (stored) return answer(newAccount(stored.clientUserId), sent(stored, made));
    }

    return db.transaction(async (tx) => {
      // The email has an account, or this lead is over the velocity limits.
      let [account] = await tx.select().from(users).where(eq(users.email, u.email)).limit(1);
      let createdNow = false;
      if (!account) {
        // over the limits with a new email: its account is made as usual, the lead waits
        [account] = await tx
          .insert(users)
          .values({ ...newClient.newClient, role: "client" })
          .onConflictDoNothing()
          .returning();
        createdNow = Boolean(account);
        account ??= (await tx.select().from(users).where(eq(users.email, u.email)).limit(1))[0];
      }
      if (!account) throw new Error("user row vanished");
      // No more mail to an address that has had plenty today (no mail-bombing through this form).
      if (verdict.quiet) return lookAlike(tx, randomUUID());
      if (account.role !== "client") {
        // a company's or admin's email: nothing is stored; the address learns what happened
        if (await mayNotify(tx, account.id))
          await enqueueMail(tx, notAClientNotice(account.email, deps.appUrl));
        return lookAlike(tx, randomUUID());
      }
      // docs/product/decisions.md D8: the browser whose first lead made this passwordless account may go on adding to it
      if (
        !verdict.hold &&
        !registered &&
        guest?.userId === account.id &&
        (await madeHere(tx, account, guest.sessionId))
      ) {
        const made = inputFor({ id: account.id }, account.email, false);
        const stored = await storeLead(tx, { ...made.input, owner: { id: account.id } });
        return answer(account, sent(stored, made));
      }
      // the same request already waits for this address's owner: nothing new is stored or emailed
      const waiting = await findDuplicate(
        tx,
        and(eq(leads.clientUserId, account.id), eq(leads.status, "held"))!,
        lead,
      );
      if (waiting) {
        if (key && waiting.idempotencyKey === key) throw new Error("repeat"); // answered as a repeat
        return lookAlike(tx, randomUUID());
      }
      const [today] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(leads)
        .where(
          and(
            eq(leads.clientUserId, account.id),
            eq(leads.status, "held"),
            gt(leads.createdAt, sql`now() - interval '1 day'`),
          ),
        );
      if (Number(today?.n ?? 0) >= Math.ceil(HELD_PER_ACCOUNT_PER_DAY * (deps.rateFactor ?? 1))) {
        return lookAlike(tx, randomUUID());
      }

      // Held: it waits for the link emailed to the address. A new account (over the limits) is this
      // browser's as usual; an existing one is never opened: with a password typed, the answer only looks
      // like a registration; without, a guest session sees this request and nothing of the account.
      const ownAccount = createdNow;
      let session: NewSession | undefined;
      let guestSessionId: string | null = null;
      let newGuestSession: NewSession | undefined;
      if (registered) {
        if (ownAccount) session = await createSession(tx, account.id, deps.sessionDays);
      } else if (guest) {
        guestSessionId = guest.sessionId;
      } else {
        newGuestSession = newSession(deps.sessionDays, true);
        session = newGuestSession;
        guestSessionId = newGuestSession.id;
      }
      // a passwordless account, or someone typing a password for this address: offer its owner a password
      const offerPassword = !account.passwordHash || (registered && !ownAccount);
      const { leadId } = await storeHeldLead(tx, {
        ownerId: account.id,
        guestSessionId,
        newGuestSession,
        lead,
        location,
        idempotencyKey: key,
        to: account.email,
        setPasswordUrl: offerPassword ? await setPasswordLink(tx, account.id, deps.appUrl) : undefined,
        appUrl: deps.appUrl,
      });
      const companies = await previewCompanies(tx, lead, location);
      if (registered && !ownAccount) return lookAlike(tx, leadId, companies);
      const view = ownAccount ? newAccount(account.id) : account;
      return answer(view, { leadId, companies, session, guest: !registered });
    });
  };

  const repeat = async (first: LeadRow): Promise<IntakeAnswer> => {
    const account = (await userById(db, first.clientUserId))!;
    if (account.email !== u.email) throw conflict(INTAKE_MESSAGES.idempotencyKeyReused);
    const companies = await companiesOf(db, first);
    const seesIt = guest !== null && guest.sessionId === first.guestSessionId;
    if (first.status === "held") {
      // never opens the account: the browser that sent it keeps seeing it; anyone else gets a look-alike
      if (seesIt)
        return {
          message: LEAD_TOASTS.leadSent,
          user: guestView(account, sub, true),
          leadId: first.id,
          companies,
        };
      if (!password && first.guestSessionId) return moveGuestSession(first, account, companies);
      const fake = lookAlikeRegistration(u, deps.sessionDays, !password);
      return {
        message: password ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
        user: password ? toSessionUser(fake.account) : guestView(fake.account, sub, true),
        leadId: first.id,
        companies,
        session: guest && !password ? undefined : fake.session,
      };
    }
    const registered =
      first.guestSessionId === null &&
      Boolean(password && account.passwordHash && (await verifyPassword(account.passwordHash, password)));
    const answer: IntakeAnswer = {
      message: registered ? LEAD_TOASTS.registeredAndLeadSent : LEAD_TOASTS.leadSent,
      user: registered ? toSessionUser(account) : guestView(account, sub, first.guestSessionId !== null),
      leadId: first.id,
      companies,
    };
    if (seesIt) return answer;
    if (registered) {
      answer.session = await createSession(db, account.id, deps.sessionDays);
    } else if (first.guestSessionId) {
      return moveGuestSession(first, account, companies);
    }
    return answer;
  };

  /** The first answer never reached this browser (or raced this one): its guest session moves here. */
  const moveGuestSession = async (first: LeadRow, account: UserRow, companies: MatchedCompany[]) => {
    const old = first.guestSessionId!;
    const session = await db.transaction(async (tx) => {
      const s = await createSession(tx, account.id, deps.sessionDays, true);
      await tx.update(leads).set({ guestSessionId: s.id }).where(eq(leads.guestSessionId, old));
      await tx.delete(sessions).where(eq(sessions.id, old));
      return s;
    });
    return {
      message: LEAD_TOASTS.leadSent,
      user: guestView(account, sub, true),
      leadId: first.id,
      companies,
      session,
    } satisfies IntakeAnswer;
  };

  return onceForKey(db, key, create, repeat);
}

/** POST client/register from a signed-in client: the lead is the account's, with its details (docs/product/decisions.md D7), as
 * through POST client/{id}/leads. */
async function submitSignedIn(
  deps: IntakeDeps,
  user: SessionUser,
  sub: LeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  return submitAccountLead(
    deps,
    { user, sessionId: null },
    user._id,
    { client: sub.client, website: "" },
    key,
  );
}

/**
 * What a guest's answer says about them: the details they typed, not those stored on an account that
 * already had this email (docs/product/decisions.md D8: typing an email reveals nothing about its account).
 */
function guestView(account: AccountView, sub: LeadSubmission, guest: boolean): SessionUser {
  if (!guest) return toSessionUser(account);
  const { firstName, lastName, email } = sub.user;
  // the answer echoes the typed email (the web app sends the moving book there); the session does not
  return { ...toGuestUser(account, { firstName, lastName }), email };
}

/** POST client/{id}/leads: a signed-in client sends a lead with their account's details. */
export async function submitAccountLead(
  deps: IntakeDeps,
  caller: ClientCaller & { user: SessionUser },
  targetUserId: string,
  sub: AccountLeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  const { db } = deps;
  if (caller.user._id !== targetUserId) throw forbidden(INTAKE_MESSAGES.notYourAccount);
  const guestSessionId = caller.user.isGuest ? caller.sessionId : null;
  const mine = and(eq(leads.clientUserId, targetUserId), ne(leads.status, "held"))!;

  const create = async () => {
    // the same open request sent again: answered with it (issues #13 and #17: duplicates)
    const dup = await findDuplicate(db, mine, sub.client);
    if (dup) {
      return {
        ...repeatAnswer(dup, LEAD_TOASTS.leadSent, key),
        user: caller.user,
        leadId: dup.id,
        companies: await companiesOf(db, dup),
      };
    }
    const location = await locateLeadStart(db, sub.client);
    const account = (await userById(db, targetUserId))!;
    const input = {
      owner: { id: account.id },
      guestSessionId,
      // docs/product/decisions.md D7: the account's details, whatever was typed
      lead: withAccountDetails(sub.client, account),
      location,
      idempotencyKey: key,
      contact: { email: account.email, firstName: account.firstName },
      withSigninLink: false,
      appUrl: deps.appUrl,
    };
    const stored = await storeLead(db, input);
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
      companies: await companiesOf(db, first),
    };
  };

  return onceForKey(db, key, create, repeat);
}
