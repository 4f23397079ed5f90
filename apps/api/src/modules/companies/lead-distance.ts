// Issue #18: how far apart the two ends of a move are, from the postcodes' coordinates (no routing service
// offline: a straight line, labelled as such, with a rough road estimate — @rm/domain/movers-day).
import { isAreaCode } from "@rm/domain/postcode";
import { type MoveDistance, type MoveEnd, moveDistance } from "@rm/domain/movers-day";
import type { DbOrTx } from "../../db/client.ts";
import type { leads } from "../../db/schema.ts";
import { locateAreaCode, locateOutcode, locatePostcode } from "../postcodes/index.ts";
import { details, str } from "../requests/index.ts";

/** A postcode's own point (exact), else its district's or area's centre; null when unknown. */
async function whereIs(db: DbOrTx, code: string | null | undefined): Promise<MoveEnd | null> {
  if (!code) return null;
  if (isAreaCode(code)) {
    const area = await locateAreaCode(db, code);
    return area ? { lat: area.lat, lon: area.lon, exact: false } : null;
  }
  const place = await locatePostcode(db, code);
  if (place) return { lat: place.lat, lon: place.lon, exact: place.precision === "postcode" };
  const district = await locateOutcode(db, code);
  return district ? { lat: district.lat, lon: district.lon, exact: false } : null;
}

/** The distance between where the move starts and ends; null abroad or when either end is unknown. */
export async function leadDistance(
  db: DbOrTx,
  lead: typeof leads.$inferSelect,
): Promise<MoveDistance | null> {
  const d = details(lead);
  if (str(d, "toCountry")) return null;
  const from = await whereIs(db, lead.fromPostcode || str(d, "fromAreaCode"));
  if (!from) return null;
  const to = await whereIs(db, lead.toPostcode ?? str(d, "toPostcode"));
  return moveDistance(from, to);
}
