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

function Dropdown({ label, items }: { label: string; items: Item[] }) {
  return (
    <li className="nav-dropdown">
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
        </ul>
      </details>
    </li>
  );
}

function Entry({ item }: { item: MenuItem }) {
  if (item.kind === "dropdown") return <Dropdown label={item.label} items={item.items} />;
  if (item.kind === "logout") {
    return (
      <li>
        <button type="button" className="link-button" data-logout="">
          {item.label}
        </button>
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
 * Issue #15: unread messages, linking to where the conversations are (the requests, or the leads); outside
 * the menu, so a phone shows it beside the menu button.
 */
function MessagesBadge({ user, unread: fromServer }: { user: SessionUser; unread: number }) {
  // the server's count, then what the conversation panel announces (lib/unread.ts) on hydrated pages
  const [unread, setUnread] = useState(fromServer);
  useEffect(() => setUnread(fromServer), [fromServer]);
  useEffect(() => onUnread(setUnread), []);
  const to = user.role === "company" ? "/account/dashboard" : "/client/removal-requests";
  return (
    <Link to={to} className="header-messages">
      {CHAT_WORDS.messages}{" "}
      {unread > 0 ? (
        <span className="unread-badge" aria-hidden="true">
          {unread}
        </span>
      ) : null}
      <span className="visually-hidden"> ({unreadLabel(unread)})</span>
    </Link>
  );
}

export function Header({ user, unread = 0 }: { user: SessionUser | null; unread?: number }) {
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
          <MessagesBadge user={user} unread={unread} />
        ) : null}
      </div>
    </header>
  );
}
