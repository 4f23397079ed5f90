// Issue #32 "What you are moving": an optional list of what is moving, started from a preset for the home
// (a typical 2-bed flat's rooms and items), adjusted room by room, with the big or special items ticked. Its
// volume replaces the property preset's in the price guide (./price-guide.ts), and every matched mover sees the
// same list. The catalogue, the presets, the limits and the messages are written once here for the wizard, the
// API, the mover's lead page and the email. docs/product/inventory.md explains the figures.
import { LEAD_PHOTOS_MAX } from "./inventory-words.ts";
import { VOLUME_PRESETS_CU_FT } from "./price-guide-presets.ts";

export type RoomKey = "living" | "kitchen" | "bedrooms" | "office" | "outside" | "boxes" | "special";

export const INVENTORY_ROOMS: readonly { key: RoomKey; label: string }[] = [
  { key: "living", label: "Living room" },
  { key: "kitchen", label: "Kitchen and dining" },
  { key: "bedrooms", label: "Bedrooms" },
  { key: "office", label: "Office" },
  { key: "outside", label: "Garden, shed and storage" },
  { key: "boxes", label: "Boxes" },
  { key: "special", label: "Big or special items" },
];

export interface InventoryItem {
  key: string;
  label: string;
  room: RoomKey;
  /** cubic feet, one of them (typical removal-industry figures, our estimates) */
  cuFt: number;
}

const item = (room: RoomKey, key: string, label: string, cuFt: number): InventoryItem => ({
  key,
  label,
  room,
  cuFt,
});

/** Every item the list may hold, in the order shown; a key not here is refused. */
export const INVENTORY_ITEMS: readonly InventoryItem[] = [
  item("living", "sofa-3", "Sofa (3-seater)", 50),
  item("living", "sofa-2", "Sofa (2-seater)", 35),
  item("living", "armchair", "Armchair", 15),
  item("living", "coffee-table", "Coffee table", 5),
  item("living", "tv", "Television", 5),
  item("living", "tv-unit", "TV unit", 10),
  item("living", "bookcase", "Bookcase", 20),
  item("living", "sideboard", "Sideboard", 20),
  item("living", "lamp", "Floor lamp", 2),
  item("living", "rug", "Rug (rolled)", 1),
  item("kitchen", "fridge-freezer", "Fridge-freezer", 30),
  item("kitchen", "washing-machine", "Washing machine", 15),
  item("kitchen", "dishwasher", "Dishwasher", 12),
  item("kitchen", "microwave", "Microwave", 3),
  item("kitchen", "dining-table", "Dining table", 20),
  item("kitchen", "dining-chair", "Dining chair", 5),
  item("bedrooms", "double-bed", "Double bed and mattress", 50),
  item("bedrooms", "single-bed", "Single bed and mattress", 30),
  item("bedrooms", "wardrobe", "Wardrobe", 40),
  item("bedrooms", "chest-of-drawers", "Chest of drawers", 15),
  item("bedrooms", "bedside-table", "Bedside table", 4),
  item("bedrooms", "dressing-table", "Dressing table", 10),
  item("office", "desk", "Desk", 15),
  item("office", "office-chair", "Office chair", 5),
  item("office", "filing-cabinet", "Filing cabinet", 10),
  item("outside", "bicycle", "Bicycle", 6),
  item("outside", "garden-table", "Garden table", 10),
  item("outside", "garden-chair", "Garden chair", 3),
  item("outside", "lawnmower", "Lawnmower", 8),
  item("boxes", "box", "Boxes (medium, about 3 cu ft)", 3),
  item("boxes", "suitcase", "Suitcase", 4),
  item("special", "piano", "Piano (upright)", 60),
  item("special", "american-fridge", "American fridge-freezer", 50),
  item("special", "wardrobe-dismantle", "Wardrobe that needs dismantling", 40),
  item("special", "gym-equipment", "Gym equipment (treadmill, bike, weights)", 30),
  item("special", "artwork", "Artwork or a large mirror", 3),
  item("special", "safe", "Safe", 10),
];

const BY_KEY = new Map(INVENTORY_ITEMS.map((i) => [i.key, i]));
export const inventoryItem = (key: string): InventoryItem | undefined => BY_KEY.get(key);

export const INVENTORY_LIMITS = {
  /** one item's count: 0 to this */
  maxCount: 500,
  /**
   * the whole list: a 5-bed house with a full loft holds about 150 pieces of furniture and 250 boxes, so
   * 1,000 things is past any home; more is a typing slip (or a bot), and a survey visit is the better way
   */
  maxItems: 1000,
} as const;

export const INVENTORY_MESSAGES = {
  notAList: "The list of what you are moving could not be read",
  unknownItem: "One of the items on your list is not one we know: choose from the list",
  countInvalid: `Each count must be a whole number from 0 to ${INVENTORY_LIMITS.maxCount}`,
  noListToQuote: "This request has no list of what is moving: your price cannot be based on it",
  tooMany: `That is more than ${INVENTORY_LIMITS.maxItems.toLocaleString("en-GB")} things: check the counts, or say in the notes what else is moving`,
} as const;

// the page words live in ./inventory-words.ts, which pages read without the catalogue and its checks
export { INVENTORY_WORDS, LEAD_PHOTO_WORDS, LEAD_PHOTOS_MAX } from "./inventory-words.ts";

/** Issue #32: photos of big or awkward items on a request (the chat photos' checks: ./conversation.ts). */
export const LEAD_PHOTO_MESSAGES = {
  tooMany: `A request can have up to ${LEAD_PHOTOS_MAX} photos`,
  added: (n: number) =>
    n === 1 ? "Your photo was added to your request" : `Your ${n} photos were added to your request`,
  notFound: "Photo not found",
  requestNotFound: "Request not found",
  notAdded:
    "Your request was sent, but its photos could not be added: you can send them to your movers in a message.",
} as const;

/** A list: item key → how many (0 counts are left out). */
export type InventoryCounts = Record<string, number>;

/**
 * Checks a list as it comes from outside (the API): a record of known item keys to whole counts from 0 to
 * maxCount, at most maxItems in all. Returns the list without its zeros, or the message to show.
 */
export function checkInventory(
  raw: unknown,
): { ok: true; counts: InventoryCounts } | { ok: false; message: string } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, message: INVENTORY_MESSAGES.notAList };
  const counts: InventoryCounts = {};
  let total = 0;
  for (const [key, n] of Object.entries(raw)) {
    if (!BY_KEY.has(key)) return { ok: false, message: INVENTORY_MESSAGES.unknownItem };
    if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > INVENTORY_LIMITS.maxCount)
      return { ok: false, message: INVENTORY_MESSAGES.countInvalid };
    total += n;
    if (n > 0) counts[key] = n;
  }
  if (total > INVENTORY_LIMITS.maxItems) return { ok: false, message: INVENTORY_MESSAGES.tooMany };
  return { ok: true, counts };
}

/** A stored or typed list, read leniently (unknown keys and bad counts ignored); null when it holds nothing. */
export function inventoryOf(raw: unknown): InventoryCounts | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return null;
  const out: InventoryCounts = {};
  for (const [key, n] of Object.entries(raw))
    if (BY_KEY.has(key) && typeof n === "number" && Number.isInteger(n) && n > 0)
      out[key] = Math.min(n, INVENTORY_LIMITS.maxCount);
  return Object.keys(out).length ? out : null;
}

/** The list's volume in cubic feet. */
export function inventoryVolumeCuFt(counts: InventoryCounts): number {
  let cuFt = 0;
  for (const [key, n] of Object.entries(counts)) cuFt += (BY_KEY.get(key)?.cuFt ?? 0) * n;
  return cuFt;
}

export const inventoryTotal = (counts: InventoryCounts): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);

/** What each home's preset holds beyond its bedrooms (the rooms every home has). */
const BASE_ROOMS: InventoryCounts = {
  "sofa-3": 1,
  armchair: 1,
  "coffee-table": 1,
  tv: 1,
  "tv-unit": 1,
  bookcase: 1,
  "fridge-freezer": 1,
  "washing-machine": 1,
  microwave: 1,
  "dining-table": 1,
  "dining-chair": 4,
};
const MAIN_BEDROOM: InventoryCounts = {
  "double-bed": 1,
  wardrobe: 1,
  "chest-of-drawers": 1,
  "bedside-table": 2,
};
const OTHER_BEDROOM: InventoryCounts = { "double-bed": 1, wardrobe: 1, "bedside-table": 1 };
const HOUSE_EXTRAS: InventoryCounts = {
  "sofa-2": 1,
  dishwasher: 1,
  desk: 1,
  "office-chair": 1,
  bicycle: 1,
  "garden-table": 1,
  "garden-chair": 4,
  lawnmower: 1,
};
const BEDROOM_COUNT: Record<string, number> = { "1": 1, "2": 2, "3": 3, "4": 4, "5+": 5 };

const add = (into: InventoryCounts, more: InventoryCounts) => {
  for (const [k, n] of Object.entries(more)) into[k] = (into[k] ?? 0) + n;
};

/** "2-bed flat", "3-bed house": the home a preset is for. */
export function presetHome(propertyType: string, bedrooms: string): string {
  const beds = bedrooms in BEDROOM_COUNT ? bedrooms : "1";
  return `${beds}-bed ${propertyType === "Apartment" ? "flat" : "house"}`;
}

/**
 * A typical home's list: the rooms every home has, each bedroom's furniture (a house adds a second sofa, a
 * dishwasher, a desk and the garden), and boxes (and a lamp or a rug) to come to exactly the guide's volume
 * for that home (VOLUME_PRESETS_CU_FT), so a list left as it starts prices like no list.
 */
export function inventoryPreset(propertyType: string, bedrooms: string): InventoryCounts {
  const flat = propertyType === "Apartment";
  const beds = BEDROOM_COUNT[bedrooms] ?? 1;
  const counts: InventoryCounts = {};
  add(counts, BASE_ROOMS);
  add(counts, MAIN_BEDROOM);
  for (let i = 1; i < beds; i++) add(counts, OTHER_BEDROOM);
  if (!flat) add(counts, HOUSE_EXTRAS);
  const table = (flat ? VOLUME_PRESETS_CU_FT.Apartment : VOLUME_PRESETS_CU_FT.House) as Record<
    string,
    number
  >;
  const target = table[bedrooms] ?? table["1"]!;
  const boxCuFt = BY_KEY.get("box")!.cuFt;
  counts.box = Math.max(0, Math.floor((target - inventoryVolumeCuFt(counts)) / boxCuFt));
  // the last cubic feet: a lamp (2) or a rug (1), so the list comes to the home's volume exactly
  const left = target - inventoryVolumeCuFt(counts);
  if (left === 2) counts.lamp = 1;
  if (left === 1) counts.rug = 1;
  return counts;
}

/** The list in the catalogue's order, grouped by room: for the lead page and the email. */
export function inventoryRows(
  counts: InventoryCounts,
): { room: string; items: { label: string; count: number }[] }[] {
  return INVENTORY_ROOMS.flatMap((room) => {
    const items = INVENTORY_ITEMS.filter((i) => i.room === room.key && (counts[i.key] ?? 0) > 0).map((i) => ({
      label: i.label,
      count: counts[i.key]!,
    }));
    return items.length ? [{ room: room.label, items }] : [];
  });
}

/**
 * The big or special items on a list: "Piano (upright), Artwork or a large mirror × 3" (no-break spaces
 * around "×", so a phone never puts the count on a line of its own).
 */
export function specialItemsLine(counts: InventoryCounts): string | null {
  const special = INVENTORY_ITEMS.filter((i) => i.room === "special" && (counts[i.key] ?? 0) > 0);
  if (!special.length) return null;
  return special
    .map((i) => (counts[i.key]! > 1 ? `${i.label}\u00a0×\u00a0${counts[i.key]}` : i.label))
    .join(", ");
}

/** "48 things, about 560 cu ft (16 m³)" — the list's summary line. */
export function inventorySummary(counts: InventoryCounts): string {
  const cuFt = inventoryVolumeCuFt(counts);
  const m3 = Math.round(cuFt * 0.0283168);
  const n = inventoryTotal(counts);
  return `${n.toLocaleString("en-GB")} ${n === 1 ? "thing" : "things"}, about ${cuFt.toLocaleString("en-GB")} cu ft (${m3}\u00a0m³)`;
}
