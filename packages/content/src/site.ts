// The site's own words built from the operator's settings (@rm/domain/site: what the server reads at start):
// where "contact us" points, the footer's copyright and data attribution, and the legal pages' "who we are".
// Nothing here invents an address: unset settings point visitors to /contact.
import { formatLongDate } from "@rm/domain/lead/dates";
import { CONTACT_PATH, SITE_NAME, type SiteSettings } from "@rm/domain/site";
import type { ContentLink, ContentPage, ContentSection } from "./types.ts";

/** Where "contact us" points: the configured address, or the contact form. */
export function contactLink(site: Pick<SiteSettings, "contactEmail">): ContentLink {
  return site.contactEmail
    ? { label: site.contactEmail, href: `mailto:${site.contactEmail}` }
    : { label: "Write to us through our contact form", href: CONTACT_PATH };
}

/** spec: the postcode data comes from OS Code-Point Open, under the Open Government Licence. */
export const OS_ATTRIBUTION =
  "Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025.";
export const OGL_LINK: ContentLink = {
  label: "Open Government Licence v3.0",
  href: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
};

export function copyrightLine(year: number): string {
  return `© ${year} ${SITE_NAME}. All rights reserved.`;
}

/** "Last updated Monday 23 November 2026" */
export function lastUpdatedText(isoDate: string): string {
  return `Last updated ${formatLongDate(isoDate)}`;
}

/** The section naming who runs the site (or who controls the data) and how to reach them. */
function responsibleSection(kind: "data" | "service", site: SiteSettings): ContentSection {
  const c = site.dataController;
  const reach = c.address
    ? `You can write to us at ${c.address}${c.email ? `, or email ${c.email}` : ""}.`
    : c.email
      ? `You can email us at ${c.email}, or write to us through our contact form.`
      : "Write to us through our contact form: we reply within one working day.";
  const links: ContentLink[] = [
    ...(c.email ? [{ label: "Email us", href: `mailto:${c.email}` }] : []),
    { label: "Contact form", href: CONTACT_PATH },
  ];
  return kind === "data"
    ? {
        id: "controller",
        heading: "Who is responsible for your data",
        paragraphs: [
          `${c.name} is the controller of the personal data described in this notice: we decide why and how it is used.`,
          reach,
          "When you contact us about your data, tell us the email address you used on the site so we can find your records.",
        ],
        links,
      }
    : {
        id: "who-we-are",
        heading: "Who we are",
        paragraphs: [`This website is run by ${c.name}.`, reach],
        links,
      };
}

/** A page with the operator's details filled in (pages with `responsible` get the section at the end). */
export function withSiteSettings(page: ContentPage, site: SiteSettings): ContentPage {
  if (!page.responsible) return page;
  return { ...page, sections: [...page.sections, responsibleSection(page.responsible, site)] };
}
