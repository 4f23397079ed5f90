// /locations (spec §2 footer link, open page): every area we cover, with each borough's postcode districts.
import { AREAS_OVERVIEW_PATH } from "../areas/area-routes.ts";
import { boroughPath, boroughsInRegion, NEIGHBOURHOODS, REGIONS } from "../areas/boroughs.ts";
import { BOROUGHS_COVERED, MAX_QUOTES } from "./claims.ts";
import { type ContentPage, type ContentSection, wizardPath } from "./types.ts";

const regionSection = (r: (typeof REGIONS)[number]): ContentSection => {
  const boroughs = boroughsInRegion(r.key);
  return {
    id: r.slug,
    heading: r.name,
    paragraphs: [
      `${boroughs.length} ${boroughs.length === 1 ? "borough" : "boroughs"}, from ${boroughs[0].name} to ${boroughs[boroughs.length - 1].name}.`,
    ],
    links: [
      { label: `${r.name} removals`, href: r.path },
      ...boroughs.map((b) => ({ label: `${b.name} removals`, href: boroughPath(b) })),
      ...NEIGHBOURHOODS.filter((n) => n.region === r.key).map((n) => ({
        label: `${n.name} removals`,
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
  ],
  sections: [
    ...REGIONS.map(regionSection),
    {
      id: "postcode-districts",
      heading: "Boroughs and their postcode districts",
      tables: [
        {
          caption: "London boroughs by region, with the postcode districts that lie mainly in each",
          columns: ["Borough", "Region", "Postcode districts"],
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
