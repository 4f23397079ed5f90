// docs/product/routes.md §2.5 header navigation and footer links, per role: data the header and footer render.
import type { SessionUser } from "@rm/domain";

export interface NavLink {
  to: string;
  label: string;
}

const SERVICES_MENU: NavLink[] = [
  { to: "/our-services", label: "All services" },
  { to: "/services/house-removals", label: "House removals" },
  { to: "/services/man-and-van-london", label: "Man and van" },
  { to: "/services/business-removals-london", label: "Business removals" },
  { to: "/services/international-removals-london", label: "International removals" },
  { to: "/services/storage-solutions-london", label: "Storage solutions" },
];

const RESOURCES_MENU: NavLink[] = [
  { to: "/resources/how-it-works", label: "How it works" },
  { to: "/resources/moving-resources", label: "Moving resources" },
  { to: "/faqs", label: "FAQs" },
  { to: "/moving-cost-calculator-2025", label: "Moving Cost Calculator 2025" }, // docs/product/decisions.md D4
];

const AREAS_MENU: NavLink[] = [
  { to: "/areas-we-cover-london", label: "All areas we cover" },
  { to: "/removals/north-london", label: "North London" },
  { to: "/removals-south-london", label: "South London" },
  { to: "/east-london-removals", label: "East London" },
  { to: "/west-london-removals", label: "West London" },
  { to: "/central-london-removals", label: "Central London" },
  { to: "/areas-we-cover/north-london/barnet-removals", label: "Barnet" },
  { to: "/north-london/enfield-removals", label: "Enfield" },
  { to: "/north-london/removals-haringey", label: "Haringey" },
  { to: "/areas-we-cover/south-london/croydon-removals", label: "Croydon" },
  { to: "/areas-we-cover/south-london/lambeth-removals", label: "Lambeth" },
  { to: "/areas-we-cover/south-london/wimbledon-removals", label: "Wimbledon (Merton)" },
  { to: "/newham-removals", label: "Newham" },
  { to: "/tower-hamlets-removals", label: "Tower Hamlets" },
  { to: "/east-london/hackney-removals", label: "Hackney" },
  { to: "/hammersmith-and-fulham-removals", label: "Hammersmith and Fulham" },
  { to: "/ealing-removals", label: "Ealing" },
  { to: "/hounslow-removals", label: "Hounslow" },
  { to: "/central-london/westminster-removals", label: "Westminster" },
  { to: "/central-london/islington-removals", label: "Islington" },
  { to: "/areas-we-cover/central-london/camden", label: "Camden" },
];

const VISITOR_LINKS: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/about-us", label: "About us" },
  { to: "/contact", label: "Contact" },
  { to: "/blogs", label: "Blog" },
];

/** /partners: one label for the header link, the dashboard's tab and the page (the spec's "PARTNERS OFFERS"). */
export const PARTNER_OFFERS = "Partner offers";

const COMPANY_LINKS: NavLink[] = [
  { to: "/partners", label: PARTNER_OFFERS },
  { to: "/account/dashboard", label: "Dashboard" },
  { to: "/account/company-profile", label: "Company Profile" },
  { to: "/blogs", label: "Blogs" },
];

const ADMIN_LINKS: NavLink[] = [{ to: "/admin", label: "Admin Dashboard" }];

/** A signed-in account's own menu (not a guest's: it has no password to protect): its security, and Log out. */
const ACCOUNT_MENU = {
  label: "Account",
  items: [
    { to: "/account/security", label: "Account security" },
    { to: "/account/notifications", label: "Notification settings" },
  ],
};

/** The drawer button's label below 1280 px, with the drawer closed and open. */
export const DRAWER_LABELS = { closed: "Menu", open: "Close menu" } as const;

/**
 * One entry of the header's menu: a link, a dropdown of links (the account's ends with "Log out"), the call to
 * action, or "Log out".
 */
export type MenuItem =
  | ({ kind: "link" } & NavLink)
  | { kind: "dropdown"; label: string; items: NavLink[]; logout?: string }
  | ({ kind: "action" } & NavLink)
  | { kind: "logout"; label: string };

const LOG_OUT_LABEL = "Log out";
const LOG_OUT: MenuItem = { kind: "logout", label: LOG_OUT_LABEL };
const ACCOUNT: MenuItem = { kind: "dropdown", ...ACCOUNT_MENU, logout: LOG_OUT_LABEL };
const linkItems = (list: NavLink[]): MenuItem[] => list.map((l) => ({ kind: "link", ...l }));

/**
 * docs/product/routes.md §2.5: the header's menu for whoever is looking (D2 admins, D3 log in and out). A
 * signed-in account's security page and "Log out" sit in its Account menu, so that the header keeps to one row
 * from 1280 px (docs/product/decisions.md D36).
 */
export function headerMenu(user: SessionUser | null): MenuItem[] {
  const account = user && !user.isGuest ? user : null;
  if (account?.isAdmin) return [...linkItems(ADMIN_LINKS), ACCOUNT];
  if (account?.isCompany) return [...linkItems(COMPANY_LINKS), ACCOUNT];
  const [home, ...pages] = linkItems(VISITOR_LINKS);
  const session: MenuItem[] = user
    ? [
        { kind: "link", to: "/client/removal-requests", label: "My requests" },
        user.isGuest ? LOG_OUT : ACCOUNT,
      ]
    : [
        { kind: "link", to: "/login", label: "Log in" },
        { kind: "action", to: "/company", label: "Become a Partner" },
      ];
  return [
    home!,
    { kind: "dropdown", label: "Services", items: SERVICES_MENU },
    { kind: "dropdown", label: "Areas", items: AREAS_MENU },
    { kind: "dropdown", label: "Resources", items: RESOURCES_MENU },
    ...pages,
    ...session,
  ];
}

export const FOOTER_LINKS: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/locations", label: "Locations" },
  { to: "/terms-and-conditions", label: "Terms of service" },
  { to: "/resources/how-it-works", label: "How it works" },
  { to: "/resources/moving-resources", label: "Moving resources" },
  { to: "/faqs", label: "FAQs" },
  { to: "/moving-cost-calculator-2025", label: "Moving Cost Calculator 2025" },
  ...SERVICES_MENU.slice(1),
  { to: "/return-policy", label: "Return policy" },
  { to: "/personal-data-protection", label: "Personal data protection" },
  { to: "/partner-terms", label: "Partner terms" },
];

// The contact address and social links are settings (CONTACT_EMAIL, SOCIAL_LINKS in apps/api/src/config.ts):
// pages read them from the root loader's `site` (packages/domain/src/site.ts).
