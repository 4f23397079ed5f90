// Who runs the site and how to reach us: the settings the server reads at start (apps/api/src/config.ts) and
// their rules. The words built from them (contact link, legal pages' "who we are") are in @rm/content/site.
import { todayInLondon } from "./lead/dates.ts";

export const SITE_NAME = "London Removals Compare";
export const CONTACT_PATH = "/contact";

export interface SocialLink {
  label: string;
  href: string;
}

interface DataController {
  /** the person or company responsible for the personal data (UK GDPR "controller") */
  name: string;
  /** a postal address, or null: visitors are sent to the contact form */
  address: string | null;
  email: string | null;
}

/** What pages need to know about the site's operator (from the server's settings, via the load context). */
export interface SiteSettings {
  /** the public address, e.g. "https://www.example-removals.co.uk" (no trailing slash) */
  appUrl: string;
  /** shown to visitors; null: pages point to the contact form instead */
  contactEmail: string | null;
  /** empty: the social list is not shown */
  socialLinks: SocialLink[];
  dataController: DataController;
}

export const SITE_SETTING_MESSAGES = {
  socialFormat:
    "use Name=https://address pairs separated by commas, e.g. Facebook=https://www.facebook.com/ourpage",
  socialHttps: "every link must be an https:// address",
  socialHomePage: "link to your own page, not the network's home page",
  reservedDomain: "uses a reserved example domain that cannot receive mail; leave it unset instead",
} as const;

const RESERVED_TLDS = ["example", "test", "invalid", "localhost", "local"];
const RESERVED_DOMAINS = ["example.com", "example.org", "example.net"];

/** Domains reserved for documentation and tests (RFC 2606/6761): an address there never works. */
export function isReservedDomain(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  const tld = h.split(".").pop() ?? "";
  return RESERVED_TLDS.includes(tld) || RESERVED_DOMAINS.some((d) => h === d || h.endsWith(`.${d}`));
}

export function emailDomain(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1);
}

/**
 * "Facebook=https://www.facebook.com/ourpage,Instagram=https://www.instagram.com/ourpage" -> links.
 * An empty text gives no links. Each link must be https and point below the site's home page.
 */
export function parseSocialLinks(text: string): { links: SocialLink[] } | { error: string } {
  const links: SocialLink[] = [];
  for (const item of text.split(",")) {
    if (item.trim() === "") continue;
    const eq = item.indexOf("=");
    const label = eq > 0 ? item.slice(0, eq).trim() : "";
    const href = eq > 0 ? item.slice(eq + 1).trim() : "";
    if (!label || !href || label.length > 40) return { error: SITE_SETTING_MESSAGES.socialFormat };
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return { error: `${label}: ${SITE_SETTING_MESSAGES.socialHttps}` };
    }
    if (url.protocol !== "https:" || !url.hostname) {
      return { error: `${label}: ${SITE_SETTING_MESSAGES.socialHttps}` };
    }
    if (url.pathname.replace(/\/+$/, "") === "" && !url.search) {
      return { error: `${label}: ${SITE_SETTING_MESSAGES.socialHomePage}` };
    }
    links.push({ label, href: url.href });
  }
  return { links };
}

/** The year in London now, e.g. for the footer's copyright line. */
export function yearInLondon(now: Date = new Date()): number {
  return Number(todayInLondon(now).slice(0, 4));
}
