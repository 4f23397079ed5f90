// Where a lead starts, for matching: latitude/longitude and borough of its postcode or storage area code.
// Looked up before the intake transaction, through the per-database location cache (reference data).
import type { DbOrTx } from "../../db/client.ts";
import { cachedLocation, locateAreaCode, locatePostcode } from "../postcodes/index.ts";

export interface LeadLocation {
  lat: number | null;
  lon: number | null;
  boroughCode: string | null;
}

const NOWHERE: LeadLocation = { lat: null, lon: null, boroughCode: null };

async function lookUp(db: DbOrTx, lead: { fromPostcode?: string; fromAreaCode?: string }) {
  const found = lead.fromPostcode
    ? await locatePostcode(db, lead.fromPostcode)
    : lead.fromAreaCode
      ? await locateAreaCode(db, lead.fromAreaCode)
      : null;
  if (!found) return NOWHERE;
  return { lat: found.lat ?? null, lon: found.lon ?? null, boroughCode: found.boroughCode ?? null };
}

/**
 * The from-location of a validated lead: its postcode (docs/product/decisions.md D24) or, for storage, its area code (D13). `db` is
 * the database itself, not a transaction (the cache belongs to it).
 */
export async function locateLeadStart(
  db: DbOrTx,
  lead: { fromPostcode?: string; fromAreaCode?: string },
): Promise<LeadLocation> {
  const key = lead.fromPostcode
    ? `p:${lead.fromPostcode.replace(/\s+/g, "").toUpperCase()}`
    : lead.fromAreaCode
      ? `a:${lead.fromAreaCode.trim().toUpperCase()}`
      : null;
  if (key === null) return NOWHERE;
  return cachedLocation(db, key, () => lookUp(db, lead));
}
