// Photos people upload (issue #15's chat photos; issue #32's photos of big or awkward items on a request), one set
// of checks: each file's type is decided by its bytes (file-type), never by its name; its size in pixels is
// read from its header before anything is decoded; every photo is decoded and re-encoded as a JPEG with sharp,
// which writes no metadata (so EXIF, GPS included, is gone) and turns the image the way its EXIF orientation
// said; a thumbnail is made beside it. Everything is checked and encoded before anything is stored, so a
// refused upload leaves nothing behind.
import {
  CONVERSATION_MESSAGES as M,
  PHOTO_HEIC_TYPES,
  PHOTO_LONG_SIDE,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_THUMB_SIDE,
  PHOTO_TYPES,
} from "@rm/domain/conversation";
// the multipart request methods (req.parts, req.isMultipart) come from this plugin
import type {} from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { HttpError } from "./http.ts";
import { OneAtATime } from "./one-at-a-time.ts";
import type { FileStorage } from "./storage.ts";

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

/**
 * A multipart body of photos (bytes as sent, at most `maxFiles` of PHOTO_MAX_BYTES each) and an optional text
 * field of up to `textMax` characters. Too large, too many or no photo: refused with the message.
 */
export async function readPhotoParts(
  req: FastifyRequest,
  opts: { maxFiles: number; textMax: number; tooMany?: string },
): Promise<{ files: Buffer[]; text: string }> {
  if (!req.isMultipart()) throw photoError(400, M.photoRequired);
  const files: Buffer[] = [];
  let text = "";
  try {
    for await (const part of req.parts({
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: opts.maxFiles,
        fields: 4,
        fieldSize: opts.textMax,
        parts: opts.maxFiles + 4,
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
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT")
      throw photoError(400, opts.tooMany ?? M.tooManyPhotos);
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
export async function storePhotos(
  storage: FileStorage,
  photos: EncodedPhoto[],
  folder = "message-photos",
): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const p of photos) {
      const fileKey = await storage.put(folder, "jpg", p.full);
      const thumbKey = await storage.put(folder, "jpg", p.thumb).catch(async (err) => {
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
