// The glance's list (issue #32), as the API builds it: apart from ./move-glance.ts, whose rows and words the
// mover's lead page reads, so the page does not download the inventory's catalogue and checks (issue #34).
import { inventoryOf, inventoryRows, inventorySummary, specialItemsLine } from "./inventory.ts";
import type { GlanceInventory } from "./move-glance.ts";

/** The glance's part for a stored or typed list (null when there is none). */
export function glanceInventory(raw: unknown): GlanceInventory | null {
  const counts = inventoryOf(raw);
  if (!counts) return null;
  return {
    summary: inventorySummary(counts),
    special: specialItemsLine(counts),
    rooms: inventoryRows(counts),
    counts,
  };
}
