// issue #28: what the page says when the server could not do its work: the busy page a shed request gets (the
// root error boundary for a 503, rendered once by the server: apps/api/src/web/busy-page.ts), and the notice
// that a session has ended. The banner for a script that did not load is lib/load-failure.ts.
import { AUTH_MESSAGES } from "@rm/domain/auth-words";
import { BUSY_PAGE } from "@rm/domain/page-faults";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import "../styles/notices.css";

/** The busy page's content: the message and a link that loads the same address again. */
export function BusyScreen({ reloadHref }: { reloadHref: string }) {
  return (
    <section className="container narrow error-screen busy-screen">
      <title>{BUSY_PAGE.title}</title>
      <h1>{BUSY_PAGE.heading}</h1>
      <p>{BUSY_PAGE.detail}</p>
      <p>{BUSY_PAGE.nothingSaved}</p>
      <p>
        <a className="button" href={reloadHref}>
          {BUSY_PAGE.reload}
        </a>
      </p>
    </section>
  );
}

/** The busy page's reload address: the one the server renders it with, else the page being shown. */
export function useReloadHref(errorData: unknown): string {
  const location = useLocation();
  const given =
    typeof errorData === "object" && errorData !== null && "reloadHref" in errorData
      ? errorData.reloadHref
      : undefined;
  return typeof given === "string" ? given : `${location.pathname}${location.search}`;
}

/**
 * "You were signed out — please log in again", on the first page after a session ended
 * (apps/api/src/modules/accounts/ended-session.ts). Only on the page the server sent: once React navigates
 * elsewhere it has been read.
 */
export function SignedOutNotice() {
  const location = useLocation();
  // the address it was first drawn at (the server's and hydration's alike); the chrome stays mounted
  const [shownAt] = useState(location.key);
  if (location.key !== shownAt) return null;
  const onLogin = location.pathname === "/login";
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="container">
      <p className="notice signed-out-notice" role="status">
        {AUTH_MESSAGES.sessionEnded}
        {onLogin ? null : (
          <>
            {" "}
            <Link to={`/login?next=${next}`}>Log in</Link>
          </>
        )}
      </p>
    </div>
  );
}
