// The rules, words and shapes of a conversation (issue #15) without zod: the customer's request page and the
// mover's pages show and check them and load no schema (docs/decisions/054-wizard-without-zod.md).
// conversation.ts re-exports them with the API's schemas; conversation.test.ts runs both checks on the same texts.
import { type MessageSide, PHOTO_MAX_BYTES, PHOTOS_PER_MESSAGE } from "./conversation-words.ts";
import { TEXT_MESSAGES, textProblem } from "./text-rules.ts";

export const MESSAGE_MAX = 2000;
export const REPORT_REASON_MAX = 500;
/** the history is read newest first, this many at a time ("Show earlier messages" reads the next page) */
export const MESSAGE_PAGE_SIZE = 50;
/** at most one "new message" email per conversation and recipient in this many minutes */
export const MESSAGE_EMAIL_EVERY_MINUTES = 30;

/** Photos (issue #15): each at most this big as the browser sends it, at most this many on one message */
export { PHOTO_MAX_BYTES, PHOTOS_PER_MESSAGE } from "./conversation-words.ts";
/** what the bytes of a photo may be (HEIC is recognised only to refuse it with PHOTO_HEIC, see docs/decisions/066-conversation-photos-and-unread-badges.md) */
export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** the HEIC/HEIF types the bytes may show */
export const PHOTO_HEIC_TYPES = [
  "image/heic",
  "image/heif",
  "image/heic-sequence",
  "image/heif-sequence",
] as const;
/**
 * The page's plain form (without JavaScript) is read in memory: its body may be at most a photo's size plus
 * the text and the form's own overhead; a bigger one is refused (413) before, or as soon as, it passes this.
 */
export const PLAIN_FORM_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;
/** the longest side of a stored photo and of its thumbnail, in pixels */
export const PHOTO_LONG_SIDE = 2048;
export const PHOTO_THUMB_SIDE = 320;
/**
 * The most pixels a photo may have (width × height, read from its header before it is decoded): a small file can
 * claim a huge canvas, and decoding costs by the pixel (issue #29 item 10). A phone photo has about 12 million.
 */
export const PHOTO_MAX_PIXELS = 40_000_000;

export const CONVERSATION_MESSAGES = {
  photoType: "Photos must be JPEG, PNG or WebP images",
  photoHeic:
    'We cannot read HEIC photos yet. On an iPhone, choose "Most Compatible" in Settings → Camera → Formats, or send the photo as JPEG.',
  photoTooLarge: `Each photo must be ${PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller`,
  tooManyPhotos: `You can attach up to ${PHOTOS_PER_MESSAGE} photos to one message`,
  photoRequired: "Choose a photo to send",
  formTooLarge: `The message and its photos can be up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB together. Send more photos in another message.`,
  photoUnreadable: "We could not read this photo. Please try another one.",
  photoTooManyPixels: `This photo is too big to open: it has more than ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Please send a smaller copy (a phone photo has about 12).`,
  photosCustomerOnly: "Only the customer can attach photos to a conversation",
  photoNotFound: "We couldn't find that photo",
  photosSent: "Photos sent",

  notFound: "We couldn't find that conversation",
  messageNotFound: "We couldn't find that message",
  textRequired: "Write a message first",
  textTooLong: `Please keep the message to ${MESSAGE_MAX.toLocaleString("en-GB")} characters or fewer`,
  reasonRequired: "Tell us what is wrong with this message",
  reasonTooLong: `Please keep the reason to ${REPORT_REASON_MAX} characters or fewer`,
  cursorInvalid: "That page of messages does not exist",
  companyRequired: "Choose the mover you want to message",
  ownMessage: "You cannot report your own message",
  requestClosed: "This request is closed, so the conversation takes no new messages",
  sent: "Message sent",
  read: "Marked as read",
  reported: "Thank you. Our team will look at this message.",
  alreadyReported: "You have already reported this message. Our team will look at it.",
  notReported: "Conversations are private: you can read one only when a message in it was reported",
  reportNotFound: "We couldn't find that report",
  reportDecided: "This report has already been decided",
  decisionRequired: "Choose a decision",
  decisionReasonRequired: "Give the reason for this decision (it is kept in the audit log)",
  messageKept: "Report closed: the message stays",
  messageRemoved: "Message removed: both sides now see that it was removed",
  /** issue #29: an address opening live sockets faster than LIVE_LIMITS.upgradesPerMinute (429) */
  liveTooMany: "Too many live connections from your network. Please wait a minute.",
} as const;

/** Issue #19: what an admin decides on a reported message. */
export const REPORT_DECISIONS = ["dismiss", "remove"] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];
export const REPORT_DECISION_LABELS: Record<ReportDecision, string> = {
  dismiss: "Keep the message",
  remove: "Remove the message",
};
/** a decided report, as the admin's page labels it */
export const REPORT_DECIDED_LABELS: Record<ReportDecision, string> = {
  dismiss: "Message kept",
  remove: "Message removed",
};
/** what both sides read in place of a message an admin removed */
export const REMOVED_MESSAGE_TEXT = "This message was removed by our moderators.";

const M = CONVERSATION_MESSAGES;

/** A message's text as the browser checks it before sending: the first message messageInputSchema gives, or null. */
export function messageTextProblem(text: string): string | null {
  if (text.length > MESSAGE_MAX * 2) return M.textTooLong;
  const t = text.trim();
  if (t.length < 1) return M.textRequired;
  if (t.length > MESSAGE_MAX) return M.textTooLong;
  const problem = textProblem(t, { multiLine: true });
  return problem ? TEXT_MESSAGES[problem] : null;
}

/** A report's reason as the browser checks it: the first message reportInputSchema gives, or null. */
export function reportReasonProblem(reason: string): string | null {
  const t = reason.trim();
  if (t.length < 1) return M.reasonRequired;
  if (t.length > REPORT_REASON_MAX) return M.reasonTooLong;
  const problem = textProblem(t, { multiLine: true });
  return problem ? TEXT_MESSAGES[problem] : null;
}

/** Who wrote a message, as the room records it. */
export type { MessageSide } from "./conversation-words.ts";

/** One message as a party of the conversation reads it. */
export interface ChatMessage {
  id: number;
  roomId: string;
  from: MessageSide;
  /** true when the reader wrote it */
  mine: boolean;
  /** the text as the reader may see it (contact details masked until the customer books) */
  text: string;
  /** something was hidden: the writer sees CONTACT_MASKED_NOTE under their own message */
  masked: boolean;
  sentAt: string;
  /** when the other side read it (the read receipt), null while unread */
  readAt: string | null;
  /** the customer's photos on this message (read through photoPath), oldest first */
  photos: ChatPhoto[];
}

/** A photo on a message: its size, and the addresses of its thumbnail and full image (parties only). */
export interface ChatPhoto {
  id: string;
  width: number;
  height: number;
}

/** where an admin reads a photo of a reported conversation (each read audited) */
export const adminPhotoPath = (id: string, size: "full" | "thumb") =>
  `/api/admin/conversations/photos/${id}${size === "thumb" ? "?size=thumb" : ""}`;

/** where a party reads a photo (the API checks they are a party of its conversation) */
export const photoPath = (id: string, size: "full" | "thumb") =>
  `/api/conversations/photos/${id}${size === "thumb" ? "?size=thumb" : ""}`;

/** One conversation in the reader's list (the spec's chat state `rooms`). */
export interface ChatRoom {
  id: string;
  leadId: string;
  companyId: string;
  /** the other side's name as the reader sees it: the mover's company name, or the customer's first name */
  withName: string;
  /** "SE16 → N17" and the move date, so both sides know which move it is about */
  moveLabel: string;
  /** contact details pass once the customer has booked this mover */
  booked: boolean;
  unread: number;
  lastMessageAt: string | null;
  /** where the conversation is read on the site */
  path: string;
}

/** One conversation as a page first shows it; `roomId` is null until the first message opens it. */
export interface ChatView {
  side: MessageSide;
  leadId: string;
  companyId: string;
  roomId: string | null;
  withName: string;
  moveLabel: string;
  booked: boolean;
  /** the request was closed or cancelled: read only */
  closed: boolean;
  messages: ChatMessage[];
  hasEarlier: boolean;
}

/** The unread counts for the header badge, each request (customer) and each lead (mover). */
export interface UnreadCounts {
  total: number;
  byRequest: Record<string, number>;
  /** issue #28: where the conversation with the newest unread message opens (the badge's link); null: none */
  latest: string | null;
}

/**
 * What the live connection sends: a message was stored in a room — with the message as this reader may read
 * it (masked until the customer books), so the page needs no second read; a page catches up by id only after
 * reconnecting — or a side read the room up to a message.
 */
export type LiveEvent =
  | { type: "message"; roomId: string; id: number; from: MessageSide; message?: ChatMessage }
  | { type: "read"; roomId: string; upTo: number; readAt: string; by: MessageSide };

/** The chat state the pages read (the spec's `rooms` and `roomId`). */
export interface ChatState {
  rooms: ChatRoom[];
  roomId: string | null;
}

// the header badge and the panel read these without the schemas above (conversation-words.ts: no zod)
export { CHAT_WORDS, CUSTOMER_UNNAMED, customerNameForMover, unreadLabel } from "./conversation-words.ts";
