// Issue #18: how far apart the two ends of a stored move are (postcodes/distance.ts measures it).
// Issue #32: the price guide of a stored request (@rm/domain/price-guide), from its details as they stand and
// that distance, so the customer's pages and the mover's show the same figure.
import type { MoveDistance } from "@rm/domain/movers-day";
import { guideInputOf, type PriceGuide, priceGuide } from "@rm/domain/price-guide";
import { isInternationalMove, isStorageMove } from "@rm/domain/lead/options";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leads } from "../../db/schema.ts";
import { isUuid } from "@rm/domain/ids";
import { distanceBetween } from "../postcodes/index.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";
import { details, str } from "./move-summary.ts";

type LeadRow = typeof leads.$inferSelect;

/** The distance between where the move starts and ends; null abroad or when either end is unknown. */
export async function leadDistance(
  db: DbOrTx,
  lead: Pick<LeadRow, "details" | "fromPostcode" | "toPostcode">,
): Promise<MoveDistance | null> {
  const d = details(lead);
  if (str(d, "toCountry")) return null;
  return distanceBetween(
    db,
    lead.fromPostcode || str(d, "fromAreaCode"),
    lead.toPostcode ?? str(d, "toPostcode"),
  );
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
