// Issue #32: photos of big or awkward items on a request. The browser that sent the request adds them just after
// it (the same guest session or account: ownLeads), with the chat photos' checks (lib/photos.ts: the type by
// the bytes, the pixels from the header, re-encoded without EXIF, nothing stored until every photo passes), up
// to LEAD_PHOTOS_MAX a request. The request's customer and its matched, active movers read them; anyone else
// gets 404, the same answer as no such photo.
import { LEAD_PHOTO_MESSAGES as M, LEAD_PHOTOS_MAX } from "@rm/domain/inventory";
import { CONVERSATION_MESSAGES, PHOTO_MAX_BYTES } from "@rm/domain/conversation";
import type { SessionUser } from "@rm/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { leadMatches, leadPhotos, leads } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import {
  checkPhotos,
  encodePhotos,
  photoError,
  removePhotos,
  type StoredPhoto,
  storePhotos,
} from "../../lib/photos.ts";
import type { FileStorage, StoredFile } from "../../lib/storage.ts";
import { type ClientCaller, companyOf, ownLeads } from "../scopes/index.ts";

export interface LeadPhotoView {
  id: string;
  width: number;
  height: number;
}

/** A request's photos, oldest first. */
export async function leadPhotosOf(db: DbOrTx, leadId: string): Promise<LeadPhotoView[]> {
  return db
    .select({ id: leadPhotos.id, width: leadPhotos.width, height: leadPhotos.height })
    .from(leadPhotos)
    .where(eq(leadPhotos.leadId, leadId))
    .orderBy(asc(leadPhotos.createdAt), asc(leadPhotos.id));
}

/** the caller's own request that may still take photos (open or held), or 404 */
async function ownOpenLead(db: DbOrTx, caller: ClientCaller, leadId: string) {
  const [lead] = await db
    .select({ id: leads.id, clientUserId: leads.clientUserId })
    .from(leads)
    .where(and(eq(leads.id, leadId), ownLeads(caller), inArray(leads.status, ["open", "held"])))
    .limit(1);
  if (!lead) throw notFound(M.requestNotFound);
  return lead;
}

/** How many photos a request has (the new-lead email sent by a later match counts them). */
export const leadPhotoCount = async (db: DbOrTx, leadId: string) =>
  Number(
    (
      await db.select({ n: sql<number>`count(*)::int` }).from(leadPhotos).where(eq(leadPhotos.leadId, leadId))
    )[0]?.n ?? 0,
  );

/**
 * Adds photos to the caller's request: 404 when it is not theirs (or is closed), 400 past LEAD_PHOTOS_MAX in
 * all, 413 for a file over PHOTO_MAX_BYTES or a canvas over the pixel limit, 415 for what is not a JPEG, PNG or
 * WebP. Every photo is checked and encoded before any is stored; the rows are written under the request's lock,
 * so two uploads at once cannot pass the cap, and files written for a refused upload are removed.
 */
export async function addLeadPhotos(
  db: Db,
  storage: FileStorage,
  caller: ClientCaller,
  leadId: string,
  files: Buffer[],
): Promise<LeadPhotoView[]> {
  const lead = await ownOpenLead(db, caller, leadId);
  if (files.length === 0) throw photoError(400, CONVERSATION_MESSAGES.photoRequired);
  if (files.some((f) => f.length > PHOTO_MAX_BYTES))
    throw photoError(413, CONVERSATION_MESSAGES.photoTooLarge);
  if ((await leadPhotoCount(db, leadId)) + files.length > LEAD_PHOTOS_MAX) throw photoError(400, M.tooMany);
  await checkPhotos(files);
  const stored = await storePhotos(storage, await encodePhotos(lead.clientUserId, files), "lead-photos");
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, leadId)).for("update");
      if ((await leadPhotoCount(tx, leadId)) + stored.length > LEAD_PHOTOS_MAX)
        throw photoError(400, M.tooMany);
      await tx.insert(leadPhotos).values(stored.map((p: StoredPhoto) => ({ leadId, ...p })));
      return leadPhotosOf(tx, leadId);
    });
  } catch (err) {
    await removePhotos(storage, stored);
    throw err;
  }
}

async function openFile(storage: FileStorage, key: string): Promise<StoredFile> {
  const file = await storage.get(key);
  if (!file) throw notFound(M.notFound);
  return file;
}

/**
 * A request's photo for its customer (ownLeads) or for a company matched to the request while it is active;
 * 404 for anyone else, and for no such photo.
 */
export async function openLeadPhoto(
  db: DbOrTx,
  storage: FileStorage,
  user: SessionUser,
  sessionId: string | null,
  photoId: string,
  size: "full" | "thumb",
): Promise<StoredFile> {
  const [row] = await db
    .select({ leadId: leadPhotos.leadId, fileKey: leadPhotos.fileKey, thumbKey: leadPhotos.thumbKey })
    .from(leadPhotos)
    .where(eq(leadPhotos.id, photoId))
    .limit(1);
  if (!row || !(await mayRead(db, user, sessionId, row.leadId))) throw notFound(M.notFound);
  return openFile(storage, size === "thumb" ? row.thumbKey : row.fileKey);
}

async function mayRead(db: DbOrTx, user: SessionUser, sessionId: string | null, leadId: string) {
  if (user.role === "client") {
    const [own] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, leadId), ownLeads({ user, sessionId })))
      .limit(1);
    return Boolean(own);
  }
  const company = await companyOf(db, user);
  if (!company) return false;
  const [match] = await db
    .select({ id: leadMatches.id })
    .from(leadMatches)
    .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id)))
    .limit(1);
  return Boolean(match);
}
