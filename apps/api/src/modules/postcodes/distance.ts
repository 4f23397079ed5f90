// Issue #18/#32: how far apart two places are, from the postcode tables' points (no routing service offline: a
// straight line, labelled as such, with a rough road estimate — @rm/domain/movers-day). The lead page, the
// price guide of a stored request and the wizard's guide (GET /api/postcodes/distance) all measure it here.
import { isAreaCode } from "@rm/domain/postcode";
import { type MoveDistance, type MoveEnd, moveDistance } from "@rm/domain/movers-day";
import type { DbOrTx } from "../../db/client.ts";
import { locateAreaCode, locateOutcode, locatePostcode } from "./locate.ts";

/** A postcode's own point (exact), else its district's or area's centre; null when unknown. */
export async function whereIs(db: DbOrTx, code: string | null | undefined): Promise<MoveEnd | null> {
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

/** The distance between two postcodes (or districts, or area codes); null when either is unknown. */
export async function distanceBetween(
  db: DbOrTx,
  from: string | null | undefined,
  to: string | null | undefined,
): Promise<MoveDistance | null> {
  const start = await whereIs(db, from);
  if (!start) return null;
  return moveDistance(start, await whereIs(db, to));
}
