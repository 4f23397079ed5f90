// Where a lead starts, for matching: latitude/longitude and borough of its postcode or storage area code.
import type { DbOrTx } from "../../db/client.ts";
import { locateAreaCode, locatePostcode } from "../postcodes/locate.ts";

export interface LeadLocation {
  lat: number | null;
  lon: number | null;
  boroughCode: string | null;
}

const NOWHERE: LeadLocation = { lat: null, lon: null, boroughCode: null };

/** The from-location of a validated lead: its postcode (D24) or, for storage, its area code (D13). */
export async function locateLeadStart(
  db: DbOrTx,
  lead: { fromPostcode?: string; fromAreaCode?: string },
): Promise<LeadLocation> {
  const found = lead.fromPostcode
    ? await locatePostcode(db, lead.fromPostcode)
    : lead.fromAreaCode
      ? await locateAreaCode(db, lead.fromAreaCode)
      : null;
  if (!found) return NOWHERE;
  return { lat: found.lat ?? null, lon: found.lon ?? null, boroughCode: found.boroughCode ?? null };
}
