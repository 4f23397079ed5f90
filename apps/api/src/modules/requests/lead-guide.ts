// Issue #18: how far apart the two ends of a move are, from the postcodes' coordinates (no routing service
// offline: a straight line, labelled as such, with a rough road estimate — @rm/domain/movers-day).
// Issue #32: the price guide of a stored request (@rm/domain/price-guide), from its details as they stand and
// that distance, so the customer's pages and the mover's show the same figure.
import { isAreaCode } from "@rm/domain/postcode";
import { type MoveDistance, type MoveEnd, moveDistance } from "@rm/domain/movers-day";
import { guideInputOf, type PriceGuide, priceGuide } from "@rm/domain/price-guide";
import { isInternationalMove, isStorageMove } from "@rm/domain/lead/options";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { isUuid } from "@rm/domain/ids";
import { locateAreaCode, locateOutcode, locatePostcode } from "../postcodes/index.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";
import { details, str } from "./move-summary.ts";

type LeadRow = typeof leads.$inferSelect;

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
  lead: Pick<LeadRow, "details" | "fromPostcode" | "toPostcode">,
): Promise<MoveDistance | null> {
  const d = details(lead);
  if (str(d, "toCountry")) return null;
  const from = await whereIs(db, lead.fromPostcode || str(d, "fromAreaCode"));
  if (!from) return null;
  const to = await whereIs(db, lead.toPostcode ?? str(d, "toPostcode"));
  return moveDistance(from, to);
}

/**
 * The request's price guide: its answers as stored, and the straight-line miles between its postcodes (a
 * typical London move when one end is unknown). A known distance may be passed in to save the look-up.
 */
export async function leadPriceGuide(
  db: DbOrTx,
  lead: Pick<LeadRow, "details" | "fromPostcode" | "toPostcode" | "typeOfMove">,
  known?: MoveDistance | null,
): Promise<PriceGuide> {
  const d = { ...details(lead), typeOfMove: lead.typeOfMove };
  const needsMiles = !isStorageMove(lead.typeOfMove) && !isInternationalMove(lead.typeOfMove);
  const distance = !needsMiles ? null : known !== undefined ? known : await leadDistance(db, lead);
  return priceGuide(guideInputOf(d, distance?.miles ?? null));
}

/** The guide of one of the caller's requests (the results modal's); null when it is not theirs (or unknown). */
export async function priceGuideFor(
  db: DbOrTx,
  caller: ClientCaller,
  leadId: string,
): Promise<PriceGuide | null> {
  if (!isUuid(leadId)) return null;
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), ownLeads(caller)))
    .limit(1);
  return lead ? leadPriceGuide(db, lead) : null;
}
