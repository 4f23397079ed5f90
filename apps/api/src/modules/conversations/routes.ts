// Conversations between a customer and a mover matched to their request (issue #15), thin handlers over the
// scoped services: the caller's rooms and unread counts, opening a room, the history, sending, read receipts,
// reporting, the live socket (GET /api/conversations/live, live-route.ts), and the admins' reported-conversation
// reads.
import { messageIdField } from "@rm/domain/api";
import multipart from "@fastify/multipart";
import { CONVERSATION_MESSAGES as M, PHOTO_MAX_BYTES, PHOTOS_PER_MESSAGE } from "@rm/domain/conversation";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import type { ApiApp } from "../../lib/fastify-types.ts";
import { ok } from "../../lib/http.ts";
import { type StoredFile, storageFor } from "../../lib/storage.ts";
import { clientCaller } from "../scopes/index.ts";
import { hubOf } from "./live.ts";
import { liveRoute } from "./live-route.ts";
import { messageLimitsOf } from "./message-limits.ts";
import { markRead, readMessages, sendMessage } from "./messages.ts";
import { sendWithPhotos } from "./photo-messages.ts";
import { decideReport, readReported, reportMessage, reportQueue } from "./moderation.ts";
import { openPhoto, openReportedPhoto, readPhotoForm } from "./photos.ts";
import { listRooms, openRoom, partyOf, roomFor, toChatRoom, unreadCounts } from "./rooms.ts";
import { defineRoute } from "../../lib/define-route.ts";

const messageId = messageIdField;

const pageQuery = z.object({
  before: messageId(M.cursorInvalid).optional(),
  after: messageId(M.cursorInvalid).optional(),
});

/** what every group of this module's routes uses */
function sharedOf(ctx: AppContext, hub: ReturnType<typeof hubOf>) {
  return {
    ctx,
    deps: { db: ctx.db, appUrl: ctx.config.appUrl, hub, limits: messageLimitsOf(ctx) },
    user: { access: "user" as const },
    tags: ["conversations"],
    f: ctx.config.RATE_LIMIT_FACTOR,
    party: (req: Parameters<typeof clientCaller>[0]) => partyOf(ctx.db, clientCaller(req)),
  };
}
type Shared = ReturnType<typeof sharedOf>;

export const conversationRoutes =
  (ctx: AppContext, hub = hubOf(ctx)): FastifyPluginAsyncZod =>
  async (app) => {
    const shared = sharedOf(ctx, hub);
    roomRoutes(app, shared);
    await photoRoutes(app, shared);
    receiptAndReportRoutes(app, shared);
    adminRoutes(app, shared);
    // the live socket (live-route.ts): one per tab, all the user's rooms, a few per session at most
    await app.register(liveRoute(ctx, hub, async (req) => (await shared.party(req)) !== null));
  };

/** the caller's rooms, opening one, its history and sending */
function roomRoutes(app: ApiApp, { ctx, deps, tags, party }: Shared) {
  defineRoute(
    app,
    "GET /conversations",
    {
      access: "user",
      summary: "My conversations and their unread counts",
      tags,
    },
    async (req, reply) => {
      const p = await party(req);
      const [rooms, unread] = await Promise.all([listRooms(ctx.db, p), unreadCounts(ctx.db, p)]);
      return ok(reply, "Your conversations", { rooms, unread });
    },
  );

  defineRoute(
    app,
    "GET /conversations/unread",
    {
      access: "user",
      summary: "Unread messages: total, per request or lead",
      tags,
    },
    async (req, reply) => ok(reply, "Unread messages", await unreadCounts(ctx.db, await party(req))),
  );

  defineRoute(
    app,
    "POST /conversations",
    {
      access: "user",
      summary: "Open the conversation of a request with a mover",
      tags,
    },
    async (req, reply) => {
      const p = await party(req);
      const row = await openRoom(ctx.db, p, req.body);
      return ok(reply, "Conversation", toChatRoom(p!, row));
    },
  );

  defineRoute(
    app,
    "GET /conversations/:roomId/messages",
    {
      access: "user",
      summary: "Messages: newest first page, older by ?before, newer by ?after",
      tags,
      schema: {
        querystring: pageQuery,
      },
    },
    async (req, reply) =>
      ok(reply, "Messages", await readMessages(ctx.db, await party(req), req.params.roomId, req.query)),
  );

  defineRoute(
    app,
    "POST /conversations/:roomId/messages",
    {
      access: "user",
      summary: "Send a message",
      tags,
    },
    async (req, reply) => {
      const message = await sendMessage(deps, await party(req), req.params.roomId, req.body.text, {
        ip: req.ip,
      });
      ctx.kickOutbox();
      return ok(reply, M.sent, message, 201);
    },
  );
}

async function photoRoutes(app: ApiApp, { ctx, deps, tags, f, party }: Shared) {
  // photos (the customer's): checked, re-encoded and stored before the message is; 404 before the body is read.
  // Besides the service's limits (per sender and conversation, per address), this route's own per-address
  // limit refuses a flood before its bodies are read
  const storage = storageFor(ctx.config);
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTOS_PER_MESSAGE },
  });
  defineRoute(
    app,
    "POST /conversations/:roomId/photos",
    {
      access: "client",
      summary: "Send photos (multipart: photo, up to 6 files of 10 MB; text, optional)",
      tags,
      schema: {
        consumes: ["multipart/form-data"],
      },
      config: {
        rateLimit: { max: Math.ceil(30 * f), timeWindow: "1 hour" },
      },
    },
    async (req, reply) => {
      const p = await party(req);
      await roomFor(ctx.db, p, req.params.roomId);
      const form = await readPhotoForm(req);
      const message = await sendWithPhotos(deps, storage, p, req.params.roomId, { ...form, ip: req.ip });
      ctx.kickOutbox();
      return ok(reply, M.photosSent, message, 201);
    },
  );

  const photoQuery = z.object({ size: z.enum(["full", "thumb"]).optional() });
  const sendPhoto = (reply: FastifyReply, file: StoredFile) =>
    reply
      .header("content-type", "image/jpeg")
      .header("content-length", file.size)
      .header("cache-control", "private, max-age=3600")
      .send(file.stream);
  defineRoute(
    app,
    "GET /conversations/photos/:photoId",
    {
      access: "user",
      summary: "A photo on a message (?size=thumb for the thumbnail); the two parties only",
      tags,
      schema: {
        querystring: photoQuery,
      },
    },
    async (req, reply) =>
      sendPhoto(
        reply,
        await openPhoto(ctx.db, storage, await party(req), req.params.photoId, req.query.size ?? "full"),
      ),
  );
  defineRoute(
    app,
    "GET /admin/conversations/photos/:photoId",
    {
      access: "admin" as const,
      summary: "A photo in a reported conversation (audited)",
      tags,
      schema: {
        querystring: photoQuery,
      },
    },
    async (req, reply) =>
      sendPhoto(
        reply,
        await openReportedPhoto(ctx.db, storage, req.user._id, req.params.photoId, req.query.size ?? "full"),
      ),
  );
}

/** read receipts, and reporting a message to our team */
function receiptAndReportRoutes(app: ApiApp, { ctx, deps, user, tags, f, party }: Shared) {
  defineRoute(
    app,
    "POST /conversations/:roomId/read",
    {
      access: "user",
      summary: "Mark the other side's messages read",
      tags,
    },
    async (req, reply) =>
      ok(reply, M.read, await markRead(deps, await party(req), req.params.roomId, req.body?.upTo)),
  );

  defineRoute(
    app,
    "POST /conversations/messages/:messageId/report",
    {
      ...user,
      tags,
      summary: "Report a message to our team",
      config: { rateLimit: { max: Math.ceil(20 * f), timeWindow: "1 hour" } },
    },
    async (req, reply) => {
      const id = Number(req.params.messageId);
      const { created } = await reportMessage(ctx.db, await party(req), id, req.body.reason);
      return created ? ok(reply, M.reported, undefined, 201) : ok(reply, M.alreadyReported);
    },
  );
}

function adminRoutes(app: ApiApp, { ctx, tags }: Shared) {
  // admins: the queue of reports, and a reported conversation (each read audited)
  defineRoute(
    app,
    "GET /admin/conversations/reports",
    {
      access: "admin",
      summary: "Reported messages waiting for a look",
      tags,
    },
    async (_req, reply) => ok(reply, "Reported messages", await reportQueue(ctx.db)),
  );
  defineRoute(
    app,
    "GET /admin/conversations/:roomId",
    {
      access: "admin",
      summary: "Read a reported conversation (audited)",
      tags,
    },
    async (req, reply) =>
      ok(reply, "Reported conversation", await readReported(ctx.db, req.user._id, req.params.roomId)),
  );

  defineRoute(
    app,
    "POST /admin/conversations/reports/:reportId/decision",
    {
      access: "admin",
      summary: "Keep or remove a reported message, with the reason (audited)",
      tags,
    },
    async (req, reply) => {
      const done = await decideReport(ctx.db, req.user._id, req.params.reportId, req.body);
      return ok(reply, done.message);
    },
  );
}
