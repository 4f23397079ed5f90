// One lead, one statement: the account (when new), the session, the sign-in and cancel links, the lead row,
// its matches and the outbox rows of its emails — all or nothing, and no transaction (docs/architecture.md
// "Work after the response"). Every statement is a round trip, and a round trip is most of what an intake
// costs (bench: the INSERT ceiling is one), so the intake makes two: the matching pool's read, then the
// statement that locks the pool's companies, checks none changed (else it stores nothing and matching
// reads again: matching/match.ts) and writes everything. Both are drizzle prepared statements, built once
// per process (db/prepared.ts).
import { randomUUID } from "node:crypto";
import { isCommercialMove, type Lead } from "@rm/domain";
import { isUuid } from "@rm/domain/ids";
import { inListedOrder } from "@rm/domain/matching";
import { CANCEL_LINK_DAYS, CONFIRM_LINK_DAYS, SIGNIN_LINK_DAYS } from "@rm/domain/lead-intake";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { authTokens, leads, sessions } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import type { NewSession } from "../accounts/index.ts";
import { type AlsoStored, type MatchPick, matchAndStore } from "../matching/index.ts";
import { newLeadText } from "../texts/index.ts";
import { aboutLead, enqueueMail, type MailInput } from "../mail/index.ts";
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
  /**
   * where the confirmation goes, and how it greets; `registering`: a password was typed with it, which works
   * once the confirmation's sign-in link proves the address (docs/decisions/101)
   */
  contact: { email: string; firstName: string; registering?: boolean };
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
const matchFields = (lead: Lead, where: LeadLocation) => ({
  typeOfMove: lead.typeOfMove,
  fromLat: where.lat,
  fromLon: where.lon,
  fromBoroughCode: where.boroughCode,
  moveDate: lead.startDate ?? null,
  endDate: lead.endDate || null,
});

/** The customer's confirmation and the movers' notices for a lead's picks (in their listed order). */
export function confirmationMails(c: {
  lead: Lead;
  leadId: string;
  to: string;
  firstName: string;
  registering?: boolean;
  appUrl: string;
  signinUrl?: string;
  cancelUrl: string;
}): (picks: MatchPick[]) => MailInput[] {
  return (chosen) => {
    // issue 28: listed as the answer and the results modal list them
    const ordered = inListedOrder(chosen).map(companyOf);
    return [
      leadConfirmation({ ...c, companies: ordered.map(toMatchedCompany) }),
      ...ordered.map((x) =>
        newLeadNotice({
          lead: c.lead,
          leadId: c.leadId,
          to: x.email,
          companyName: x.name,
          appUrl: c.appUrl,
          userId: x.userId,
        }),
      ),
    ];
  };
}

/** What storing a lead works out before it writes. */
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
    registering: input.contact.registering,
    appUrl: input.appUrl,
    signinUrl,
    cancelUrl: cancelUrlOf(input.appUrl, cancelToken),
  });
  // issue #33: the text each matched mover's verified phone gets
  const leadText = newLeadText(input.appUrl, leadId, { ...lead, moveDate: toMatch.moveDate });
  return { leadId, signinToken, cancelToken, now: new Date(), toMatch, mailsFor, leadText };
}
type Prepared = ReturnType<typeof prepare>;

/** docs/product/decisions.md D6: a Business Removals move is Commercial (the spec's `type`, which its wizard never set). */
/** the lead's details (jsonb); the declared value has its own column (issue #18) */
const leadDetails = ({ declaredValue: _declared, ...lead }: Lead) => ({
  ...lead,
  type: lead.type ?? (isCommercialMove(lead.typeOfMove) ? "Commercial" : undefined),
});

const P = (name: string) => sql.placeholder(name);
/** the pool's rows are locked unchanged: the lead may be written */
const OK = sql`(select ok from unchanged)`;

/**
 * What the matching statement writes besides the picks (matching/record.ts): the owner — a new client
 * account (none when its email is taken: then nothing at all is written) or the given one — its session,
 * the sign-in link, the cancel link and the lead. One text for every lead; the values are placeholders.
 */
const INTAKE: AlsoStored<{ leadId: SQL<string | null>; ownerId: SQL<string | null> }> = {
  name: "intake_store",
  ctes: [
    [
      "new_user",
      sql`insert into users (email, password_hash, role, title, first_name, last_name, phone_number)
        select ${P("email")}::text, ${P("password_hash")}::text, 'client', ${P("title")}::text,
          ${P("first_name")}::text, ${P("last_name")}::text, ${P("phone_number")}::text
        where ${P("email")}::text is not null and ${OK}
        on conflict (email) do nothing returning id`,
    ],
    [
      "owner",
      sql`select id from new_user
        union all select ${P("owner_id")}::uuid where ${P("owner_id")}::uuid is not null and ${OK}`,
    ],
    [
      "new_session",
      sql`insert into sessions (id, user_id, guest, expires_at)
        select ${P("session_id")}::text, owner.id, ${P("session_guest")}::boolean, ${P("session_expires")}::timestamptz
        from owner where ${P("session_id")}::text is not null`,
    ],
    [
      // the D8 sign-in link (when asked for) and the cancel link: one insert for both rows
      "links",
      sql`insert into auth_tokens (id, user_id, purpose, expires_at)
        select t.id, owner.id, t.purpose, t.expires_at
        from owner, (values (${P("signin_hash")}::text, 'signin', ${P("signin_expires")}::timestamptz),
          (${P("cancel_hash")}::text, 'cancel-lead', ${P("cancel_expires")}::timestamptz))
          as t (id, purpose, expires_at)
        where t.id is not null`,
    ],
    [
      "new_lead",
      sql`insert into leads (id, client_user_id, guest_session_id, type_of_move, from_postcode, from_lat,
          from_lon, from_borough_code, to_postcode, move_date, end_date, details, declared_value,
          idempotency_key)
        select ${P("lead_id")}::uuid, owner.id, ${P("guest_session_id")}::text, ${P("move_type")}::text,
          ${P("from_postcode")}::text, ${P("from_lat")}::float8, ${P("from_lon")}::float8,
          ${P("from_borough")}::text, ${P("to_postcode")}::text, ${P("move_date")}::date,
          ${P("end_date")}::date, ${P("details")}::jsonb, ${P("declared_value")}::text,
          ${P("idempotency_key")}::text
        from owner
        returning id`,
    ],
  ],
  written: sql`exists (select 1 from new_lead)`,
  returning: {
    leadId: sql<string | null>`(select id from new_lead)::text`,
    ownerId: sql<string | null>`(select id from owner)::text`,
  },
};

/** The values of INTAKE's placeholders for `input`. */
function intakeValues(input: StoreLeadInput, p: Prepared): Record<string, unknown> {
  const { lead, location: where, session, owner } = input;
  const u = "newClient" in owner ? owner.newClient : null;
  return {
    owner_id: "id" in owner ? owner.id : null,
    email: u?.email ?? null,
    password_hash: u?.passwordHash ?? null,
    title: u?.title ?? null,
    first_name: u?.firstName ?? null,
    last_name: u?.lastName ?? null,
    phone_number: u?.phoneNumber ?? null,
    session_id: session?.id ?? null,
    session_guest: session?.guest ?? false,
    session_expires: session?.expiresAt.toISOString() ?? null,
    signin_hash: p.signinToken === null ? null : sha256(p.signinToken),
    signin_expires: days(p.now, SIGNIN_LINK_DAYS).toISOString(),
    cancel_hash: sha256(p.cancelToken),
    cancel_expires: days(p.now, CANCEL_LINK_DAYS).toISOString(),
    guest_session_id: input.guestSessionId,
    move_type: lead.typeOfMove,
    from_postcode: lead.fromPostcode ?? lead.fromAreaCode ?? "",
    from_lat: where.lat,
    from_lon: where.lon,
    from_borough: where.boroughCode,
    to_postcode: orNull(lead.toPostcode),
    move_date: orNull(lead.startDate),
    end_date: orNull(lead.endDate),
    details: JSON.stringify(leadDetails(lead)),
    declared_value: orNull(lead.declaredValue),
    idempotency_key: input.idempotencyKey,
  };
}

/**
 * Stores the lead, its matches and its mails in ONE statement (see the top of this file), in `db` — the
 * database, or a transaction the caller holds. Null, storing nothing, when `owner` is a new client whose
 * email already has an account (the caller decides what that account may do, then calls again with its id).
 */
export async function storeLead(
  db: DbOrTx,
  input: StoreLeadInput & { owner: { id: string } },
): Promise<StoredLead>;
export async function storeLead(db: DbOrTx, input: StoreLeadInput): Promise<StoredLead | null>;
export async function storeLead(db: DbOrTx, input: StoreLeadInput): Promise<StoredLead | null> {
  const p = prepare(input);
  const { picks, row } = await matchAndStore(
    db,
    { id: p.leadId, ...p.toMatch },
    {
      now: p.now,
      mailsFor: p.mailsFor,
      leadText: p.leadText,
      also: { statement: INTAKE, values: intakeValues(input, p) },
    },
  );
  if (!row.leadId || !row.ownerId) return null;
  return {
    leadId: row.leadId,
    clientUserId: row.ownerId,
    companies: inListedOrder(picks).map((c) => toMatchedCompany(companyOf(c))),
  };
}

export async function findLeadByKey(db: DbOrTx, key: string) {
  return (await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1))[0];
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
/** The row of a held lead (a look-alike's copy, lookalike-copy.ts, is stored with the very same fields). */
export function heldLeadRow(
  leadId: string,
  input: Pick<HeldLeadInput, "ownerId" | "guestSessionId" | "lead" | "location" | "idempotencyKey">,
) {
  const { lead, location: where } = input;
  return {
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
    declaredValue: orNull(lead.declaredValue),
    status: "held" as const,
    idempotencyKey: input.idempotencyKey,
  };
}

export async function storeHeldLead(tx: Tx, input: HeldLeadInput): Promise<{ leadId: string }> {
  const { lead } = input;
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
  await tx.insert(leads).values(heldLeadRow(leadId, input));
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
    aboutLead(
      leadId,
      heldConfirmation({
        lead,
        to: input.to,
        confirmUrl: `${input.appUrl}/account/confirm-request?token=${encodeURIComponent(confirmToken)}`,
        cancelUrl: cancelUrlOf(input.appUrl, cancelToken),
        setPasswordUrl: input.setPasswordUrl,
      }),
    ),
  );
  return { leadId };
}
