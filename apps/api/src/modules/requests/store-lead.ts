// One lead, one transaction: the lead row, its matches (matchLead inserts lead_matches itself) and the
// outbox rows of its emails — all or nothing (docs/architecture.md "Work after the response").
// Every statement is a round trip, and a round trip is most of what an intake costs (bench: the INSERT
// ceiling is one), so the intake writes in as few as it can. First try (storeLeadAtOnce): read the pool,
// rank it, then ONE statement without a transaction locks the pool's companies, checks none changed, and
// writes the account, session, sign-in link, lead, matches, stamps and mails. When a pool row changed
// meanwhile, or the email has an account, the intake runs storeLead in a transaction: the session, the
// sign-in link and the lead in one statement; the matches, the stamps and all the mails in the statement
// that locks the companies.
import { randomUUID } from "node:crypto";
import { isCommercialMove, type Lead } from "@rm/domain";
import { isUuid } from "@rm/domain/ids";
import { CANCEL_LINK_DAYS, CONFIRM_LINK_DAYS, SIGNIN_LINK_DAYS } from "@rm/domain/lead-intake";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { runNamed } from "../../db/run-named.ts";
import { authTokens, leads, sessions } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import type { NewSession } from "../accounts/index.ts";
import {
  lockAndRecordQuery,
  matchContext,
  matchLead,
  type MatchPick,
  matchPoolQuery,
  planMatch,
  type PoolRow,
} from "../matching/index.ts";
import { enqueueMail, type MailInput } from "../mail/index.ts";
import { heldConfirmation, leadConfirmation, newLeadNotice } from "./lead-mails.ts";
import { type MatchedCompany, toMatchedCompany } from "./request-queries.ts";
import type { LeadLocation } from "./location.ts";

/** Whose lead: an account that exists, or a client account to create with it (when its email is free). */
export type LeadOwner =
  | { id: string }
  | {
      newClient: {
        email: string;
        passwordHash: string | null;
        title: string | null;
        firstName: string;
        lastName: string;
        phoneNumber: string | null;
      };
    };

export interface StoreLeadInput {
  owner: LeadOwner;
  /** docs/product/decisions.md D8: the guest session that made it (only that browser sees it), null for a full account */
  guestSessionId: string | null;
  lead: Lead;
  /** where the move starts (locateLeadStart, looked up before the transaction) */
  location: LeadLocation;
  idempotencyKey: string | null;
  /** where the confirmation goes, and how it greets */
  contact: { email: string; firstName: string };
  /** docs/product/decisions.md D8: add a single-use sign-in link to the confirmation */
  withSigninLink: boolean;
  /** a session for the customer's browser, stored with the lead (for its owner) */
  session?: NewSession;
  appUrl: string;
}

export interface StoredLead {
  leadId: string;
  /** the owner's id (new or given) */
  clientUserId: string;
  companies: MatchedCompany[];
}

const orNull = <T>(v: T | undefined | null) => (v === undefined ? null : v);
/** a pick as the answer and the mails show it */
const companyOf = (p: MatchPick) => ({ id: p.companyId, name: p.name, ...p.company });

/**
 * Issue #13 (docs/README.md#issues): an emailed link that acts on one request ("Not you? Cancel this request", a held request's
 * confirmation): the request's id, a dot, then 256 random bits. Only its hash is stored (auth_tokens), so
 * the id in it cannot be changed without making it unknown.
 */
export const requestLinkToken = (leadId: string) => `${leadId}.${newToken()}`;
/** The request a link token names, when it has that form. */
export function leadIdOfLink(token: string): string | null {
  const id = token.split(".")[0] ?? "";
  return isUuid(id) ? id : null;
}
export const cancelUrlOf = (appUrl: string, token: string) =>
  `${appUrl}/account/cancel-request?token=${encodeURIComponent(token)}`;
const days = (now: Date, n: number) => new Date(now.getTime() + n * 86400_000);

/** Where a lead goes: what matching needs to know of it. */
export const matchFields = (lead: Lead, where: LeadLocation) => ({
  typeOfMove: lead.typeOfMove,
  fromLat: where.lat,
  fromLon: where.lon,
  fromBoroughCode: where.boroughCode,
  moveDate: lead.startDate ?? null,
});

/** The customer's confirmation and the movers' notices for a lead's picks (best first). */
export function confirmationMails(c: {
  lead: Lead;
  leadId: string;
  to: string;
  firstName: string;
  appUrl: string;
  signinUrl?: string;
  cancelUrl: string;
}): (picks: MatchPick[]) => MailInput[] {
  return (chosen) => {
    const ordered = chosen.map(companyOf);
    return [
      leadConfirmation({ ...c, companies: ordered.map(toMatchedCompany) }),
      ...ordered.map((x) =>
        newLeadNotice({ lead: c.lead, to: x.email, companyName: x.name, appUrl: c.appUrl }),
      ),
    ];
  };
}

/** What both ways of storing a lead work out before they write. */
function prepare(input: StoreLeadInput) {
  const { lead, location: where } = input;
  // docs/product/decisions.md D8: a single-use sign-in link (only its hash is stored)
  const signinToken = input.withSigninLink ? newToken() : null;
  const leadId = randomUUID();
  // issue #13 (docs/README.md#issues): every confirmation carries "Not you? Cancel this request"
  const cancelToken = requestLinkToken(leadId);
  const toMatch = matchFields(lead, where);
  const signinUrl =
    signinToken === null
      ? undefined
      : `${input.appUrl}/account/signin?token=${encodeURIComponent(signinToken)}`;
  const mailsFor = confirmationMails({
    lead,
    leadId,
    to: input.contact.email,
    firstName: input.contact.firstName,
    appUrl: input.appUrl,
    signinUrl,
    cancelUrl: cancelUrlOf(input.appUrl, cancelToken),
  });
  return { leadId, signinToken, cancelToken, now: new Date(), toMatch, mailsFor };
}
type Prepared = ReturnType<typeof prepare>;

function ownerSql(owner: LeadOwner, when: SQL): SQL {
  if ("id" in owner) return sql`select ${owner.id}::uuid as id where ${when}`;
  const u = owner.newClient;
  // a taken email inserts nothing: the statement then stores nothing and the caller reads the account
  return sql`insert into users (email, password_hash, role, title, first_name, last_name, phone_number)
    select ${u.email}::text, ${u.passwordHash}::text, 'client', ${u.title}::text, ${u.firstName}::text,
      ${u.lastName}::text, ${u.phoneNumber}::text
    where ${when}
    on conflict (email) do nothing returning id`;
}

/** The CTEs that write the owner (when new), the session, the sign-in link and the lead, if `when` holds. */
/** docs/product/decisions.md D6: a Business Removals move is Commercial (the spec's `type`, which its wizard never set). */
const leadDetails = (lead: Lead) => ({
  ...lead,
  type: lead.type ?? (isCommercialMove(lead.typeOfMove) ? "Commercial" : undefined),
});

function leadCtes(input: StoreLeadInput, p: Prepared, when: SQL): SQL {
  const { lead, location: where, session } = input;
  const details = leadDetails(lead);
  const signinExpires = days(p.now, SIGNIN_LINK_DAYS);
  return sql`owner as (${ownerSql(input.owner, when)}),
      new_session as (insert into sessions (id, user_id, guest, expires_at)
        select ${orNull(session?.id)}::text, owner.id, ${session?.guest ?? false}::boolean,
          ${orNull(session?.expiresAt.toISOString())}::timestamptz
        from owner where ${orNull(session?.id)}::text is not null),
      signin_link as (insert into auth_tokens (id, user_id, purpose, expires_at)
        select ${p.signinToken === null ? null : sha256(p.signinToken)}::text, owner.id, 'signin',
          ${signinExpires.toISOString()}::timestamptz
        from owner where ${p.signinToken}::text is not null),
      cancel_link as (insert into auth_tokens (id, user_id, purpose, expires_at)
        select ${sha256(p.cancelToken)}::text, owner.id, 'cancel-lead',
          ${days(p.now, CANCEL_LINK_DAYS).toISOString()}::timestamptz
        from owner),
      new_lead as (insert into leads (id, client_user_id, guest_session_id, type_of_move, from_postcode, from_lat,
          from_lon, from_borough_code, to_postcode, move_date, end_date, details, idempotency_key)
        select ${p.leadId}::uuid, owner.id, ${input.guestSessionId}::text, ${lead.typeOfMove}::text,
          ${lead.fromPostcode ?? lead.fromAreaCode ?? ""}::text, ${where.lat}::float8, ${where.lon}::float8,
          ${where.boroughCode}::text, ${orNull(lead.toPostcode)}::text, ${orNull(lead.startDate)}::date,
          ${orNull(lead.endDate)}::date, ${JSON.stringify(details)}::jsonb, ${input.idempotencyKey}::text
        from owner
        returning id)`;
}

/**
 * Stores the lead, its matches and its mails in ONE statement and no transaction (two round trips in all:
 * the pool's read, then the write). Null, storing nothing, when that cannot be done: a pool row changed
 * between the read and the lock (another intake matched it), or `owner` is a new client whose email
 * already has an account. The caller then stores it with `storeLead` in a transaction.
 */
export async function storeLeadAtOnce(db: DbOrTx, input: StoreLeadInput): Promise<StoredLead | null> {
  const p = prepare(input);
  const { pool, picks } = await planMatch(db, p.toMatch, p.now);
  const rows = await runNamed<{ ok: boolean; lead_id: string | null; owner_id: string | null }>(
    db,
    lockAndRecordQuery(p.leadId, p.now, pool, picks, p.mailsFor(picks), {
      ctes: leadCtes(input, p, sql`(select ok from unchanged)`),
      written: sql`exists (select 1 from new_lead)`,
      returning: sql`(select id from new_lead)::text as lead_id, (select id from owner)::text as owner_id`,
    }),
  );
  const row = rows[0];
  if (!row?.lead_id || !row.owner_id) return null;
  return {
    leadId: row.lead_id,
    clientUserId: row.owner_id,
    companies: picks.map((c) => toMatchedCompany(companyOf(c))),
  };
}

/**
 * Stores the lead, its matches and its mails in `tx`. Null, storing nothing, when `owner` is a new client
 * whose email already has an account (the caller decides what that account may do, then calls again with
 * its id).
 */
export async function storeLead(
  tx: Tx,
  input: StoreLeadInput & { owner: { id: string } },
): Promise<StoredLead>;
export async function storeLead(tx: Tx, input: StoreLeadInput): Promise<StoredLead | null>;
export async function storeLead(tx: Tx, input: StoreLeadInput): Promise<StoredLead | null> {
  const p = prepare(input);
  // one statement: the owner, the session, the sign-in link, the lead, and the first read of the matching
  // pool (one row per candidate; one row of nulls when there is none)
  const rows = await runNamed<PoolRow & { lead_id: string | null; owner_id: string | null }>(
    tx,
    sql`with ${leadCtes(input, p, sql`true`)}
      select (select id from new_lead)::text as lead_id, (select id from owner)::text as owner_id, pool.*
      from (select 1) as one left join (${matchPoolQuery(matchContext(p.toMatch, p.now))}) as pool on true`,
  );
  const leadId = rows[0]?.lead_id;
  if (!leadId) return null;
  // the picks carry what the answer and the mails need, as read with the pool (best first); the mails are
  // queued in the statement that stores the picks
  const picks = await matchLead(
    tx,
    { id: leadId, ...p.toMatch },
    { now: p.now, poolRows: rows, mailsFor: p.mailsFor },
  );
  return {
    leadId,
    clientUserId: rows[0]!.owner_id!,
    companies: picks.map((c) => toMatchedCompany(companyOf(c))),
  };
}

export async function findLeadByKey(db: DbOrTx, key: string) {
  return (await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1))[0];
}

/**
 * The movers a lead would go to now (the answer for a held request: the same as a sent one's), read only:
 * nothing is matched, no cap is used.
 */
export async function previewCompanies(
  db: DbOrTx,
  lead: Lead,
  where: LeadLocation,
): Promise<MatchedCompany[]> {
  const { picks } = await planMatch(db, matchFields(lead, where), new Date());
  return picks.map((c) => toMatchedCompany(companyOf(c)));
}

export interface HeldLeadInput {
  ownerId: string;
  /** the guest session that sees it in this browser (null: none does) */
  guestSessionId: string | null;
  /** a guest session to store for it first (this browser had none) */
  newGuestSession?: NewSession;
  lead: Lead;
  location: LeadLocation;
  idempotencyKey: string | null;
  /** the account's address: the confirmation link goes there */
  to: string;
  /** a single-use set-password link for the address, added to the email */
  setPasswordUrl?: string;
  appUrl: string;
}

/**
 * Issue #13 (docs/README.md#issues): stores a lead that waits for the link emailed to its address (status held): not matched,
 * not in the account, seen only by the browser that sent it. The email carries the link that confirms it
 * (then it is matched) and "Not you? Cancel this request".
 */
export async function storeHeldLead(tx: Tx, input: HeldLeadInput): Promise<{ leadId: string }> {
  const { lead, location: where } = input;
  const leadId = randomUUID();
  const now = new Date();
  const confirmToken = requestLinkToken(leadId);
  const cancelToken = requestLinkToken(leadId);
  const g = input.newGuestSession;
  if (g) {
    await tx
      .insert(sessions)
      .values({ id: g.id, userId: input.ownerId, guest: true, expiresAt: g.expiresAt });
  }
  await tx.insert(leads).values({
    id: leadId,
    clientUserId: input.ownerId,
    guestSessionId: input.guestSessionId,
    typeOfMove: lead.typeOfMove,
    fromPostcode: lead.fromPostcode ?? lead.fromAreaCode ?? "",
    fromLat: where.lat,
    fromLon: where.lon,
    fromBoroughCode: where.boroughCode,
    toPostcode: orNull(lead.toPostcode),
    moveDate: orNull(lead.startDate),
    endDate: orNull(lead.endDate),
    details: leadDetails(lead),
    status: "held",
    idempotencyKey: input.idempotencyKey,
  });
  await tx.insert(authTokens).values([
    {
      id: sha256(confirmToken),
      userId: input.ownerId,
      purpose: "confirm-lead",
      expiresAt: days(now, CONFIRM_LINK_DAYS),
    },
    {
      id: sha256(cancelToken),
      userId: input.ownerId,
      purpose: "cancel-lead",
      expiresAt: days(now, CANCEL_LINK_DAYS),
    },
  ]);
  await enqueueMail(
    tx,
    heldConfirmation({
      lead,
      to: input.to,
      confirmUrl: `${input.appUrl}/account/confirm-request?token=${encodeURIComponent(confirmToken)}`,
      cancelUrl: cancelUrlOf(input.appUrl, cancelToken),
      setPasswordUrl: input.setPasswordUrl,
    }),
  );
  return { leadId };
}
