// /locations (docs/product/routes.md §2 footer link, open page): every area we cover, with each borough's postcode districts.
import { AREAS_OVERVIEW_PATH } from "./areas/area-routes.ts";
import {
  boroughBySlug,
  boroughPath,
  boroughsInRegion,
  isLondonBorough,
  NEIGHBOURHOODS,
  REGIONS,
  regionAreasText,
} from "./areas/boroughs.ts";
import { BOROUGHS_COVERED, MAX_QUOTES } from "./claims.ts";
import { type ContentPage, type ContentSection, wizardPath } from "./types.ts";

const regionSection = (r: (typeof REGIONS)[number]): ContentSection => {
  const boroughs = boroughsInRegion(r.key);
  const named = boroughs.filter(isLondonBorough);
  const local = NEIGHBOURHOODS.filter((n) => n.region === r.key);
  return {
    id: r.slug,
    heading: r.name,
    paragraphs: [
      `${regionAreasText(r.key)}, from ${named[0].name} to ${named[named.length - 1].name}.`,
      ...local.map(
        (n) =>
          `${n.name} is a district in the borough of ${boroughBySlug(n.borough)!.name}, with its own page.`,
      ),
    ],
    links: [
      { label: `${r.name} removals`, href: r.path },
      ...boroughs.map((b) => ({ label: `${b.name} removals`, href: boroughPath(b) })),
      ...local.map((n) => ({
        label: `${n.name} removals (in ${boroughBySlug(n.borough)!.name})`,
        href: n.path,
      })),
    ],
  };
};

export const LOCATIONS_PAGE: ContentPage = {
  path: "/locations",
  title: "Locations – Every London Borough We Cover",
  description: `Removal quotes in all ${BOROUGHS_COVERED} London boroughs and the City of London. Find your borough, its postcode districts and local movers.`,
  h1: "Locations we cover",
  intro: [
    `Wherever you are moving in London, up to ${MAX_QUOTES} vetted, insured removal companies who work in your area can quote for it. Find your borough below for local moving tips, or go straight to your free quotes.`,
    `London has ${BOROUGHS_COVERED} boroughs plus the City of London, a local authority of its own, and we cover all of them.`,
  ],
  sections: [
    ...REGIONS.map(regionSection),
    {
      id: "postcode-districts",
      heading: "Boroughs and their postcode districts",
      tables: [
        {
          caption: `The ${BOROUGHS_COVERED} London boroughs and the City of London by region, with the postcode districts that lie mainly in each`,
          columns: ["Borough or City", "Region", "Postcode districts"],
          rows: REGIONS.flatMap((r) =>
            boroughsInRegion(r.key).map((b) => [b.name, r.name, b.districts.join(", ")]),
          ),
          notes: [
            "Some postcode districts cross borough boundaries; movers cover every address in the areas they choose.",
          ],
        },
      ],
    },
    {
      id: "overview",
      heading: "More about the areas we cover",
      paragraphs: [
        "Our areas page describes each part of London, the moves our partners do most often there, and what is coming next.",
      ],
      links: [{ label: "Areas we cover in London", href: AREAS_OVERVIEW_PATH }],
    },
  ],
  cta: { label: "Get your free quotes", href: wizardPath() },
};
