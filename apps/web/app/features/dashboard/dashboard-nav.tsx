// The company dashboard's own menu, shared with /partners. "Leads" stays current on a lead's page.
import { type SectionLink, SectionNav } from "../../components/section-nav.tsx";

const LINKS: SectionLink[] = [
  {
    to: "/account/dashboard",
    label: "Leads",
    current: (p) => p === "/account/dashboard" || p.startsWith("/account/dashboard/leads/"),
  },
  { to: "/account/dashboard/stats", label: "Stats" },
  { to: "/account/dashboard/reviews", label: "Reviews" },
  { to: "/account/dashboard/availability", label: "Booked days" },
  { to: "/account/dashboard/alerts", label: "Alerts" },
  { to: "/partners", label: "Partner offers" },
];

/** Issue #28: one row that scrolls sideways on a phone (it wrapped onto three rows, 150 px, on every page). */
export const DashboardNav = () => <SectionNav label="Dashboard" links={LINKS} scroll />;
