// The admin area's own navigation.
import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/companies", label: "Companies", end: false },
  { to: "/admin/emails", label: "Emails", end: false },
];

export function AdminNav() {
  return (
    <nav aria-label="Admin">
      <ul className="admin-nav">
        {LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to} end={l.end}>
              {l.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
