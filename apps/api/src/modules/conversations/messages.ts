// Messages in a conversation (issue #15): send (stored, then acknowledged, then both parties' sockets told),
// history newest MESSAGE_PAGE_SIZE first then older by cursor, catching up after a cursor, read receipts,
// and reports. Every query goes through roomFor: a caller who is not a party gets 404 and nothing is written.
import { contactSafe } from "@rm/domain/contact-masking";
import {
  CHAT_WORDS,
  type ChatMessage,
  type ChatPhoto,
  type ChatRoom,
  CONVERSATION_MESSAGES as M,
  MESSAGE_EMAIL_EVERY_MINUTES,
  MESSAGE_PAGE_SIZE,
  messageInputSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MESSAGE,
  type MessageSide,
  REMOVED_MESSAGE_TEXT,
} from "@rm/domain/conversation";
import { and, asc, desc, eq, gt, isNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  companies,
  conversationMessages,
  conversations,
  leads,
  messagePhotos,
  messageReports,
} from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound } from "../../lib/http.ts";
import { assertId } from "../../lib/ids.ts";
import { enqueueMail } from "../mail/index.ts";
import { freshSigninUrl } from "../requests/index.ts";
import { conversationMails } from "./conversation-mails.ts";
import type { LiveHub } from "./live.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { encodePhotos, photoError, photosOf, removePhotos, type StoredPhoto, storePhotos } from "./photos.ts";
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
 * A text message in one statement (the hot path, DECISIONS #15 "send path"): the room is checked as visibleTo
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
 * MESSAGE_EMAIL_EVERY_MINUTES (claimed atomically, so two messages at once send one).
 */
export async function sendMessage(
  deps: ConversationDeps,
  party: Party | null,
  roomId: string,
  text: string,
  photos: StoredPhoto[] = [],
): Promise<ChatMessage> {
  const { db, hub } = deps;
  if (photos.length === 0) {
    if (!party) throw notFound(M.notFound);
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

/**
 * A message with the customer's photos (the API's multipart route and the page's plain form): the text is
 * optional, each photo is checked by its bytes and re-encoded, and all of them are stored before the message
 * is; if anything is refused, nothing is stored (files written are removed again).
 */
export async function sendWithPhotos(
  deps: ConversationDeps,
  storage: FileStorage,
  party: Party | null,
  roomId: string,
  input: { text: string; files: Buffer[] },
): Promise<ChatMessage> {
  await roomFor(deps.db, party, roomId);
  if (party?.side !== "client") throw forbidden(M.photosCustomerOnly);
  if (input.files.length === 0) throw photoError(400, M.photoRequired);
  if (input.files.length > PHOTOS_PER_MESSAGE) throw photoError(400, M.tooManyPhotos);
  if (input.files.some((f) => f.length > PHOTO_MAX_BYTES)) throw photoError(413, M.photoTooLarge);
  let text = "";
  if (input.text.trim()) {
    const parsed = messageInputSchema.safeParse({ text: input.text });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      throw badRequest(message, { text: message });
    }
    text = parsed.data.text;
  }
  const stored = await storePhotos(storage, await encodePhotos(input.files));
  try {
    return await sendMessage(deps, party, roomId, text, stored);
  } catch (err) {
    await removePhotos(storage, stored);
    throw err;
  }
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
  await enqueueMail(
    tx,
    to === "client"
      ? conversationMails.toCustomer(room.client.email, room.client.firstName, {
          companyName: room.company.name,
          moveLabel,
          text,
          link,
          signinUrl: await freshSigninUrl(tx, room.lead.clientUserId, appUrl, path),
        })
      : conversationMails.toCompany(room.company, {
          customerName: room.client.firstName,
          moveLabel,
          text,
          link,
        }),
  );
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

/**
 * A party reports a message of the other side: it goes to the admins' queue with the reason (which lets an
 * admin read the conversation, audited). Reporting the same message twice keeps the first report.
 */
export async function reportMessage(
  db: DbOrTx,
  party: Party | null,
  messageId: number,
  reason: string,
): Promise<{ created: boolean }> {
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  if (!message || !party) throw notFound(M.messageNotFound);
  // the room check: a message of a conversation the caller is no party of is not there for them
  await roomFor(db, party, message.conversationId).catch(() => {
    throw notFound(M.messageNotFound);
  });
  if (message.fromSide === party.side) throw badRequest(M.ownMessage);
  const inserted = await db
    .insert(messageReports)
    .values({
      messageId: message.id,
      conversationId: message.conversationId,
      reporterUserId: party.userId,
      reason,
    })
    .onConflictDoNothing({ target: [messageReports.messageId, messageReports.reporterUserId] })
    .returning({ id: messageReports.id });
  return { created: inserted.length > 0 };
}
