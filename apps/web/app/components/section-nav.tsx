// A section's own menu under the page header (the admin area, the company dashboard): links drawn as pills,
// the current one marked with aria-current. A link is current on its own path and the paths below it, or
// only on its own with `end`, or wherever `current` says.
import { type RefObject, useEffect, useRef } from "react";
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

/** Scrolls the row (only the row, never the page) so that `item` is in its view. */
function reveal(list: HTMLElement, item: HTMLElement) {
  const start = item.offsetLeft - list.offsetLeft;
  const end = start + item.offsetWidth;
  if (start < list.scrollLeft) list.scrollLeft = Math.max(0, start - 16);
  else if (end > list.scrollLeft + list.clientWidth) list.scrollLeft = end - list.clientWidth + 16;
}

/**
 * Issue #28: a row of pills that scrolls sideways (`.scroll-row`) instead of wrapping onto three rows on a
 * phone. The current pill is brought into the row's view whenever `key` changes, and so is each pill the
 * keyboard moves to (Tab), so that the focused one is always seen.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    const list = row.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]')?.closest("li");
    if (list && item) reveal(list, item);
  }, [row, key]);
  useEffect(() => {
    const list = row.current;
    if (!list) return;
    const onFocus = (e: FocusEvent) => {
      const item = (e.target as HTMLElement | null)?.closest("li");
      if (item && list.contains(item)) reveal(list, item);
    };
    list.addEventListener("focusin", onFocus);
    return () => list.removeEventListener("focusin", onFocus);
  }, [row]);
}

export function SectionNav({
  label,
  links,
  scroll = false,
}: {
  label: string;
  links: readonly SectionLink[];
  /** one row that scrolls sideways on a narrow screen, instead of wrapping */
  scroll?: boolean;
}) {
  const { pathname } = useLocation();
  const row = useRef<HTMLUListElement>(null);
  useCurrentInView(row, scroll ? pathname : null);
  return (
    <nav aria-label={label}>
      <ul className={scroll ? "subnav scroll-row" : "subnav"} ref={row}>
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
