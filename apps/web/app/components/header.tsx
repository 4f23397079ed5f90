// docs/product/routes.md §2.5 header: the caller's menu (lib/nav.ts headerMenu); fixed when scrolling up past
// 200 px (docs/product/decisions.md D16); below 1280 px a drawer with the dropdowns inside.
// Markup only, the same on static and hydrated pages: the dropdowns are <details name="site-menu">, the drawer a
// popover opened by its button, and lib/chrome.ts adds what HTML does not do (Escape and a click elsewhere close
// a dropdown, choosing a link closes the drawer, the fixed header, "Log out") through the data-* hooks below.
import type { SessionUser } from "@rm/domain";
import { CHAT_WORDS, unreadLabel } from "@rm/domain/conversation-words";
import { useEffect, useState } from "react";
import { Link, NavLink } from "react-router";
import { DRAWER_LABELS, headerMenu, type MenuItem, type NavLink as Item } from "../lib/nav.ts";
import { onUnread } from "../lib/unread.ts";

function LogOut({ label }: { label: string }) {
  return (
    <button type="button" className="link-button" data-logout="">
      {label}
    </button>
  );
}

function Dropdown({ label, items, logout }: { label: string; items: Item[]; logout?: string }) {
  return (
    <li className={`nav-dropdown${logout ? " nav-account" : ""}`}>
      <details name="site-menu" data-dropdown="">
        <summary>
          {label} <span aria-hidden="true">▾</span>
        </summary>
        <ul className="nav-dropdown-list">
          {items.map((i) => (
            <li key={i.to}>
              <Link to={i.to}>{i.label}</Link>
            </li>
          ))}
          {logout ? (
            <li>
              <LogOut label={logout} />
            </li>
          ) : null}
        </ul>
      </details>
    </li>
  );
}

function Entry({ item }: { item: MenuItem }) {
  if (item.kind === "dropdown")
    return <Dropdown label={item.label} items={item.items} logout={item.logout} />;
  if (item.kind === "logout") {
    return (
      <li>
        <LogOut label={item.label} />
      </li>
    );
  }
  return (
    <li>
      {item.kind === "action" ? (
        <Link to={item.to} className="button button-small">
          {item.label}
        </Link>
      ) : (
        <NavLink to={item.to}>{item.label}</NavLink>
      )}
    </li>
  );
}

/**
 * Issue #15: unread messages; outside the menu, so a phone shows it beside the menu button (as an icon there:
 * the word stays for screen readers). Issue #28: it opens the conversation with the newest unread message (the
 * request's page with that conversation open, or the mover's lead), else where the conversations are.
 */
function MessagesBadge({
  user,
  unread: fromServer,
  latest: latestFromServer,
}: {
  user: SessionUser;
  unread: number;
  latest: string | null;
}) {
  // the server's count and link, then what the page announces (lib/unread.ts) on hydrated pages
  const [unread, setUnread] = useState(fromServer);
  const [latest, setLatest] = useState(latestFromServer);
  useEffect(() => setUnread(fromServer), [fromServer]);
  useEffect(() => setLatest(latestFromServer), [latestFromServer]);
  useEffect(
    () =>
      onUnread((total, link) => {
        setUnread(total);
        if (link !== undefined) setLatest(link);
      }),
    [],
  );
  const list = user.role === "company" ? "/account/dashboard" : "/client/removal-requests";
  return (
    <Link to={unread > 0 && latest ? latest : list} className="header-messages">
      <svg className="header-messages-icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M4 5h16v11H9l-5 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header-messages-word">{CHAT_WORDS.messages}</span>
      {unread > 0 ? (
        <span className="unread-badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
      <span className="visually-hidden"> ({unreadLabel(unread)})</span>
    </Link>
  );
}

export function Header({
  user,
  unread = 0,
  unreadLink = null,
}: {
  user: SessionUser | null;
  unread?: number;
  /** where the conversation with the newest unread message opens (null: none) */
  unreadLink?: string | null;
}) {
  return (
    <header className="site-header" data-site-header="" data-fixed="false">
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
        {/* below 1280 px; its label follows the drawer in CSS (styles/app.css), so it needs no script */}
        <button type="button" className="drawer-toggle" popoverTarget="site-nav">
          <span className="when-closed">{DRAWER_LABELS.closed}</span>
          <span className="when-open">{DRAWER_LABELS.open}</span>
        </button>
        <nav id="site-nav" aria-label="Main" className="site-nav" popover="auto" data-drawer="">
          <ul className="nav-list">
            {headerMenu(user).map((item) => (
              <Entry key={item.label} item={item} />
            ))}
          </ul>
        </nav>
        {user && (user.role === "client" || user.role === "company") ? (
          <MessagesBadge user={user} unread={unread} latest={unreadLink} />
        ) : null}
      </div>
    </header>
  );
}
