// The admin area's own menu; under it, after a decision sent without JavaScript (issue #28), what was done.
import type { AdminActionResult } from "@rm/domain/admin-actions";
import { useActionData } from "react-router";
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
  { to: "/admin/texts", label: "Texts" },
  { to: "/admin/email-templates", label: "Email templates" },
  { to: "/admin/audit", label: "Audit log" },
  { to: "/admin/admins", label: "Admins" },
  { to: "/admin/invite", label: "Invite an admin" },
];

const isDecision = (d: unknown): d is AdminActionResult =>
  typeof d === "object" && d !== null && "intent" in d && "ok" in d && "message" in d;

export function AdminNav() {
  const answer = useActionData();
  return (
    <>
      <SectionNav label="Admin" links={LINKS} />
      {isDecision(answer) && answer.ok ? (
        <p className="notice" role="status">
          {answer.message}
        </p>
      ) : null}
      {/* a form that could not be read (too large) belongs to no form on the page */}
      {isDecision(answer) && !answer.ok && !answer.intent ? (
        <p className="field-error" role="alert">
          {answer.message}
        </p>
      ) : null}
    </>
  );
}
