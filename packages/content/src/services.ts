// docs/product/rules.md §1 service types and docs/product/routes.md §2 service pages and tiles. The move type names match the wizard's exactly.
import { CLAIMS } from "./claims.ts";
import { BUSINESS_REMOVALS_PAGE } from "./service-pages/business.ts";
import { HOUSE_REMOVALS_PAGE } from "./service-pages/house-removals.ts";
import { INTERNATIONAL_REMOVALS_PAGE } from "./service-pages/international.ts";
import { MAN_AND_VAN_PAGE } from "./service-pages/man-and-van.ts";
import { SERVICE_LINKS } from "./service-pages/shared.ts";
import { STORAGE_PAGE } from "./service-pages/storage.ts";
import { type ContentPage, wizardPath } from "./types.ts";

/** docs/product/routes.md §2: the wizard's ?typeOfMove= values (also the tile labels). */
type ServiceMoveType =
  | "House/Flat Removals"
  | "Man and Van"
  | "Business Removals"
  | "International Removals"
  | "Storage Unit";

export type ServiceIcon = "house" | "van" | "office" | "globe" | "storage";

export interface ServicePage extends ContentPage {
  slug: string;
  /** Short name for menus and cards. */
  name: string;
  typeOfMove: ServiceMoveType;
}

export const SERVICES: readonly ServicePage[] = [
  {
    ...HOUSE_REMOVALS_PAGE,
    slug: "house-removals",
    name: "House removals",
    typeOfMove: "House/Flat Removals",
  },
  { ...MAN_AND_VAN_PAGE, slug: "man-and-van-london", name: "Man and van", typeOfMove: "Man and Van" },
  {
    ...BUSINESS_REMOVALS_PAGE,
    slug: "business-removals-london",
    name: "Business removals",
    typeOfMove: "Business Removals",
  },
  {
    ...INTERNATIONAL_REMOVALS_PAGE,
    slug: "international-removals-london",
    name: "International removals",
    typeOfMove: "International Removals",
  },
  {
    ...STORAGE_PAGE,
    slug: "storage-solutions-london",
    name: "Storage solutions",
    typeOfMove: "Storage Unit",
  },
];

export function serviceBySlug(slug: string): ServicePage | undefined {
  return SERVICES.find((s) => s.slug === slug);
}

export interface ServiceTile {
  /** The tile label; the same text as typeOfMove. */
  name: ServiceMoveType;
  typeOfMove: ServiceMoveType;
  blurb: string;
  icon: ServiceIcon;
  /** The service page. */
  href: string;
  /** The wizard with this move type preselected. */
  wizardHref: string;
}

const tile = (typeOfMove: ServiceMoveType, icon: ServiceIcon, blurb: string): ServiceTile => ({
  name: typeOfMove,
  typeOfMove,
  blurb,
  icon,
  href: SERVICES.find((s) => s.typeOfMove === typeOfMove)!.path,
  wizardHref: wizardPath(typeOfMove),
});

/** docs/product/routes.md §2: the service tiles, in tile order. Home adds &step=2 to wizardHref. */
export const SERVICE_TILES: readonly ServiceTile[] = [
  tile(
    "House/Flat Removals",
    "house",
    "Moving home? Compare full-service removal teams for flats and houses of any size.",
  ),
  tile(
    "International Removals",
    "globe",
    "Moving abroad? Compare movers who handle the shipping and the paperwork.",
  ),
  tile("Man and Van", "van", "A van and a helping hand by the hour, for small moves and single items."),
  tile(
    "Storage Unit",
    "storage",
    "Safe storage for a week or a year, with collection and delivery on request.",
  ),
  tile("Business Removals", "office", "Office and shop moves planned around your working hours."),
];

interface ExtraService {
  key: "packing" | "dismantling" | "cleaning";
  name: string;
  blurb: string;
  /** The wizard's Additional Services checkboxes this maps to (docs/product/wizard.md §3); none for cleaning. */
  wizardOptions: readonly string[];
}

/** docs/product/rules.md §1: extra services besides the five move types. */
export const EXTRA_SERVICES: readonly ExtraService[] = [
  {
    key: "packing",
    name: "Packing",
    blurb:
      "Your movers can bring boxes, tape and wrapping, or pack everything for you, usually the day before or on the morning of the move. Fragile items are wrapped properly and boxes are labelled by room.",
    wizardOptions: ["Packing services", "Packing materials"],
  },
  {
    key: "dismantling",
    name: "Dismantling and reassembly",
    blurb:
      "Beds, wardrobes and tables often will not fit through a London staircase in one piece. Movers can take them apart, keep the fittings together and put everything back up in your new home.",
    wizardOptions: ["Disassembling/Reassembling"],
  },
  {
    key: "cleaning",
    name: "Cleaning",
    blurb:
      "An end-of-tenancy or move-out clean helps you leave the property as your landlord or buyer expects. Some movers offer it or work with cleaners; mention it in your request and they will say in their quote.",
    wizardOptions: [],
  },
];

/** /our-services: the services index. */
export const OUR_SERVICES_PAGE: ContentPage = {
  path: "/our-services",
  title: "Our Services – Removals, Man and Van and Storage",
  description:
    "House removals, man and van, business and international moves, and storage across London. Compare quotes from up to 6 vetted, insured movers, free.",
  h1: "Our services",
  intro: [
    "Whatever you are moving, describe it once and compare quotes from up to 6 vetted, insured London removal companies. We are a comparison service, not a mover, so you choose who to book.",
  ],
  sections: [
    {
      id: "services",
      heading: "Moves we can help with",
      cards: SERVICE_TILES.map((t) => ({ title: t.name, text: t.blurb })),
      links: SERVICE_LINKS.map(({ label, href }) => ({ label, href })),
    },
    {
      id: "extra-services",
      heading: "Extra services",
      cards: EXTRA_SERVICES.map((e) => ({ title: e.name, text: e.blurb })),
    },
    {
      id: "promise",
      heading: "Our promise",
      list: [CLAIMS.free, CLAIMS.noObligation, CLAIMS.noCommission, CLAIMS.noHiddenFees, CLAIMS.insurance],
    },
  ],
  cta: { label: "Get your quotes", href: wizardPath() },
};
