// Who may use which conversation (issue #15): the customer of the request (ownLeads, a guest only in its own
// browser) or the active company matched to it (companyOf). Anyone else — another customer, a company not
// matched to the request, a company that is not active, an admin — finds nothing: 404, nothing written.
import {
  type ChatRoom,
  CONVERSATION_MESSAGES as M,
  type MessageSide,
  type UnreadCounts,
  customerNameForMover,
} from "@rm/domain/conversation";
import { formatMoveDate } from "@rm/domain/lead/dates";
import { outcodeOf } from "@rm/domain/postcode";
import { routeText } from "@rm/domain/text";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, conversations, leadMatches, leads, users } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { type ClientCaller, companyIsActive, companyOf, ownLeads } from "../scopes/index.ts";

/** The caller as a party of conversations: the customer side, or the company side (an active company). */
export type Party =
  | { side: "client"; userId: string; caller: ClientCaller }
  | { side: "company"; userId: string; companyId: string };

/** null for anyone who can be a party of no conversation (anonymous, an admin, a company not active). */
export async function partyOf(db: DbOrTx, caller: ClientCaller): Promise<Party | null> {
  const { user } = caller;
  if (!user) return null;
  if (user.role === "client") return { side: "client", userId: user._id, caller };
  if (user.role !== "company") return null;
  const company = await companyOf(db, user);
  return company ? { side: "company", userId: user._id, companyId: company.id } : null;
}

/** the other side of a conversation */
export const otherSide = (side: MessageSide): MessageSide => (side === "client" ? "company" : "client");

const matched = sql`exists (select 1 from ${leadMatches} where ${leadMatches.leadId} = ${conversations.leadId} and ${leadMatches.companyId} = ${conversations.companyId})`;

/** The conversations this party may read: every conversation query includes it. */
export function visibleTo(party: Party): SQL {
  return party.side === "client"
    ? and(ownLeads(party.caller), companyIsActive(), matched)!
    : and(eq(conversations.companyId, party.companyId), companyIsActive(), matched)!;
}

/** what each side needs of a room besides the room itself */
const roomColumns = (side: MessageSide) => ({
  room: conversations,
  lead: {
    id: leads.id,
    status: leads.status,
    fromPostcode: leads.fromPostcode,
    toPostcode: leads.toPostcode,
    moveDate: leads.moveDate,
    endDate: leads.endDate,
    clientUserId: leads.clientUserId,
  },
  company: {
    id: companies.id,
    name: companies.name,
    userId: companies.userId,
    email: companies.email,
    contactName: companies.contactName,
  },
  client: { firstName: users.firstName, email: users.email },
  booked: sql<boolean>`exists (select 1 from quotes q where q.lead_id = ${conversations.leadId} and q.company_id = ${conversations.companyId} and q.status = 'accepted')`,
  unread: sql<number>`(select count(*)::int from conversation_messages m where m.conversation_id = ${conversations.id} and m.from_side <> ${side} and m.read_at is null)`,
});

async function selectRooms(db: DbOrTx, party: Party, where: SQL | undefined, limit = 200) {
  return db
    .select(roomColumns(party.side))
    .from(conversations)
    .innerJoin(leads, eq(leads.id, conversations.leadId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(and(visibleTo(party), where))
    .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`))
    .limit(limit);
}
export type RoomRow = Awaited<ReturnType<typeof selectRooms>>[number];

const outcode = (pc: string | null) => (pc ? (outcodeOf(pc) ?? pc.split(" ")[0]!.toUpperCase()) : null);

/** Where each side reads a conversation on the site. */
export const roomPath = (side: MessageSide, leadId: string, companyId: string) =>
  side === "client"
    ? `/client/removal-requests/${leadId}?chat=${companyId}#conversation`
    : `/account/dashboard/leads/${leadId}#conversation`;

/** "SE16 → N17, Saturday 12 December 2026": which move a conversation is about */
export const moveLabelOf = (r: {
  lead: Pick<RoomRow["lead"], "fromPostcode" | "toPostcode" | "moveDate" | "endDate">;
}) =>
  `${routeText(outcode(r.lead.fromPostcode)!, outcode(r.lead.toPostcode))}, ${formatMoveDate(r.lead.moveDate, r.lead.endDate)}`;

export function toChatRoom(party: Pick<Party, "side">, r: RoomRow): ChatRoom {
  return {
    id: r.room.id,
    leadId: r.lead.id,
    companyId: r.company.id,
    withName:
      party.side === "client" ? r.company.name : customerNameForMover(r.client.firstName, Boolean(r.booked)),
    moveLabel: moveLabelOf(r),
    booked: Boolean(r.booked),
    unread: Number(r.unread),
    lastMessageAt: r.room.lastMessageAt?.toISOString() ?? null,
    path: roomPath(party.side, r.lead.id, r.company.id),
  };
}

/** One room the party may use, or 404. */
export async function roomFor(db: DbOrTx, party: Party | null, roomId: string): Promise<RoomRow> {
  assertId(roomId, M.notFound);
  if (!party) throw notFound(M.notFound);
  const [row] = await selectRooms(db, party, eq(conversations.id, roomId), 1);
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * Whether `party` may talk about request `leadId` with company `companyId` (the conditions of visibleTo,
 * asked before a room exists): the other side's name and whether the request can take messages.
 */
export async function pairAllowed(db: DbOrTx, party: Party, leadId: string, companyId: string) {
  assertId(leadId, M.notFound);
  assertId(companyId, M.notFound);
  const [allowed] = await db
    .select({
      companyName: companies.name,
      customerName: users.firstName,
      leadStatus: leads.status,
      lead: {
        id: leads.id,
        fromPostcode: leads.fromPostcode,
        toPostcode: leads.toPostcode,
        moveDate: leads.moveDate,
        endDate: leads.endDate,
      },
      booked: sql<boolean>`exists (select 1 from quotes q where q.lead_id = ${leads.id} and q.company_id = ${companies.id} and q.status = 'accepted')`,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(
      and(
        eq(leadMatches.leadId, leadId),
        eq(leadMatches.companyId, companyId),
        companyIsActive(),
        party.side === "client" ? ownLeads(party.caller) : eq(companies.id, party.companyId),
      ),
    )
    .limit(1);
  return allowed ?? null;
}

/** The room of a request with a company if it was opened already (null if not), nothing written. */
export async function existingRoom(db: DbOrTx, party: Party, leadId: string, companyId: string) {
  const [row] = await selectRooms(
    db,
    party,
    and(eq(conversations.leadId, leadId), eq(conversations.companyId, companyId)),
    1,
  );
  return row ?? null;
}

/**
 * Opens (or finds) the conversation of a request with a company: the customer names the company, a company
 * is itself. Refused with 404 and nothing written unless the caller is a party and the company is matched.
 */
export async function openRoom(
  db: DbOrTx,
  party: Party | null,
  input: { leadId: string; companyId?: string | undefined },
): Promise<RoomRow> {
  assertId(input.leadId, M.notFound);
  if (!party) throw notFound(M.notFound);
  let companyId: string;
  if (party.side === "company") companyId = party.companyId;
  else if (!input.companyId) throw badRequest(M.companyRequired, { companyId: M.companyRequired });
  else companyId = input.companyId;
  if (!(await pairAllowed(db, party, input.leadId, companyId))) throw notFound(M.notFound);
  await db
    .insert(conversations)
    .values({ leadId: input.leadId, companyId })
    .onConflictDoNothing({ target: [conversations.leadId, conversations.companyId] });
  const [row] = await selectRooms(
    db,
    party,
    and(eq(conversations.leadId, input.leadId), eq(conversations.companyId, companyId)),
    1,
  );
  if (!row) throw notFound(M.notFound);
  return row;
}

/** The party's conversations (about one request with `leadId`), newest first (the spec's chat state `rooms`). */
export async function listRooms(db: DbOrTx, party: Party | null, leadId?: string): Promise<ChatRoom[]> {
  if (!party) return [];
  const where = leadId === undefined ? undefined : eq(conversations.leadId, leadId);
  return (await selectRooms(db, party, where)).map((r) => toChatRoom(party, r));
}

/**
 * Unread messages: the header badge's total, each request's (customer) or lead's (company), and where the
 * conversation with the newest unread message opens (the badge links there).
 */
export async function unreadCounts(db: DbOrTx, party: Party | null): Promise<UnreadCounts> {
  if (!party) return { total: 0, byRequest: {}, latest: null };
  const rows = await db
    .select({
      leadId: conversations.leadId,
      companyId: conversations.companyId,
      n: sql<number>`count(*)::int`,
      newest: sql<number>`max(m.id)::int`,
    })
    .from(conversations)
    .innerJoin(leads, eq(leads.id, conversations.leadId))
    .innerJoin(companies, eq(companies.id, conversations.companyId))
    .innerJoin(
      sql`conversation_messages m`,
      sql`m.conversation_id = ${conversations.id} and m.from_side <> ${party.side} and m.read_at is null`,
    )
    .where(visibleTo(party))
    .groupBy(conversations.id, conversations.leadId, conversations.companyId);
  const byRequest: Record<string, number> = {};
  let total = 0;
  let newest: (typeof rows)[number] | null = null;
  for (const r of rows) {
    byRequest[r.leadId] = (byRequest[r.leadId] ?? 0) + Number(r.n);
    total += Number(r.n);
    if (!newest || Number(r.newest) > Number(newest.newest)) newest = r;
  }
  const latest = newest ? roomPath(party.side, newest.leadId, newest.companyId) : null;
  return { total, byRequest, latest };
}
