// Conversations between a customer and a mover (issue #15): the caller's rooms and unread counts, opening a
// room, the history, sending, read receipts, reporting; and the admins' reads of reported conversations.
import { idParam, serialParam } from "./ids.ts";
import { CONVERSATION_MESSAGES } from "../conversation-rules.ts";
import { z } from "zod";
import {
  CONVERSATION_MESSAGES as M,
  messageInputSchema,
  reportDecisionSchema,
  reportInputSchema,
} from "../conversation.ts";
import { answered, done, download, responses } from "./envelope.ts";

/** a message id as a URL or a body carries it: a positive whole number */
export const messageIdField = (message: string) =>
  z
    .union([z.string().regex(/^[1-9]\d{0,14}$/, message), z.number().int().positive().max(1e15)], {
      error: message,
    })
    .transform(Number);

/** open (or find) the conversation of a request with a mover; a mover names no company */
const openRoomSchema = z.object(
  { leadId: z.string().max(64), companyId: z.string().max(64).optional() },
  { error: M.notFound },
);
/** mark read up to a message (default: everything) */
const markReadSchema = z.object({ upTo: messageIdField(M.cursorInvalid).optional() }).optional();

/** ChatMessage (../conversation.ts) */
const chatMessage = z.object({
  id: z.number().int(),
  roomId: z.string(),
  from: z.enum(["client", "company"]),
  mine: z.boolean(),
  text: z.string(),
  masked: z.boolean(),
  sentAt: z.string(),
  readAt: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), width: z.number().int(), height: z.number().int() })),
});
/** ChatRoom (../conversation.ts) */
const chatRoom = z.object({
  id: z.string(),
  leadId: z.string(),
  companyId: z.string(),
  withName: z.string(),
  moveLabel: z.string(),
  booked: z.boolean(),
  unread: z.number().int(),
  lastMessageAt: z.string().nullable(),
  path: z.string(),
});
/** UnreadCounts (../conversation.ts) */
export const unreadCounts = z.object({
  total: z.number().int(),
  byRequest: z.record(z.string(), z.number()),
  latest: z.string().nullable(),
});

export const conversationsApi = {
  "GET /conversations": {
    response: responses({ 200: answered(z.object({ rooms: z.array(chatRoom), unread: unreadCounts })) }),
  },
  "GET /conversations/unread": { response: responses({ 200: answered(unreadCounts) }) },
  "POST /conversations": { body: openRoomSchema, response: responses({ 200: answered(chatRoom) }) },
  "GET /conversations/:roomId/messages": {
    params: idParam("roomId", CONVERSATION_MESSAGES.notFound),
    response: responses({
      200: answered(z.object({ room: chatRoom, messages: z.array(chatMessage), hasEarlier: z.boolean() })),
    }),
  },
  "POST /conversations/:roomId/messages": {
    params: idParam("roomId", CONVERSATION_MESSAGES.notFound),
    body: messageInputSchema,
    response: responses({ 201: answered(chatMessage) }),
  },
  /** multipart: photo (1 to PHOTOS_PER_MESSAGE files), text (optional); the customer only */
  "POST /conversations/:roomId/photos": {
    params: idParam("roomId", CONVERSATION_MESSAGES.notFound),
    response: responses({ 201: answered(chatMessage) }),
  },
  "GET /conversations/photos/:photoId": {
    params: idParam("photoId", CONVERSATION_MESSAGES.photoNotFound),
    response: download("A photo on a message (JPEG)", ["image/jpeg"]),
  },
  "GET /admin/conversations/photos/:photoId": {
    params: idParam("photoId", CONVERSATION_MESSAGES.photoNotFound),
    response: download("A photo in a reported conversation (JPEG, audited)", ["image/jpeg"]),
  },
  "POST /conversations/:roomId/read": {
    params: idParam("roomId", CONVERSATION_MESSAGES.notFound),
    body: markReadSchema,
    response: responses({
      200: answered(z.object({ marked: z.number().int(), upTo: z.number().nullable() })),
    }),
  },
  "POST /conversations/messages/:messageId/report": {
    params: serialParam("messageId", CONVERSATION_MESSAGES.messageNotFound),
    body: reportInputSchema,
    response: responses({ 200: done, 201: done }),
  },
  "GET /admin/conversations/reports": {
    response: responses({
      200: answered(
        z.array(
          z.object({
            id: z.string(),
            roomId: z.string(),
            messageId: z.number().int(),
            reason: z.string(),
            reportedAt: z.string(),
            /** the reporter's role, and "the mover" or "the customer" */
            reporterRole: z.string(),
            reportedBy: z.string(),
            companyName: z.string(),
            leadId: z.string(),
          }),
        ),
      ),
    }),
  },
  "GET /admin/conversations/:roomId": {
    params: idParam("roomId", CONVERSATION_MESSAGES.notFound),
    response: responses({
      200: answered(
        z.object({
          room: z.object({
            id: z.string(),
            leadId: z.string(),
            companyId: z.string(),
            companyName: z.string(),
            customerName: z.string(),
            leadStatus: z.string(),
          }),
          reports: z.array(
            z.object({
              id: z.string(),
              messageId: z.number().int(),
              reason: z.string(),
              createdAt: z.string(),
              resolvedAt: z.string().nullable(),
              decision: z.enum(["dismiss", "remove"]).nullable(),
              decisionReason: z.string().nullable(),
            }),
          ),
          /** as written, nothing masked (the last 500) */
          messages: z.array(
            z.object({
              id: z.number().int(),
              from: z.enum(["client", "company"]),
              text: z.string(),
              sentAt: z.string(),
              readAt: z.string().nullable(),
              removedAt: z.string().nullable(),
              reported: z.boolean(),
              photos: chatMessage.shape.photos,
            }),
          ),
          count: z.number().int(),
        }),
      ),
    }),
  },
  "POST /admin/conversations/reports/:reportId/decision": {
    params: idParam("reportId", CONVERSATION_MESSAGES.reportNotFound),
    body: reportDecisionSchema,
    response: responses({ 200: done }),
  },
} as const;
