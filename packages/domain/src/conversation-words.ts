// The words of the conversation panel, the Message buttons and the header badge, without zod: the header is
// on every page, and pages that validate nothing (the quote wizard) load no zod (docs/decisions/054-wizard-without-zod.md).
// conversation.ts re-exports them with the conversation's rules.

/** Which side of a conversation a message is from. */
export type MessageSide = "client" | "company";

/**
 * Principle 1 (docs/product/rules.md): a mover sees no name of the customer until the customer books it — the
 * conversation, its emails and alerts say "the customer"; once booked, the customer's first name.
 */
export const CUSTOMER_UNNAMED = "the customer";
export const customerNameForMover = (firstName: string | null | undefined, booked: boolean): string =>
  booked && firstName?.trim() ? firstName.trim() : CUSTOMER_UNNAMED;

/** "3 unread messages" as a screen reader hears the badge. */
export const unreadLabel = (n: number): string =>
  n === 0 ? "No unread messages" : `${n.toLocaleString("en-GB")} unread ${n === 1 ? "message" : "messages"}`;

/** Photos (issue #15): each at most this big as the browser sends it, at most this many on one message */
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTOS_PER_MESSAGE = 6;

/** The words of the conversation panel, the Message buttons and the header badge. */
export const CHAT_WORDS = {
  message: "Message",
  messages: "Messages",
  heading: (withName: string) => `Messages with ${withName}`,
  yourMessage: "Your message",
  send: "Send",
  sending: "Sending…",
  keys: "Enter sends. Shift+Enter starts a new line.",
  earlier: "Show earlier messages",
  loadingEarlier: "Loading earlier messages…",
  close: "Close",
  you: "You",
  sent: "Sent",
  read: "Read",
  report: "Report",
  addPhotos: "Add photos",
  photosHint: `Photos of big items, stairs or access help movers quote. JPEG, PNG or WebP, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB each, ${PHOTOS_PER_MESSAGE} at a time.`,
  /** the same, where the page runs without JavaScript: the plain form sends one body of at most one photo's size */
  photosHintPlain: `Photos of big items, stairs or access help movers quote. JPEG, PNG or WebP: one photo of up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB per message.`,
  photoAlt: (withName: string, n: number) => `Photo ${n} from ${withName}`,
  photoAltMine: (n: number) => `Your photo ${n}`,
  openPhoto: "Open full size",
  photosOnly: "(sent photos)",
  closePhoto: "Close photo",
  chosenPhotos: (n: number) => (n === 1 ? "1 photo chosen" : `${n} photos chosen`),
  reportReason: "What is wrong with this message?",
  sendReport: "Send report",
  cancel: "Cancel",
  newFrom: (withName: string) => `New message from ${withName}`,
  offline: "Live updates are paused. New messages appear when the connection is back, or reload the page.",
  readMessages: "Read messages",
  moversHeading: "Ask a mover a question",
  moversIntro:
    "Message any mover matched to your request about access, parking or big items. Your phone number and email stay private until you book.",
  empty: (side: MessageSide, withName: string) =>
    side === "client"
      ? `Ask ${withName} anything about your move: access, parking, stairs, big or fragile items.`
      : `Ask ${withName} about the move before you quote, or after: access, parking, anything unusual.`,
  privacy: (side: MessageSide, booked: boolean) =>
    booked
      ? side === "client"
        ? "You booked this mover, so contact details in messages are shown."
        : "The customer booked you, so contact details in messages are shown."
      : side === "client"
        ? "Phone numbers, emails and links are hidden until you book this mover."
        : "Phone numbers, emails and links are hidden until the customer books you.",
} as const;
