// The home page copy (docs/product/rules.md §1 claims, docs/product/routes.md §2 tiles) and the service tile rules used wherever tiles show.
import { BOROUGHS_COVERED, FORM_SECONDS, MAX_QUOTES, SAVINGS_UP_TO_PERCENT } from "./claims.ts";
import type { ServiceTile } from "./services.ts";

export const HOME_PAGE = {
  path: "/",
  title: "Compare Removal Quotes in London – Free, No Obligation",
  description: `Describe your move once and get up to ${MAX_QUOTES} quotes from vetted, insured London removal companies. Free, no obligation, no commission, no hidden fees.`,
  eyebrow: `Covering all ${BOROUGHS_COVERED} London boroughs`,
  h1: "Compare removal quotes from trusted London movers",
  lead: `Tell us about your move in about ${FORM_SECONDS} seconds and up to ${MAX_QUOTES} vetted, insured removal companies will send you their best price. Compare them side by side and save up to ${SAVINGS_UP_TO_PERCENT} percent.`,
  stats: [
    { value: `Up to ${MAX_QUOTES}`, label: "quotes for every move" },
    { value: `${BOROUGHS_COVERED}`, label: "London boroughs, plus the City" },
    { value: `Up to ${SAVINGS_UP_TO_PERCENT}%`, label: "saved by comparing quotes" },
    { value: `About ${FORM_SECONDS}s`, label: "to describe your move" },
  ],
  heroImageAlt: "Illustration of a removal van outside a row of London terraced houses",
  postcodeLabel: "Where are you moving from?",
  postcodeHint: "Enter your postcode to start. It is free and there is no obligation to book.",
  postcodeSubmit: "Get free quotes",
  servicesHeading: "What are you moving?",
  servicesIntro: "Pick your kind of move and we will ask only what the movers need to price it.",
  howHeading: "How it works",
  whyHeading: "Why Londoners compare with us",
  areasHeading: "Removals across London",
  areasIntro: `Movers choose the areas they work in, so your request goes to companies that really cover your postcode, in all ${BOROUGHS_COVERED} boroughs and the City of London.`,
  faqHeading: "Questions people ask first",
  faqMore: "See all FAQs",
  closingHeading: "Ready when you are",
  closingText: `It takes about ${FORM_SECONDS} seconds, it costs nothing, and you are under no obligation to book.`,
  closingCta: "Get your free quotes",
} as const;

/** docs/product/routes.md §2 tile captions; docs/product/decisions.md D10: no caption on paths containing free-quotes. */
const TILE_CAPTION_HOME = "Get free quotes";
const TILE_CAPTION_ELSEWHERE = "Get your quotes";

export function tileCaption(path: string): string | null {
  if (path.includes("free-quotes")) return null;
  return path === "/" || path === "" ? TILE_CAPTION_HOME : TILE_CAPTION_ELSEWHERE;
}

/** docs/product/routes.md §2: the wizard with the tile's move type; the home page starts it at step 2. */
export function tileHref(tile: Pick<ServiceTile, "wizardHref">, path: string): string {
  return path === "/" || path === "" ? `${tile.wizardHref}&step=2` : tile.wizardHref;
}
