// Issue #32: how the price guide (./price-guide.ts) reads, wherever it is shown — the wizard, the customer's
// request and comparison pages, the mover's lead page and quote form — and where a quote sits against it.
import { formatPounds } from "./money.ts";
import type { MoveGuide, PriceGuide, StorageGuide } from "./price-guide.ts";

export const PRICE_GUIDE_WORDS = {
  heading: "Price guide",
  moveLead: "A move like this usually costs",
  storageLead: "Storage like this usually costs",
  /** beside the range on every page: what the figure is, and is not */
  note: "A guide from the rates movers publish, not a quote: your movers' quotes are what you pay.",
  moverNote:
    "The guide the customer sees, worked out from their answers and the rates published on this site.",
  abroad:
    "We give no price guide for moves abroad: the price depends on the country, shipping and customs, so compare the movers' quotes.",
  distanceAssumed: (miles: number) => `assuming about ${miles} miles by road`,
  within: "within the guide",
  /** the quote form, as the mover types: "Your price: £120 below the guide" */
  yourPrice: (position: string) => `Your price: ${position}`,
  below: (pence: number) => `${formatPounds(pence)} below the guide`,
  above: (pence: number) => `${formatPounds(pence)} above the guide`,
  discount: (months: number) => `most stores give a discount from ${months} months`,
} as const;

const VAN_WORDS = { transit: "transit van", luton: "Luton van" } as const;
const EXTRA_WORDS = {
  packing: "packing",
  materials: "packing materials",
  dismantling: "dismantling",
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const hoursWords = (h: number) => (Number.isInteger(h) ? plural(h, "hour") : `${h} hours`).replace(".5", "½");

/** "2-bed flat", "4-bed house", "storage unit of 75–100 sq ft" */
function homeWords(g: MoveGuide): string {
  if (g.propertyType === "Storage") return `storage unit of ${g.storageSize.replace("-", "–")} sq ft`;
  return `${g.bedrooms}-bed ${g.propertyType === "Apartment" ? "flat" : "house"}`;
}

/** The explanation's parts: "2-bed flat", "about 550 cu ft (16 m³)", "Luton van", "3 movers", "about 4 hours". */
export function guideParts(g: MoveGuide | StorageGuide, discountFromMonths = 3): string[] {
  if (g.kind === "storage")
    return [`${g.storageSize.replace("-", "–")} sq ft`, PRICE_GUIDE_WORDS.discount(discountFromMonths)];
  const parts = [
    homeWords(g),
    `about ${g.volumeCuFt.toLocaleString("en-GB")} cu ft (${g.volumeM3}\u00a0m³)${g.fromList ? " from the list" : ""}`,
    g.loads > 1 ? `${VAN_WORDS[g.van]}, ${g.loads} loads` : VAN_WORDS[g.van],
    `${plural(g.movers, "mover")}${g.moversAsked ? " (as asked)" : ""}`,
    `about ${hoursWords(g.hours)}`,
  ];
  if (g.distanceAssumed) parts.push(PRICE_GUIDE_WORDS.distanceAssumed(g.roadMiles));
  if (g.extras.length) parts.push(`with ${g.extras.map((e) => EXTRA_WORDS[e]).join(" and ")}`);
  return parts;
}

/** "£480–£630", "£37–£80 a week", "from £100 a week" */
export function guideRange(g: MoveGuide | StorageGuide): string {
  const range = `${formatPounds(g.low)}–${formatPounds(g.high)}`;
  if (g.kind === "move") return range;
  return g.openEnded ? `from ${formatPounds(g.low)} a week` : `${range} a week`;
}

/** "A move like this usually costs" / "Storage like this usually costs" */
export const guideLead = (g: MoveGuide | StorageGuide): string =>
  g.kind === "storage" ? PRICE_GUIDE_WORDS.storageLead : PRICE_GUIDE_WORDS.moveLead;

/** The one sentence: "A move like this usually costs £480–£630 (2-bed flat, about 550 cu ft (16 m³), …)". */
export function guideSentence(g: PriceGuide): string {
  if (g.kind === "none") return PRICE_GUIDE_WORDS.abroad;
  return `${guideLead(g)} ${guideRange(g)} (${guideParts(g).join(", ")})`;
}

/**
 * Where a quote's price (pence) sits against the guide: "£120 below the guide", "within the guide", "£80 above
 * the guide"; null when there is no guide to compare with (abroad) or it is a weekly storage price.
 */
export function guidePosition(pricePence: number | null, g: PriceGuide | null): string | null {
  if (pricePence === null || !g || g.kind !== "move") return null;
  if (pricePence < g.low) return PRICE_GUIDE_WORDS.below(g.low - pricePence);
  if (pricePence > g.high) return PRICE_GUIDE_WORDS.above(pricePence - g.high);
  return PRICE_GUIDE_WORDS.within;
}
