// The inventory's words on pages (issue #34): apart from ./inventory.ts, so a page that only says "Based on your
// list" (the customer's comparison, the mover's lead) does not download the catalogue and its checks.
import { PHOTO_MAX_BYTES } from "./conversation-words.ts";

export const INVENTORY_WORDS = {
  heading: "What you are moving (optional)",
  summary: "Add what you are moving for a closer price guide (about a minute)",
  skip: "You can skip this: the guide then uses a typical home of your size.",
  startFrom: (home: string) => `Start from a typical ${home}`,
  restart: (home: string) => `Start again from a typical ${home}`,
  specialHint: "Tick anything big or awkward: the movers bring the right kit and people.",
  listRow: "What is moving",
  basedOnList: "Based on your list",
  basedOnListLabel: "This price is based on the customer's list",
  none: "No list: the guide uses a typical home of this size",
} as const;

/** Issue #32: photos of big or awkward items on a request (the chat photos' checks: ./conversation.ts). */
export const LEAD_PHOTOS_MAX = 6;
export const LEAD_PHOTO_WORDS = {
  heading: "Photos of big or awkward items (optional)",
  hint: `A piano, a big wardrobe, a tight staircase: photos help movers quote. JPEG, PNG or WebP, up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB each, ${LEAD_PHOTOS_MAX} at most.`,
  add: "Add photos",
  remove: (name: string) => `Remove ${name}`,
  moverHeading: "The customer's photos",
  alt: (n: number) => `Customer's photo ${n}`,
} as const;
