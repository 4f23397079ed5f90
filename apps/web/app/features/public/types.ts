// Loader data shapes shared by the public route modules and their components.
import type { ServiceIcon } from "@rm/content/services";
import type { ContentLink, ContentPage } from "@rm/content/types";

export interface TileView {
  name: string;
  blurb: string;
  icon: ServiceIcon;
  /** The wizard link for this page. */
  href: string;
}

export interface PageData {
  page: ContentPage;
  /** The canonical path (differs from the address for duplicate area paths and the services index). */
  canonical: string;
  crumbs: ContentLink[];
  trust: readonly string[];
  tiles: TileView[];
  tileCaption: string | null;
}

export interface AreaImage {
  src: string;
  alt: string;
}
