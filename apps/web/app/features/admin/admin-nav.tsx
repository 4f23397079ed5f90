// The admin area's own menu.
import { type SectionLink, SectionNav } from "../../components/section-nav.tsx";

const LINKS: SectionLink[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/requests", label: "Requests" },
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/companies", label: "Companies" },
  { to: "/admin/quotes", label: "Quotes" },
  { to: "/admin/bookings", label: "Bookings" },
  { to: "/admin/moderation", label: "Moderation" },
  { to: "/admin/inbox", label: "Contact inbox" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/offers", label: "Partner offers" },
  { to: "/admin/emails", label: "Emails" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/admins", label: "Admins" },
  { to: "/admin/invite", label: "Invite an admin" },
];

export const AdminNav = () => <SectionNav label="Admin" links={LINKS} />;
