// spec §2 "Sticky quote bar" + D15: postcode → wizard (?place= trimmed, none when empty), a free moving
// book offer, closable for good in this browser; hidden for admins, companies, the wizard and login paths.
// It is fixed to the bottom and the body is padded by its height (public.css), so it never covers the
// footer; a tiny inline script (with the page's CSP nonce) hides it before the first paint if it was closed,
// so nothing shifts. The data-* attributes are the hooks of lib/enhance.ts, which does the same on static
// pages (no React there).
import type { SessionUser } from "@rm/domain";
import { QUOTE_BAR_CLOSED_KEY, QUOTE_BAR_COPY as C, quoteBarShown } from "@rm/domain/content/quote-bar";
import { useLayoutEffect, useState } from "react";
import { useLocation } from "react-router";
import { useCspNonce } from "../lib/csp-nonce.ts";
import { type BookAnswer, requestMovingBook } from "../lib/site-ui.ts";
import { PostcodeForm } from "./public/postcode-form.tsx";
import "../styles/public.css";
import "../styles/public-blocks.css";
import "../styles/quote-bar.css";

const HIDE_IF_CLOSED = `try{localStorage.getItem(${JSON.stringify(QUOTE_BAR_CLOSED_KEY)})==="1"&&(document.getElementById("quote-bar").hidden=true)}catch(e){}`;

type BookState = { kind: "idle" | "sending" } | BookAnswer;

function BookOffer() {
  const [state, setState] = useState<BookState>({ kind: "idle" });
  return (
    <details className="qb-book">
      <summary>
        <svg className="qb-book-icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M3 5.5C5.5 4.5 8.5 4.5 12 6.5c3.5-2 6.5-2 9-1v13c-2.5-1-5.5-1-9 1-3.5-2-6.5-2-9-1z M12 6.5v13"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {C.bookTitle}
      </summary>
      <div className="qb-book-panel">
        <p>{C.bookText}</p>
        {state.kind === "sent" ? (
          <p role="status" className="qb-book-done">
            {state.message}
          </p>
        ) : (
          <form
            className="qb-book-form"
            noValidate
            data-book-form=""
            onSubmit={async (e) => {
              e.preventDefault();
              const form = new FormData(e.currentTarget);
              setState({ kind: "sending" });
              setState(
                await requestMovingBook(String(form.get("firstName") ?? ""), String(form.get("email") ?? "")),
              );
            }}
          >
            <div className="field">
              <label htmlFor="qb-book-name">{C.firstNameLabel}</label>
              <input id="qb-book-name" name="firstName" autoComplete="given-name" required maxLength={80} />
            </div>
            <div className="field">
              <label htmlFor="qb-book-email">{C.emailLabel}</label>
              <input id="qb-book-email" name="email" type="email" autoComplete="email" required />
            </div>
            <button type="submit" className="button" disabled={state.kind === "sending"}>
              {state.kind === "sending" ? C.bookSending : C.bookSend}
            </button>
            {state.kind === "error" ? (
              <p role="alert" className="field-error">
                {state.message}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </details>
  );
}

export function StickyQuoteBar({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(false);
  const nonce = useCspNonce();
  useLayoutEffect(() => {
    try {
      if (localStorage.getItem(QUOTE_BAR_CLOSED_KEY) === "1") setClosed(true);
    } catch {
      // storage blocked: the bar simply shows
    }
  }, []);
  if (closed || !quoteBarShown(pathname, user)) return null;
  const close = () => {
    try {
      localStorage.setItem(QUOTE_BAR_CLOSED_KEY, "1");
    } catch {
      // storage blocked: closed for this page view only
    }
    setClosed(true);
  };
  return (
    <>
      <aside id="quote-bar" className="quote-bar" aria-label={C.region} suppressHydrationWarning>
        <div className="qb-inner">
          <BookOffer />
          <PostcodeForm
            id="quote-bar-postcode"
            label={C.postcodeLabel}
            submitLabel={C.submit}
            placeholder={C.postcodePlaceholder}
            className="qb-form"
          />
          <button
            type="button"
            className="qb-close"
            aria-label={C.close}
            data-quote-bar-close=""
            onClick={close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </aside>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HIDE_IF_CLOSED }} />
    </>
  );
}
