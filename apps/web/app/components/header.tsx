// spec §2 header: menus per role; fixed when scrolling up past 200px (D16); a drawer below 1280px.
// The data-* attributes are the hooks of lib/enhance.ts, which does the same on static pages (no React there);
// both follow the rules in lib/site-ui.ts.
import type { SessionUser } from "@rm/domain";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import {
  ADMIN_LINKS,
  AREAS_MENU,
  COMPANY_LINKS,
  type NavLink as Item,
  RESOURCES_MENU,
  SERVICES_MENU,
  VISITOR_LINKS,
} from "../lib/nav.ts";
import { drawerToggleLabel, headerFixed, logout } from "../lib/site-ui.ts";

function Dropdown({ label, items }: { label: string; items: Item[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDoc = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("click", onDoc);
    return () => document.removeEventListener("click", onDoc);
  }, [open]);
  return (
    <li
      ref={ref}
      className="nav-dropdown"
      data-dropdown=""
      onKeyDown={(e) => {
        if (e.key === "Escape" && open) {
          setOpen(false);
          ref.current?.querySelector("button")?.focus();
        }
      }}
    >
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="nav-dropdown-list" hidden={!open}>
        {items.map((i) => (
          <li key={i.to}>
            <Link to={i.to} onClick={() => setOpen(false)}>
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Menu({ user }: { user: SessionUser | null }) {
  const account = user && !user.isGuest ? user : null;
  if (account?.isAdmin)
    return (
      <ul className="nav-list">
        {ADMIN_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to}>{l.label}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" data-logout="" onClick={logout}>
            Log out
          </button>
        </li>
      </ul>
    );
  if (account?.isCompany)
    return (
      <ul className="nav-list">
        {COMPANY_LINKS.map((l) => (
          <li key={l.to}>
            <NavLink to={l.to}>{l.label}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="link-button" data-logout="" onClick={logout}>
            Log out
          </button>
        </li>
      </ul>
    );
  return (
    <ul className="nav-list">
      {VISITOR_LINKS.slice(0, 1).map((l) => (
        <li key={l.to}>
          <NavLink to={l.to}>{l.label}</NavLink>
        </li>
      ))}
      <Dropdown label="Services" items={SERVICES_MENU} />
      <Dropdown label="Areas" items={AREAS_MENU} />
      <Dropdown label="Resources" items={RESOURCES_MENU} />
      {VISITOR_LINKS.slice(1).map((l) => (
        <li key={l.to}>
          <NavLink to={l.to}>{l.label}</NavLink>
        </li>
      ))}
      {user ? (
        <>
          <li>
            <NavLink to="/client/removal-requests">My requests</NavLink>
          </li>
          <li>
            <button type="button" className="link-button" data-logout="" onClick={logout}>
              Log out
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <NavLink to="/login">Log in</NavLink>
          </li>
          <li>
            <Link to="/company" className="button button-small">
              Become a Partner
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}

export function Header({ user }: { user: SessionUser | null }) {
  const [fixed, setFixed] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const location = useLocation();
  // close the drawer after navigating
  useEffect(() => setDrawer(false), [location.pathname]);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setFixed(headerFixed(y, last));
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return (
    <header
      className={`site-header${fixed ? " is-fixed" : ""}`}
      data-site-header=""
      data-fixed={fixed ? "true" : "false"}
    >
      <div className="header-inner">
        <Link to="/" className="brand" aria-label="London Removals Compare, home">
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="#0b5c4a" />
            <path
              d="M6 20h13v-8h4l3 4v4h-2"
              stroke="#fff"
              strokeWidth="2.2"
              fill="none"
              strokeLinejoin="round"
            />
            <circle cx="10" cy="22" r="2.2" fill="#fff" />
            <circle cx="22" cy="22" r="2.2" fill="#fff" />
          </svg>
          <span>London Removals Compare</span>
        </Link>
        <button
          type="button"
          className="drawer-toggle"
          aria-expanded={drawer}
          aria-controls="site-nav"
          data-drawer-toggle=""
          onClick={() => setDrawer(!drawer)}
        >
          {drawerToggleLabel(drawer)}
        </button>
        <nav id="site-nav" aria-label="Main" className={`site-nav${drawer ? " is-open" : ""}`}>
          <Menu user={user} />
        </nav>
      </div>
    </header>
  );
}
