// What the pages call in-process (context.services.conversations), scoped to the caller like the API: the
// movers a customer can message on a request, one conversation as the page first shows it (nothing written
// until a message is sent), sending from the plain form that works without JavaScript, and the unread counts.
import {
  type ChatView,
  CONVERSATION_MESSAGES as M,
  messageInputSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MESSAGE,
  PLAIN_FORM_MAX_BYTES,
  type ChatRoom,
  type UnreadCounts,
  customerNameForMover,
} from "@rm/domain/conversation";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { readBoundedForm } from "../../lib/bounded-form.ts";
import { companies, conversations, leadMatches, leads } from "../../db/schema.ts";
import { HttpError, orWhenRefused } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { isUuid } from "@rm/domain/ids";
import { type ClientCaller, companyIsActive, ownLeads } from "../scopes/index.ts";
import { hubOf } from "./live.ts";
import { messageLimitsOf } from "./message-limits.ts";
import { readMessages, sendMessage } from "./messages.ts";
import { sendWithPhotos } from "./photo-messages.ts";
import {
  existingRoom,
  listRooms,
  moveLabelOf,
  openRoom,
  pairAllowed,
  partyOf,
  unreadCounts,
} from "./rooms.ts";

/** A mover the customer can message about one request. */
export interface MessageableMover {
  companyId: string;
  name: string;
  unread: number;
}

/** the active movers matched to the customer's request, with each conversation's unread count */
async function messageableMovers(db: Db, caller: ClientCaller, leadId: string): Promise<MessageableMover[]> {
  if (caller.user?.role !== "client" || !isUuid(leadId)) return [];
  const rows = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      unread: sql<number>`coalesce((select count(*)::int from conversation_messages m where m.conversation_id = ${conversations.id} and m.from_side = 'company' and m.read_at is null), 0)`,
    })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .leftJoin(
      conversations,
      and(eq(conversations.leadId, leadMatches.leadId), eq(conversations.companyId, leadMatches.companyId)),
    )
    .where(and(eq(leadMatches.leadId, leadId), ownLeads(caller), companyIsActive()))
    .orderBy(asc(leadMatches.createdAt));
  return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
}

export const conversationsWebService = (ctx: AppContext) => {
  const db = ctx.db;
  const deps = { db, appUrl: ctx.config.appUrl, hub: hubOf(ctx), limits: messageLimitsOf(ctx) };
  const storage = storageFor(ctx.config);

  /** the conversation of `leadId` with `companyId` (a company: itself) as `caller` may see it, else null */
  async function view(caller: ClientCaller, leadId: string, companyId?: string): Promise<ChatView | null> {
    const party = await partyOf(db, caller);
    if (!party) return null;
    const company = party.side === "company" ? party.companyId : companyId;
    if (!company || !isUuid(leadId) || !isUuid(company)) return null;
    const allowed = await orWhenRefused(pairAllowed(db, party, leadId, company), null);
    if (!allowed) return null;
    const room = await existingRoom(db, party, leadId, company);
    const page = room ? await readMessages(db, party, room.room.id) : null;
    return {
      side: party.side,
      leadId,
      companyId: company,
      roomId: room?.room.id ?? null,
      withName:
        party.side === "client"
          ? allowed.companyName
          : customerNameForMover(allowed.customerName, Boolean(allowed.booked)),
      moveLabel: moveLabelOf(allowed),
      booked: Boolean(allowed.booked),
      closed: allowed.leadStatus === "closed" || allowed.leadStatus === "cancelled",
      messages: page?.messages ?? [],
      hasEarlier: page?.hasEarlier ?? false,
    };
  }

  return {
    view,

    /** the active movers matched to the customer's request, with each conversation's unread count */
    moversFor: (caller: ClientCaller, leadId: string) => messageableMovers(db, caller, leadId),

    /**
     * The plain form's body (no JavaScript), kept in memory only up to PLAIN_FORM_MAX_BYTES: a larger declared
     * length is refused without reading it, and a body without one (chunked) is refused once it passes the
     * limit. What follows is read and dropped, not kept, so the browser gets the 413 page rather than a
     * connection reset in the middle of its upload.
     */
    async readForm(
      request: Request,
    ): Promise<{ ok: true; form: FormData } | { ok: false; message: string; status: 413 }> {
      const read = await readBoundedForm(request, PLAIN_FORM_MAX_BYTES);
      return read.ok ? read : { ok: false, message: M.formTooLarge, status: 413 };
    },

    /**
     * the plain form's message (no JavaScript): stored as the API stores it, within the same limits (issue #29:
     * `ip` is the page's requestIp); the error's words otherwise
     */
    async send(
      caller: ClientCaller,
      input: { leadId: string; companyId?: string; text: unknown; photos?: Blob[]; ip?: string },
    ): Promise<{ ok: true; message: string } | { ok: false; message: string; status: number }> {
      // an empty file input still sends one nameless, empty file
      const photos = (input.photos ?? []).filter((f) => f.size > 0);
      if (photos.length > PHOTOS_PER_MESSAGE) return { ok: false, message: M.tooManyPhotos, status: 400 };
      if (photos.some((f) => f.size > PHOTO_MAX_BYTES))
        return { ok: false, message: M.photoTooLarge, status: 413 };
      const parsed = photos.length ? null : messageInputSchema.safeParse({ text: input.text });
      if (parsed && !parsed.success)
        return { ok: false, message: parsed.error.issues[0]!.message, status: 400 };
      const party = await partyOf(db, caller);
      try {
        const room = await openRoom(db, party, { leadId: input.leadId, companyId: input.companyId });
        if (parsed) await sendMessage(deps, party, room.room.id, parsed.data.text, { ip: input.ip });
        else
          await sendWithPhotos(deps, storage, party, room.room.id, {
            text: typeof input.text === "string" ? input.text : "",
            files: await Promise.all(photos.map(async (f) => Buffer.from(await f.arrayBuffer()))),
            ip: input.ip,
          });
        ctx.kickOutbox();
        return { ok: true, message: M.sent };
      } catch (err) {
        if (err instanceof HttpError) return { ok: false, message: err.message, status: err.statusCode };
        throw err;
      }
    },

    /** the caller's conversations about request `leadId` (the spec's chat state `rooms` on its page) */
    rooms: async (caller: ClientCaller, leadId: string): Promise<ChatRoom[]> =>
      isUuid(leadId) ? listRooms(db, await partyOf(db, caller), leadId) : [],

    unread: async (caller: ClientCaller): Promise<UnreadCounts> =>
      unreadCounts(db, await partyOf(db, caller)),

    /**
     * The header's badge: the unread total, where the newest unread message's conversation opens (its link), and
     * whether the caller may open the live socket at all (a customer, or a mover whose company is active — a
     * pending or suspended one would be refused 404 at every back-off)
     */
    badge: async (caller: ClientCaller): Promise<{ total: number; latest: string | null; live: boolean }> => {
      const party = await partyOf(db, caller);
      const { total, latest } = await unreadCounts(db, party);
      return { total, latest, live: party !== null };
    },
  };
};
