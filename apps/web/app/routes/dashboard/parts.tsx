// Small pieces the dashboard and the comparison share.
import { Link, NavLink, useLocation } from "react-router";

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`badge badge-${status}`}>{label}</span>;
}

export function Facts({ items }: { items: { label: string; value: React.ReactNode }[] }) {
  return (
    <dl className="facts">
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <span className="muted">No reviews yet</span>;
  return (
    <span className="rating">
      <span className="stars" aria-hidden="true">
        ★
      </span>{" "}
      {rating.toFixed(1)} <span className="muted">({count === 1 ? "1 review" : `${count} reviews`})</span>
    </span>
  );
}

/** "SE16, Southwark → N17, Haringey" */
export const routeText = (from: string, to: string | null) => (to ? `${from} → ${to}` : from);

/** The dashboard's own menu, shared with /partners. "Leads" stays current on a lead's page. */
export function DashboardNav() {
  const { pathname } = useLocation();
  const onLeads = pathname === "/account/dashboard" || pathname.startsWith("/account/dashboard/leads/");
  return (
    <nav aria-label="Dashboard">
      <ul className="subnav">
        <li>
          <Link to="/account/dashboard" aria-current={onLeads ? "page" : undefined}>
            Leads
          </Link>
        </li>
        <li>
          <NavLink to="/account/dashboard/stats">Stats</NavLink>
        </li>
        <li>
          <NavLink to="/partners">Partner offers</NavLink>
        </li>
      </ul>
    </nav>
  );
}
