// Shapes of the structured page content. Pages render these with one template each; nothing here is HTML.

export interface ContentLink {
  label: string;
  href: string;
}

/** A table: every row has one cell per column, all cells are display text. */
export interface ContentTable {
  caption: string;
  columns: string[];
  rows: string[][];
  /** Short notes shown under the table (sources, caveats). */
  notes?: string[];
}

/** A small titled block: a step, a benefit, an illustrative story. */
export interface ContentCard {
  title: string;
  text: string;
  /** A byline or label shown with the card, e.g. "Illustrative example". */
  meta?: string;
}

export interface ContentSection {
  /** Anchor id, unique within its page (kebab-case). */
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  /** Render `list` as a numbered list. */
  ordered?: boolean;
  cards?: ContentCard[];
  tables?: ContentTable[];
  links?: ContentLink[];
  /** A short aside shown after the section body. */
  note?: string;
}

export interface ContentPage {
  path: string;
  /** Unique across the site, at most 60 characters (the site name is appended by the web app). */
  title: string;
  /** At most 155 characters. */
  description: string;
  h1: string;
  intro: string[];
  sections: ContentSection[];
  /** The main call to action of the page. */
  cta?: ContentLink;
  /** Harmless utility pages stay out of search engines and the sitemap. */
  noindex?: boolean;
  /** The text beside the closing call to action; customer pages default to the "up to 6 quotes" claim. */
  closing?: string;
  /** Legal pages: the date ("YYYY-MM-DD") their wording last changed, shown as "Last updated …". */
  lastUpdated?: string;
  /**
   * Legal pages: add the section naming who is responsible (site.ts withSiteSettings), from the settings:
   * "data" for the privacy notice (the data controller), "service" for the terms and policies.
   */
  responsible?: "data" | "service";
}

/** docs/product/routes.md §2: the quote wizard, optionally preselecting a move type. */
export function wizardPath(typeOfMove?: string): string {
  return typeOfMove
    ? `/free-quotes/wizard?typeOfMove=${encodeURIComponent(typeOfMove)}`
    : "/free-quotes/wizard";
}
