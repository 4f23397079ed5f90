// A section's own menu under the page header (the admin area, the company dashboard): links drawn as pills,
// the current one marked with aria-current. A link is current on its own path and the paths below it, or
// only on its own with `end`, or wherever `current` says.
import { Link, useLocation } from "react-router";

export interface SectionLink {
  to: string;
  label: string;
  /** current on this path only, not on the paths below it */
  end?: boolean;
  /** decides when this link is current, instead of its path */
  current?: (pathname: string) => boolean;
}

const isCurrent = (l: SectionLink, pathname: string) =>
  l.current ? l.current(pathname) : pathname === l.to || (!l.end && pathname.startsWith(`${l.to}/`));

export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      <ul className="subnav">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} aria-current={isCurrent(l, pathname) ? "page" : undefined}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
