// PARTNERS OFFERS (docs/product/routes.md §2 `/partners`): deals for partner companies, read from partner_offers.
import { todayInLondon } from "@rm/domain/lead/dates";
import { formatLongDate } from "@rm/domain/quote";
import { and, asc, eq, gte, isNull, or } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { partnerOffers } from "../../db/schema.ts";

export interface PartnerOffer {
  id: number;
  title: string;
  partner: string;
  description: string;
  code: string | null;
  expiresOn: string | null;
  expiresLabel: string | null;
}

/** Offers still running (not ended by an admin, last day not passed), oldest first (the order added). */
export async function listOffers(db: DbOrTx): Promise<PartnerOffer[]> {
  const rows = await db
    .select()
    .from(partnerOffers)
    .where(
      and(
        isNull(partnerOffers.expiredAt),
        or(isNull(partnerOffers.expiresOn), gte(partnerOffers.expiresOn, todayInLondon())),
      ),
    )
    .orderBy(asc(partnerOffers.id));
  return rows.map((o) => ({
    id: o.id,
    title: o.title,
    partner: o.partner,
    description: o.description,
    code: o.code,
    expiresOn: o.expiresOn,
    expiresLabel: o.expiresOn ? formatLongDate(o.expiresOn) : null,
  }));
}

export const DEMO_OFFERS = [
  {
    title: "15% off packing materials",
    partner: "BoxHub London",
    description:
      "Double-wall boxes, tape, bubble wrap and wardrobe cartons delivered next working day anywhere in London. 15% off every order for partner movers.",
    code: "LRC-PACK15",
  },
  {
    title: "Van hire from £39 a day",
    partner: "CityVan Hire",
    description:
      "An extra Transit or Luton van for a busy weekend, collected from Park Royal, Tottenham or Croydon. No deposit for verified partners.",
    code: "LRC-VAN39",
  },
  {
    title: "Insurance renewal review",
    partner: "Removals Cover Direct",
    description:
      "A free review of your Goods in Transit and Public Liability cover before it renews, and 10% off the first year if you switch.",
    code: null,
  },
  {
    title: "Fuel card: 5p off a litre",
    partner: "FleetFuel",
    description:
      "Diesel at 5p a litre below the pump price at over 1,200 UK stations, with one monthly invoice and no card fees for the first year.",
    code: "LRC-FUEL5",
  },
];

/** Idempotent: adds each demo offer whose title is not there yet. */
export async function seedOffers(ctx: AppContext, log: (m: string) => void) {
  let added = 0;
  for (const offer of DEMO_OFFERS) {
    const [found] = await ctx.db
      .select({ id: partnerOffers.id })
      .from(partnerOffers)
      .where(eq(partnerOffers.title, offer.title))
      .limit(1);
    if (found) continue;
    await ctx.db.insert(partnerOffers).values(offer);
    added++;
  }
  if (added) log(`seed: ${added} partner offers`);
}
