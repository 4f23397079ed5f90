// Photos on messages (issue #15): the customer attaches up to PHOTOS_PER_MESSAGE photos of items or access,
// checked by their bytes and re-encoded without metadata by lib/photos.ts (nothing stored until all pass),
// the same checks as a request's photos (issue #32). A photo is read only by the two
// parties of its conversation (404 for anyone else), or by an admin once a message there was reported
// (each such read audited).
import { CONVERSATION_MESSAGES as M, MESSAGE_MAX, PHOTOS_PER_MESSAGE } from "@rm/domain/conversation";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../../db/client.ts";
import { conversationMessages, messagePhotos, messageReports } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { readPhotoParts } from "../../lib/photos.ts";
import type { FileStorage, StoredFile } from "../../lib/storage.ts";
import { writeAudit } from "../audit/index.ts";
import type { Party } from "./rooms.ts";
import { roomFor } from "./rooms.ts";

// the checks and the encoding live in lib/photos.ts (issue #32: the request's photos use the same)
export {
  checkPhotos,
  type EncodedPhoto,
  encodePhotos,
  photoError,
  removePhotos,
  type StoredPhoto,
  storePhotos,
} from "../../lib/photos.ts";

/** The multipart body of a photo message: its photos (bytes as sent) and its optional text. */
export function readPhotoForm(req: FastifyRequest): Promise<{ files: Buffer[]; text: string }> {
  return readPhotoParts(req, { maxFiles: PHOTOS_PER_MESSAGE, textMax: MESSAGE_MAX * 4 });
}

const photoColumns = {
  id: messagePhotos.id,
  conversationId: messagePhotos.conversationId,
  fileKey: messagePhotos.fileKey,
  thumbKey: messagePhotos.thumbKey,
};

/** the photo row of a message not removed by moderators, or null */
async function photoRow(db: DbOrTx, photoId: string) {
  const [row] = await db
    .select(photoColumns)
    .from(messagePhotos)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messagePhotos.messageId))
    .where(and(eq(messagePhotos.id, photoId), isNull(conversationMessages.removedAt)))
    .limit(1);
  return row ?? null;
}

async function openFile(storage: FileStorage, key: string): Promise<StoredFile> {
  const file = await storage.get(key);
  if (!file) throw notFound(M.photoNotFound);
  return file;
}

/** A photo for a party of its conversation; 404 for anyone else (the same answer as no such photo). */
export async function openPhoto(
  db: DbOrTx,
  storage: FileStorage,
  party: Party | null,
  photoId: string,
  size: "full" | "thumb",
): Promise<StoredFile> {
  const row = await photoRow(db, photoId);
  if (!row || !party) throw notFound(M.photoNotFound);
  await roomFor(db, party, row.conversationId).catch(() => {
    throw notFound(M.photoNotFound);
  });
  return openFile(storage, size === "thumb" ? row.thumbKey : row.fileKey);
}

/**
 * A photo for an admin, only when a message in its conversation was reported (as readReported); the read is
 * in the audit log. No report: 404, nothing written.
 */
export async function openReportedPhoto(
  db: Db,
  storage: FileStorage,
  adminUserId: string,
  photoId: string,
  size: "full" | "thumb",
): Promise<StoredFile> {
  return db.transaction(async (tx) => {
    const row = await photoRow(tx, photoId);
    if (!row) throw notFound(M.photoNotFound);
    const [reported] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messageReports)
      .where(eq(messageReports.conversationId, row.conversationId));
    if (!reported || Number(reported.n) === 0) throw notFound(M.photoNotFound);
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: "conversation.photo-read",
      subjectType: "conversation",
      subjectId: row.conversationId,
      reason: "A message in it was reported",
      data: { photoId: row.id, size },
    });
    return openFile(storage, size === "thumb" ? row.thumbKey : row.fileKey);
  });
}

/** the photos of some messages, by message id, oldest first */
export async function photosOf(db: DbOrTx, messageIds: number[]) {
  const byMessage = new Map<number, { id: string; width: number; height: number }[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      id: messagePhotos.id,
      messageId: messagePhotos.messageId,
      width: messagePhotos.width,
      height: messagePhotos.height,
    })
    .from(messagePhotos)
    .where(sql`${messagePhotos.messageId} in ${messageIds}`)
    .orderBy(messagePhotos.createdAt);
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    list.push({ id: r.id, width: r.width, height: r.height });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}
