// A message with the customer's photos (issue #15), sent through the API's multipart route or the page's plain
// form: the photos are checked, re-encoded and stored, then the message (messages.ts) with them.
import {
  CONVERSATION_MESSAGES as M,
  messageInputSchema,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_MESSAGE,
} from "@rm/domain/conversation";
import type { ChatMessage } from "@rm/domain/conversation";
import { badRequest, forbidden } from "../../lib/http.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { type ConversationDeps, sendMessage } from "./messages.ts";
import { checkPhotos, encodePhotos, photoError, removePhotos, storePhotos } from "./photos.ts";
import { type Party, roomFor } from "./rooms.ts";

/**
 * A message with the customer's photos (the API's multipart route and the page's plain form): the text is
 * optional, each photo is checked by its bytes and re-encoded, and all of them are stored before the message
 * is; if anything is refused, nothing is stored (files written are removed again). The message counts against
 * the sender's limits (issue #29), and its photos' pixels against the sender's hourly budget, before any photo
 * is decoded.
 */
export async function sendWithPhotos(
  deps: ConversationDeps,
  storage: FileStorage,
  party: Party | null,
  roomId: string,
  input: { text: string; files: Buffer[]; ip?: string },
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
  await deps.limits.count({ userId: party.userId, roomId, ip: input.ip }, true);
  // issue #29 item 10: sized from their headers and paid for from the sender's hourly budget before decoding
  await deps.limits.chargePixels(party.userId, await checkPhotos(input.files));
  const stored = await storePhotos(storage, await encodePhotos(party.userId, input.files));
  try {
    return await sendMessage(deps, party, roomId, text, { photos: stored });
  } catch (err) {
    await removePhotos(storage, stored);
    throw err;
  }
}
