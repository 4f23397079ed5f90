// The page content of every area page (docs/product/routes.md §2 "Area pages": title, description, one CTA to the wizard;
// the areas overview lists the regions with their boroughs, popular services, a Coming Soon note and
// related service links). Built from the borough data, so each page type has one template.
import { BOROUGHS_COVERED, MAX_QUOTES } from "../claims.ts";
import { SERVICE_LINKS } from "../service-pages/shared.ts";
import { HOW_IT_WORKS_STEPS } from "../how-it-works.ts";
import { SERVICE_TILES } from "../services.ts";
import { type ContentLink, type ContentPage, type ContentSection, wizardPath } from "../types.ts";
import { AREAS_OVERVIEW_PATH, type AreaRoute } from "./area-routes.ts";
import {
  BOROUGHS,
  type Borough,
  boroughBySlug,
  boroughPath,
  boroughsInRegion,
  NEIGHBOURHOODS,
  type Neighbourhood,
  REGIONS,
  type Region,
  regionAreasText,
  regionByKey,
} from "./boroughs.ts";

const QUOTES_CTA: ContentLink = { label: "Get your free quotes", href: wizardPath() };

/** The name as it reads mid-sentence: "in the City of London", "in Camden". */
export function placeName(b: Pick<Borough, "name">): string {
  return b.name === "City of London" ? "the City of London" : b.name;
}

const boroughLink = (b: Borough): ContentLink => ({ label: b.name, href: boroughPath(b) });

/** A district with its own page, named with its borough so no one takes it for a borough: "Wimbledon (Merton)". */
const neighbourhoodLink = (n: Neighbourhood): ContentLink => ({
  label: `${n.name} (${boroughBySlug(n.borough)!.name})`,
  href: n.path,
});

const popularServices = (where: string): ContentSection => ({
  id: "popular-services",
  heading: `Popular services in ${where}`,
  cards: SERVICE_TILES.map((t) => ({ title: t.name, text: t.blurb })),
  links: SERVICE_LINKS.map(({ label, href }) => ({ label, href })),
});

const howItWorks: ContentSection = {
  id: "how-it-works",
  heading: "How it works",
  cards: [...HOW_IT_WORKS_STEPS],
};

const AREAS_OVERVIEW_PAGE: ContentPage = {
  path: AREAS_OVERVIEW_PATH,
  title: "Areas We Cover – Removals Across London",
  description: `We cover all ${BOROUGHS_COVERED} London boroughs and the City of London. Find your area and compare quotes from up to ${MAX_QUOTES} vetted, insured local movers.`,
  h1: "Areas we cover in London",
  intro: [
    `From Havering to Hillingdon and Enfield to Croydon, we cover all ${BOROUGHS_COVERED} London boroughs and the City of London. Movers choose the areas they work in, so your request goes to companies that really cover your postcode.`,
  ],
  sections: [
    ...REGIONS.map(
      (r): ContentSection => ({
        id: r.slug,
        heading: r.name,
        paragraphs: [r.intro],
        links: [
          ...boroughsInRegion(r.key).map(boroughLink),
          ...NEIGHBOURHOODS.filter((n) => n.region === r.key).map(neighbourhoodLink),
          { label: `All of ${r.name}`, href: r.path },
        ],
      }),
    ),
    popularServices("London"),
    {
      id: "coming-soon",
      heading: "Local guides: coming soon",
      paragraphs: [
        "We are writing a fuller local guide for every borough, with parking, permits and building tips from the movers who work there. Until then, each borough page has the essentials.",
      ],
    },
    {
      id: "related-services",
      heading: "Related services",
      links: SERVICE_LINKS.map(({ label, href }) => ({ label, href })),
    },
  ],
  cta: QUOTES_CTA,
};

function regionPage(r: Region): ContentPage {
  return {
    path: r.path,
    title: `${r.name} Removals – Compare Local Quotes`,
    description: `Moving in ${r.name}? Compare quotes from up to ${MAX_QUOTES} vetted, insured removal companies across ${regionAreasText(r.key)}. Free, no obligation.`,
    h1: `${r.name} removals`,
    intro: [r.intro],
    sections: [
      {
        id: "boroughs",
        heading: `Areas we cover in ${r.name}`,
        links: [
          ...boroughsInRegion(r.key).map(boroughLink),
          ...NEIGHBOURHOODS.filter((n) => n.region === r.key).map(neighbourhoodLink),
        ],
      },
      popularServices(r.name),
      howItWorks,
      {
        id: "other-areas",
        heading: "Other areas",
        links: [
          ...REGIONS.filter((x) => x.key !== r.key).map((x) => ({ label: x.name, href: x.path })),
          { label: "All areas we cover", href: AREAS_OVERVIEW_PATH },
        ],
      },
    ],
    cta: QUOTES_CTA,
  };
}

function areasCoveredSection(b: Borough): ContentSection {
  const pages = NEIGHBOURHOODS.filter((n) => n.borough === b.slug);
  return {
    id: "areas-covered",
    heading: `Areas and postcodes we cover in ${placeName(b)}`,
    paragraphs: [
      `Our movers cover all of ${placeName(b)}, including ${listText(b.neighbourhoods)}.`,
      `Postcode districts: ${b.districts.join(", ")}.`,
    ],
    ...(pages.length ? { links: pages.map((n) => ({ label: `Removals in ${n.name}`, href: n.path })) } : {}),
  };
}

/** "A, B and C" */
function listText(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function boroughPage(b: Borough): ContentPage {
  const r = regionByKey(b.region);
  return {
    path: boroughPath(b),
    title: `${b.name} Removals – Compare Local Quotes`,
    description: `Moving in ${placeName(b)}? Compare free quotes from up to ${MAX_QUOTES} vetted, insured local removal companies. No obligation, no commission, no hidden fees.`,
    h1: `Removals in ${placeName(b)}`,
    intro: [b.intro],
    sections: [
      {
        id: "good-to-know",
        heading: `Moving in ${placeName(b)}: good to know`,
        list: [...b.facts],
      },
      areasCoveredSection(b),
      popularServices(placeName(b)),
      howItWorks,
      {
        id: "nearby",
        heading: `More of ${r.name}`,
        links: [
          ...boroughsInRegion(b.region)
            .filter((x) => x.slug !== b.slug)
            .map(boroughLink),
          { label: `${r.name} removals`, href: r.path },
        ],
      },
    ],
    cta: QUOTES_CTA,
  };
}

function neighbourhoodPage(n: Neighbourhood): ContentPage {
  const b = boroughBySlug(n.borough)!;
  return {
    path: n.path,
    title: `${n.name} Removals – Compare Local Movers`,
    description: `Moving in ${n.name}? Compare free quotes from up to ${MAX_QUOTES} vetted, insured removal companies covering ${n.districts.join(" and ")}. No obligation.`,
    h1: `Removals in ${n.name}`,
    intro: [n.intro],
    sections: [
      { id: "good-to-know", heading: `Moving in ${n.name}: good to know`, list: [...n.facts] },
      {
        id: "areas-covered",
        heading: `Postcodes we cover in ${n.name}`,
        paragraphs: [
          `${n.name} is in the London Borough of ${b.name}. Our movers cover ${listText(n.districts)} and the rest of the borough.`,
        ],
        links: [{ label: `Removals in ${b.name}`, href: boroughPath(b) }],
      },
      popularServices(n.name),
      howItWorks,
    ],
    cta: QUOTES_CTA,
  };
}

/** The page an area route shows. */
export function areaPage(route: AreaRoute): ContentPage {
  switch (route.kind) {
    case "overview":
      return AREAS_OVERVIEW_PAGE;
    case "region":
      return regionPage(regionByKey(route.region));
    case "borough":
      return boroughPage(boroughBySlug(route.slug)!);
    case "neighbourhood":
      return neighbourhoodPage(NEIGHBOURHOODS.find((n) => n.name === route.name)!);
  }
}

/** Every canonical area page: overview, regions, boroughs, neighbourhoods. */
export function allAreaPages(): ContentPage[] {
  return [
    AREAS_OVERVIEW_PAGE,
    ...REGIONS.map(regionPage),
    ...BOROUGHS.map(boroughPage),
    ...NEIGHBOURHOODS.map(neighbourhoodPage),
  ];
}
