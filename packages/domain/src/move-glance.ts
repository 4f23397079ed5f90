// Issue #18/#28: the move at a glance, as a mover reads it before quoting — on the lead page's first screen and
// in the "New removal lead" email, with the same rows and words in both: where from and to (areas only,
// principle 1), property, floors and lift at both ends, services, date and time; issue #32: parking and the walk
// from the van to the door at both ends, and the parking suspension the customer must apply for.
import type { InventoryCounts } from "./inventory.ts";
import { INVENTORY_WORDS } from "./inventory-words.ts";
import { ACCESS_WORDS } from "./lead/access-words.ts";

export interface MoveGlance {
  /** "SE16, Southwark" */
  from: string;
  /** "E14, Tower Hamlets", "Spain (abroad)"; null when the customer gave none */
  to: string | null;
  /** "2-bedroom apartment" (from), "3-bedroom house" (to) */
  property: { from: string | null; to: string | null };
  /** "Floor 3, lift" / "Ground floor" at each end (null when not asked, e.g. storage) */
  access: { from: string | null; to: string | null };
  /** issue #32: where the van parks and how far it stops from the door, at each end (null where not asked) */
  parking: { from: string | null; to: string | null };
  carry: { from: string | null; to: string | null };
  /** issue #32: what the customer must apply for, one line per end that needs a parking suspension */
  suspension: string[];
  services: string[];
  dateLabel: string;
  timeLabel: string | null;
  /** the customer's own words, shown in full */
  notes: string | null;
  /** issue #32: the customer's list of what is moving (null: none, the guide uses the home's preset) */
  inventory: GlanceInventory | null;
}

export interface GlanceInventory {
  /** "48 things, about 560 cu ft (16 m³)" */
  summary: string;
  /** "Piano (upright), Artwork or a large mirror × 3"; null when none is ticked */
  special: string | null;
  /** the list by room, in the catalogue's order */
  rooms: { room: string; items: { label: string; count: number }[] }[];
  counts: InventoryCounts;
}

export const GLANCE_WORDS = {
  noDestination: "destination not given",
  noServices: "None asked for",
  date: "Date",
  time: "Time",
  property: "Property",
  access: "Floors and lift",
  services: "Services",
  special: "Big or special items",
} as const;

/** "A → B" when both ends are known, else the one known end marked "(from)" or "(to)". */
export const bothEnds = (from: string | null, to: string | null): string | null =>
  from && to ? `${from} → ${to}` : from ? `${from} (from)` : to ? `${to} (to)` : null;

/** "SE16, Southwark → E14, Tower Hamlets" */
export const glanceRoute = (g: Pick<MoveGlance, "from" | "to">): string =>
  `${g.from} → ${g.to ?? GLANCE_WORDS.noDestination}`;

/** The glance's labelled rows, in the order a mover decides; rows without a value are left out. */
export function glanceRows(g: MoveGlance): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    [GLANCE_WORDS.date, g.dateLabel],
    [GLANCE_WORDS.time, g.timeLabel],
    [GLANCE_WORDS.property, bothEnds(g.property.from, g.property.to)],
    [GLANCE_WORDS.access, bothEnds(g.access.from, g.access.to)],
    [ACCESS_WORDS.parkingRow, bothEnds(g.parking.from, g.parking.to)],
    [ACCESS_WORDS.carryRow, bothEnds(g.carry.from, g.carry.to)],
    [ACCESS_WORDS.suspensionRow, g.suspension.length ? g.suspension.join(" ") : null],
    [GLANCE_WORDS.services, g.services.length ? g.services.join(", ") : GLANCE_WORDS.noServices],
    [INVENTORY_WORDS.listRow, g.inventory?.summary ?? null],
    [GLANCE_WORDS.special, g.inventory?.special ?? null],
  ];
  return rows.filter((r): r is [string, string] => Boolean(r[1])).map(([label, value]) => ({ label, value }));
}
