// Messages in a conversation (issue #15): send (stored, then acknowledged, then both parties' sockets told),
// history newest MESSAGE_PAGE_SIZE first then older by cursor, catching up after a cursor, and read receipts
// (messages with photos: photo-messages.ts; reports: moderation.ts). Every query goes through roomFor: a caller
// who is not a party gets 404 and nothing is written.
import { contactSafe } from "@rm/domain/contact-masking";
import {
  CHAT_WORDS,
  type ChatMessage,
  type ChatPhoto,
  type ChatRoom,
  CONVERSATION_MESSAGES as M,
  MESSAGE_EMAIL_EVERY_MINUTES,
  MESSAGE_PAGE_SIZE,
  type MessageSide,
  REMOVED_MESSAGE_TEXT,
  customerNameForMover,
} from "@rm/domain/conversation";
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { companies, conversationMessages, conversations, leads, messagePhotos } from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { queuePush } from "../alerts/index.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { freshSigninUrl } from "../requests/index.ts";
import { conversationMails } from "./conversation-mails.ts";
import type { LiveHub } from "./live.ts";
import type { MessageLimits } from "./message-limits.ts";
import { photosOf, type StoredPhoto } from "./photos.ts";
import {
  moveLabelOf,
  otherSide,
  type Party,
  type RoomRow,
  roomFor,
  roomPath,
  toChatRoom,
  visibleTo,
} from "./rooms.ts";

export interface ConversationDeps {
  db: Db;
  appUrl: string;
  hub: LiveHub;
  /** issue #29: how many messages a person may send (message-limits.ts; messageLimitsOf(ctx)) */
  limits: MessageLimits;
}

/** how a message is sent: from which client address, with which photos (already checked and stored) */
export interface SendOptions {
  ip?: string;
  photos?: StoredPhoto[];
}

type MessageRow = typeof conversationMessages.$inferSelect;

/** A message as `reader` may read it: contact details masked until the customer books this mover. */
export function toChatMessage(
  reader: MessageSide,
  booked: boolean,
  m: MessageRow,
  photos: ChatPhoto[] = [],
): ChatMessage {
  const { text, masked } = m.removedAt
    ? { text: REMOVED_MESSAGE_TEXT, masked: false }
    : contactSafe(m.body, booked);
  return {
    id: m.id,
    roomId: m.conversationId,
    from: m.fromSide,
    mine: m.fromSide === reader,
    text,
    masked,
    sentAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    photos: m.removedAt ? [] : photos,
  };
}

/** a request the customer closed or cancelled takes no new messages (and sends no emails) */
const isClosed = (r: RoomRow) => r.lead.status === "closed" || r.lead.status === "cancelled";

/** both parties' user ids: whose sockets hear about the room */
const partiesOf = (r: RoomRow) => [r.lead.clientUserId, r.company.userId];

export interface Page {
  room: ChatRoom;
  messages: ChatMessage[];
  /** older messages exist: ask again with before = messages[0].id */
  hasEarlier: boolean;
}

/**
 * The newest MESSAGE_PAGE_SIZE messages, oldest first; `before` reads the page older than that message;
 * `after` every message after it (at most 200: a reconnecting page catching up).
 */
export async function readMessages(
  db: DbOrTx,
  party: Party | null,
  roomId: string,
  cursor: { before?: number; after?: number } = {},
): Promise<Page> {
  const room = await roomFor(db, party, roomId);
  const reader = party!.side;
  const inRoom = eq(conversationMessages.conversationId, room.room.id);
  let rows: MessageRow[];
  let hasEarlier = false;
  if (cursor.after !== undefined) {
    rows = await db
      .select()
      .from(conversationMessages)
      .where(and(inRoom, gt(conversationMessages.id, cursor.after)))
      .orderBy(asc(conversationMessages.id))
      .limit(200);
  } else {
    const newest = await db
      .select()
      .from(conversationMessages)
      .where(
        and(inRoom, cursor.before === undefined ? undefined : lt(conversationMessages.id, cursor.before)),
      )
      .orderBy(desc(conversationMessages.id))
      .limit(MESSAGE_PAGE_SIZE + 1);
    hasEarlier = newest.length > MESSAGE_PAGE_SIZE;
    rows = newest.slice(0, MESSAGE_PAGE_SIZE).reverse();
  }
  const booked = Boolean(room.booked);
  const photos = await photosOf(
    db,
    rows.map((m) => m.id),
  );
  return {
    room: toChatRoom(party!, room),
    messages: rows.map((m) => toChatMessage(reader, booked, m, photos.get(m.id))),
    hasEarlier,
  };
}

/** what the one statement of a text message reads of its room (sendText) */
interface SendRoom {
  room_id: string;
  lead_id: string;
  company_id: string;
  lead_status: string;
  client_user_id: string;
  company_user_id: string;
  booked: boolean;
  message_id: string | number | null;
  sent_at: Date | string | null;
}

/**
 * A text message in one statement (the hot path, docs/decisions/076-conversation-send-path.md): the room is checked as visibleTo
 * checks it (the party's own request or its own active, matched company; the request not closed), the row is
 * inserted and the room's lastMessageAt moved, in one round trip that commits before the answer. Returns the
 * room's parties and whether the customer booked (for the masking), and the stored row, or throws 404/409.
 */
async function sendText(db: DbOrTx, party: Party, roomId: string, text: string) {
  assertId(roomId, M.notFound);
  const result = (await db.execute(sql`
    with room as (
      select ${conversations.id} as room_id, ${leads.id} as lead_id, ${companies.id} as company_id,
        ${leads.status} as lead_status, ${leads.clientUserId} as client_user_id,
        ${companies.userId} as company_user_id,
        exists (select 1 from quotes q where q.lead_id = ${conversations.leadId}
          and q.company_id = ${conversations.companyId} and q.status = 'accepted') as booked
      from ${conversations}
      inner join ${leads} on ${leads.id} = ${conversations.leadId}
      inner join ${companies} on ${companies.id} = ${conversations.companyId}
      where ${conversations.id} = ${roomId} and ${visibleTo(party)}
    ), stored as (
      insert into conversation_messages (conversation_id, from_side, sender_user_id, body)
      select room_id, ${party.side}, ${party.userId}, ${text} from room
      where lead_status not in ('closed', 'cancelled')
      returning id, created_at
    ), touched as (
      update conversations set last_message_at = stored.created_at from stored
      where conversations.id = ${roomId}
    ), pushed as (
      -- issue #31: a customer's message is pushed to the mover's devices (alerts/push-outbox.ts)
      insert into push_outbox (company_id, lead_id, kind)
      select room.company_id, room.lead_id, 'message' from room, stored where ${party.side}::text = 'client'
    )
    select room.*, stored.id as message_id, stored.created_at as sent_at
    from room left join stored on true`)) as unknown as { rows: SendRoom[] };
  const r = result.rows[0];
  if (!r) throw notFound(M.notFound);
  if (r.message_id === null || r.sent_at === null) throw conflict(M.requestClosed);
  const row: MessageRow = {
    id: Number(r.message_id),
    conversationId: r.room_id,
    fromSide: party.side,
    senderUserId: party.userId,
    body: text,
    readAt: null,
    removedAt: null,
    createdAt: new Date(r.sent_at),
  };
  return { room: r, row };
}

/**
 * Tells both parties' sockets of a stored message, each with the message as that side may read it (masked
 * until the customer books), so no receiver reads it again from the database.
 */
function publishMessage(
  hub: LiveHub,
  parties: { client: string; company: string },
  booked: boolean,
  row: MessageRow,
  photos: ChatPhoto[],
) {
  hub.publishEach(
    (["client", "company"] as const).map((side) => ({
      userIds: [parties[side]],
      event: {
        type: "message",
        roomId: row.conversationId,
        id: row.id,
        from: row.fromSide,
        message: toChatMessage(side, booked, row, photos),
      },
    })),
  );
}

/**
 * Stores a message, then tells both parties' sockets; the answer (the acknowledgement) comes only after the
 * row is committed. A recipient with no open page gets an email, at most one per conversation every
 * MESSAGE_EMAIL_EVERY_MINUTES (claimed atomically, so two messages at once send one). A text message counts
 * against the sender's limits first (issue #29; a message with photos was counted by sendWithPhotos).
 */
export async function sendMessage(
  deps: ConversationDeps,
  party: Party | null,
  roomId: string,
  text: string,
  opts: SendOptions = {},
): Promise<ChatMessage> {
  const { db, hub } = deps;
  const photos = opts.photos ?? [];
  if (photos.length === 0) {
    if (!party) throw notFound(M.notFound);
    await deps.limits.count({ userId: party.userId, roomId, ip: opts.ip }, false);
    const { room, row } = await sendText(db, party, roomId, text);
    const parties = { client: room.client_user_id, company: room.company_user_id };
    const recipient = party.side === "client" ? parties.company : parties.client;
    // away: the email, with the room as roomFor reads it (rare: the recipient has no page open anywhere)
    if (!hub.isOnline(recipient))
      await db.transaction(async (tx) =>
        emailIfDue(tx, deps.appUrl, await roomFor(tx, party, roomId), party.side, row),
      );
    publishMessage(hub, parties, Boolean(room.booked), row, []);
    return toChatMessage(party.side, Boolean(room.booked), row);
  }
  const stored = await db.transaction(async (tx) => {
    const room = await roomFor(tx, party, roomId);
    if (isClosed(room)) throw conflict(M.requestClosed);
    const side = party!.side;
    if (side !== "client") throw forbidden(M.photosCustomerOnly);
    const [row] = await tx
      .insert(conversationMessages)
      .values({ conversationId: room.room.id, fromSide: side, senderUserId: party!.userId, body: text })
      .returning();
    // one row per photo, their order kept by a millisecond apart
    const base = row!.createdAt.getTime();
    const saved = await tx
      .insert(messagePhotos)
      .values(
        photos.map((p, i) => ({
          ...p,
          messageId: row!.id,
          conversationId: room.room.id,
          createdAt: new Date(base + i),
        })),
      )
      .returning({ id: messagePhotos.id, width: messagePhotos.width, height: messagePhotos.height });
    await tx
      .update(conversations)
      .set({ lastMessageAt: row!.createdAt })
      .where(eq(conversations.id, room.room.id));
    await queuePush(tx, { companyId: room.company.id, leadId: room.lead.id, kind: "message" });
    const recipient = room.company.userId;
    if (!hub.isOnline(recipient)) await emailIfDue(tx, deps.appUrl, room, side, row!);
    return { room, row: row!, saved };
  });
  const { room, row, saved } = stored;
  publishMessage(
    hub,
    { client: room.lead.clientUserId, company: room.company.userId },
    Boolean(room.booked),
    row,
    saved,
  );
  return toChatMessage(party!.side, Boolean(room.booked), row, saved);
}

async function emailIfDue(tx: DbOrTx, appUrl: string, room: RoomRow, from: MessageSide, row: MessageRow) {
  const to = otherSide(from);
  const column = to === "client" ? conversations.clientEmailedAt : conversations.companyEmailedAt;
  const claimed = await tx
    .update(conversations)
    .set(to === "client" ? { clientEmailedAt: sql`now()` } : { companyEmailedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, room.room.id),
        sql`(${column} is null or ${column} < now() - make_interval(mins => ${MESSAGE_EMAIL_EVERY_MINUTES}))`,
      ),
    )
    .returning({ id: conversations.id });
  if (claimed.length === 0) return;
  const text = row.body.trim() ? contactSafe(row.body, Boolean(room.booked)).text : CHAT_WORDS.photosOnly;
  const moveLabel = moveLabelOf(room);
  const path = roomPath(to, room.lead.id, room.company.id);
  const link = `${appUrl}${path}`;
  const mail =
    to === "client"
      ? conversationMails.toCustomer(
          room.client.email,
          room.client.firstName,
          {
            companyName: room.company.name,
            moveLabel,
            text,
            link,
            signinUrl: await freshSigninUrl(tx, room.lead.clientUserId, appUrl, path),
          },
          { userId: room.lead.clientUserId, appUrl },
        )
      : conversationMails.toCompany(
          room.company,
          {
            customerName: customerNameForMover(room.client.firstName, Boolean(room.booked)),
            moveLabel,
            text,
            link,
          },
          { userId: room.company.userId, appUrl },
        );
  await enqueueMail(tx, aboutLead(room.lead.id, mail));
}

/**
 * The reader has read the other side's messages up to `upTo` (all of them without it): their read receipts
 * are stamped, and both parties' sockets told. Returns how many were marked.
 */
export async function markRead(
  deps: ConversationDeps,
  party: Party | null,
  roomId: string,
  upTo?: number,
): Promise<{ marked: number; upTo: number | null }> {
  const { db, hub } = deps;
  const room = await roomFor(db, party, roomId);
  const side = party!.side;
  const marked = await db
    .update(conversationMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(conversationMessages.conversationId, room.room.id),
        ne(conversationMessages.fromSide, side),
        isNull(conversationMessages.readAt),
        upTo === undefined ? undefined : lte(conversationMessages.id, upTo),
      ),
    )
    .returning({ id: conversationMessages.id, readAt: conversationMessages.readAt });
  if (marked.length === 0) return { marked: 0, upTo: null };
  const last = Math.max(...marked.map((m) => m.id));
  hub.publish(partiesOf(room), {
    type: "read",
    roomId: room.room.id,
    upTo: last,
    readAt: marked[0]!.readAt!.toISOString(),
    by: side,
  });
  return { marked: marked.length, upTo: last };
}
