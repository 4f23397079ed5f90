// Issue #32: what the "New removal lead" email says of the list before the mover opens the lead page — the
// list's things and volume (the glance's row), how many of them in each room, the photos, and whether the list
// is a typical home's preset left as it started (or no list at all, when the guide uses that preset's volume).
import {
  INVENTORY_ROOMS,
  type InventoryCounts,
  inventoryItem,
  inventoryOf,
  inventoryPreset,
  presetHome,
} from "./inventory.ts";
import { CUBIC_METRES_PER_CUBIC_FOOT, VOLUME_PRESETS_CU_FT } from "./price-guide-presets.ts";

export const INVENTORY_MAIL_WORDS = {
  roomsRow: "By room",
  photosRow: "Photos",
  basisRow: "List",
  /** "Living room 6, Kitchen and dining 8, Bedrooms 9, Boxes 50, Big or special items 2" */
  rooms: (rooms: { room: string; count: number }[]) => rooms.map((r) => `${r.room} ${r.count}`).join(", "),
  photos: (n: number) =>
    n === 0 ? "none yet (any the customer adds are on the lead page)" : `${n} on the lead page`,
  preset: (home: string) => `based on a typical ${home} (the customer kept the preset list)`,
  noList: (home: string, cuFt: number, m3: number) =>
    `no list sent: based on a typical ${home}, about ${cuFt.toLocaleString("en-GB")} cu ft (${m3}\u00a0m³)`,
} as const;

/** How many things in each room of the list, in the catalogue's order (rooms without any left out). */
export function roomCounts(counts: InventoryCounts): { room: string; count: number }[] {
  const by = new Map<string, number>();
  for (const [key, n] of Object.entries(counts)) {
    const room = inventoryItem(key)?.room;
    if (room) by.set(room, (by.get(room) ?? 0) + n);
  }
  return INVENTORY_ROOMS.filter((r) => by.has(r.key)).map((r) => ({ room: r.label, count: by.get(r.key)! }));
}

/** True when the list is exactly the typical home's preset (nothing changed after it was started). */
export function isPresetList(counts: InventoryCounts, propertyType: string, bedrooms: string): boolean {
  const preset = inventoryPreset(propertyType, bedrooms);
  const keys = Object.keys(preset).filter((k) => preset[k]! > 0);
  return keys.length === Object.keys(counts).length && keys.every((k) => counts[k] === preset[k]);
}

/** A home the presets know: a flat or a house with 1–5+ bedrooms (not storage, not an office). */
function presetOf(propertyType: string, bedrooms: string): { home: string; cuFt: number } | null {
  const table = (
    propertyType === "Apartment"
      ? VOLUME_PRESETS_CU_FT.Apartment
      : propertyType === "House"
        ? VOLUME_PRESETS_CU_FT.House
        : null
  ) as Record<string, number> | null;
  const cuFt = table?.[bedrooms];
  return cuFt ? { home: presetHome(propertyType, bedrooms), cuFt } : null;
}

/**
 * The email's rows about the list, after the glance's "What is moving" row: rooms with their counts, a
 * preset left as it started, and the photos; with no list, what the guide assumes instead (a typical home).
 */
export function inventoryMailRows(c: {
  inventory: unknown;
  propertyType: string;
  bedrooms: string;
  photos: number;
}): { label: string; value: string }[] {
  const W = INVENTORY_MAIL_WORDS;
  const counts = inventoryOf(c.inventory);
  const preset = presetOf(c.propertyType, c.bedrooms);
  const rows: { label: string; value: string }[] = [];
  if (counts) {
    rows.push({ label: W.roomsRow, value: W.rooms(roomCounts(counts)) });
    if (preset && isPresetList(counts, c.propertyType, c.bedrooms))
      rows.push({ label: W.basisRow, value: W.preset(preset.home) });
  } else if (preset) {
    rows.push({
      label: W.basisRow,
      value: W.noList(preset.home, preset.cuFt, Math.round(preset.cuFt * CUBIC_METRES_PER_CUBIC_FOOT)),
    });
  }
  if (counts || c.photos > 0) rows.push({ label: W.photosRow, value: W.photos(c.photos) });
  return rows;
}
