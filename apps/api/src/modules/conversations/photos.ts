// Photos on messages (issue #15): the customer attaches up to PHOTOS_PER_MESSAGE photos of items or access.
// Each file's type is decided by its bytes (file-type), never by its name; every photo is decoded and
// re-encoded as a JPEG with sharp, which writes no metadata (so EXIF, GPS included, is gone) and turns the
// image the way its EXIF orientation said; a thumbnail is made beside it. Everything is checked and encoded
// before anything is stored, so a refused upload leaves nothing behind. A photo is read only by the two
// parties of its conversation (404 for anyone else), or by an admin once a message there was reported
// (each such read audited).
import {
  CONVERSATION_MESSAGES as M,
  MESSAGE_MAX,
  PHOTO_HEIC_TYPES,
  PHOTO_LONG_SIDE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_THUMB_SIDE,
  PHOTO_TYPES,
  PHOTOS_PER_MESSAGE,
} from "@rm/domain/conversation";
// the multipart request methods (req.parts, req.isMultipart) come from this plugin
import type {} from "@fastify/multipart";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db, DbOrTx } from "../../db/client.ts";
import { conversationMessages, messagePhotos, messageReports } from "../../db/schema.ts";
import { HttpError, notFound } from "../../lib/http.ts";
import { isUuid } from "@rm/domain/ids";
import { OneAtATime } from "../../lib/one-at-a-time.ts";
import type { FileStorage, StoredFile } from "../../lib/storage.ts";
import { writeAudit } from "../audit/index.ts";
import type { Party } from "./rooms.ts";
import { roomFor } from "./rooms.ts";

/** a photo re-encoded and ready to store */
export interface EncodedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** a photo in storage, as a message row refers to it */
export interface StoredPhoto {
  fileKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

/** one person's photos are decoded one after another (issue #29 item 10) */
const decoding = new OneAtATime();

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;
export const photoError = (status: number, message: string) =>
  new HttpError(status, message, { photo: message });

/** The multipart body of a photo message: its photos (bytes as sent) and its optional text. */
export async function readPhotoForm(req: FastifyRequest): Promise<{ files: Buffer[]; text: string }> {
  if (!req.isMultipart()) throw photoError(400, M.photoRequired);
  const files: Buffer[] = [];
  let text = "";
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: PHOTOS_PER_MESSAGE,
        fields: 4,
        fieldSize: MESSAGE_MAX * 4,
        parts: PHOTOS_PER_MESSAGE + 4,
      },
    })) {
      if (part.type === "file") {
        const data = await part.toBuffer();
        // an empty file input still sends one part with no name and no bytes
        if (data.length > 0 || part.filename) files.push(data);
      } else if (part.fieldname === "text" && typeof part.value === "string") text = part.value;
    }
  } catch (err) {
    const code = codeOf(err);
    if (code === "FST_REQ_FILE_TOO_LARGE") throw photoError(413, M.photoTooLarge);
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") throw photoError(400, M.tooManyPhotos);
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PROTO_VIOLATION") throw photoError(400, M.photoRequired);
    throw err;
  }
  if (files.length === 0) throw photoError(400, M.photoRequired);
  return { files, text };
}

/**
 * Decides each photo's type by its bytes and reads its size from its header, before anything is decoded: JPEG,
 * PNG and WebP of at most PHOTO_MAX_PIXELS; HEIC is refused with how to send a JPEG instead (this sharp build has
 * no HEVC decoder); anything else is refused. Returns the megapixels decoding them will cost (whole, rounded up).
 */
export async function checkPhotos(files: Buffer[]): Promise<number> {
  let pixels = 0;
  for (const data of files) {
    if (data.length === 0) throw photoError(400, M.photoUnreadable);
    const type = await fileTypeFromBuffer(data);
    if (type && (PHOTO_HEIC_TYPES as readonly string[]).includes(type.mime))
      throw photoError(415, M.photoHeic);
    if (!type || !(PHOTO_TYPES as readonly string[]).includes(type.mime)) throw photoError(415, M.photoType);
    const size = await sharp(data, { animated: false })
      .metadata()
      .catch(() => null);
    if (!size?.width || !size.height) throw photoError(400, M.photoUnreadable);
    if (size.width * size.height > PHOTO_MAX_PIXELS) throw photoError(413, M.photoTooManyPixels);
    pixels += size.width * size.height;
  }
  return Math.ceil(pixels / 1_000_000);
}

/**
 * Re-encodes checked photos (checkPhotos), full size up to PHOTO_LONG_SIDE and a thumbnail, one person's one
 * after another; bytes that do not decode are refused. Throws before anything is stored.
 */
export function encodePhotos(userId: string, files: Buffer[]): Promise<EncodedPhoto[]> {
  return decoding.run(userId, async () => {
    const out: EncodedPhoto[] = [];
    for (const data of files) out.push(await encodeOne(data));
    return out;
  });
}

async function encodeOne(data: Buffer): Promise<EncodedPhoto> {
  try {
    // one decode; rotate() applies the EXIF orientation, and the JPEG written carries no metadata at all
    const upright = sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: "error", animated: false })
      .rotate()
      .flatten({ background: "#ffffff" });
    const full = await upright
      .clone()
      .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await upright
      .clone()
      .resize(PHOTO_THUMB_SIDE, PHOTO_THUMB_SIDE, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75, mozjpeg: true })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    throw photoError(400, M.photoUnreadable);
  }
}

/** Stores encoded photos; if one fails, the ones already written are removed. */
export async function storePhotos(storage: FileStorage, photos: EncodedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const p of photos) {
      const fileKey = await storage.put("message-photos", "jpg", p.full);
      const thumbKey = await storage.put("message-photos", "jpg", p.thumb).catch(async (err) => {
        await storage.remove(fileKey);
        throw err;
      });
      stored.push({ fileKey, thumbKey, width: p.width, height: p.height });
    }
  } catch (err) {
    await removePhotos(storage, stored);
    throw err;
  }
  return stored;
}

export async function removePhotos(storage: FileStorage, photos: StoredPhoto[]) {
  for (const p of photos) {
    await storage.remove(p.fileKey);
    await storage.remove(p.thumbKey);
  }
}

const photoColumns = {
  id: messagePhotos.id,
  conversationId: messagePhotos.conversationId,
  fileKey: messagePhotos.fileKey,
  thumbKey: messagePhotos.thumbKey,
};

/** the photo row of a message not removed by moderators, or null */
async function photoRow(db: DbOrTx, photoId: string) {
  if (!isUuid(photoId)) return null;
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
