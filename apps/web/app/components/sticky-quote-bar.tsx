// docs/product/routes.md §2 "Sticky quote bar" + docs/product/decisions.md D15: postcode → wizard (?place= trimmed, none when empty), a free moving
// book offer, closable for good in this browser; hidden for admins, companies, the wizard and login paths.
// It is fixed to the bottom and the body is padded by its height (quote-bar.css), so it never covers the
// footer. Markup only, the same on static and hydrated pages: lib/chrome.ts closes it (a mark on <html> that CSS
// reads, set before the first paint by root.tsx's inline check when it was closed before, so nothing shifts)
// and sends the book, through the data-* hooks below.
import type { SessionUser } from "@rm/domain";
import { QUOTE_BAR_COPY as C, quoteBarShown } from "@rm/content/quote-bar";
import { memo } from "react";
import { useLocation } from "react-router";
import { PostcodeForm } from "./postcode-form.tsx";
import "../styles/public.css";
import "../styles/public-blocks.css";
import "../styles/quote-bar.css";

/**
 * Rendered once and never again (no props, no state): lib/chrome.ts changes it as the book is sent (the button's
 * words, the error, the form giving way to the answer), so React must not redraw it.
 */
const BookOffer = memo(function BookOffer() {
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
        <form className="qb-book-form" noValidate data-book-form="">
          <div className="field">
            <label htmlFor="qb-book-name">{C.firstNameLabel}</label>
            <input id="qb-book-name" name="firstName" autoComplete="given-name" required maxLength={80} />
          </div>
          <div className="field">
            <label htmlFor="qb-book-email">{C.emailLabel}</label>
            <input id="qb-book-email" name="email" type="email" autoComplete="email" required />
          </div>
          <button type="submit" className="button">
            {C.bookSend}
          </button>
        </form>
      </div>
    </details>
  );
});

export function StickyQuoteBar({ user }: { user: SessionUser | null }) {
  const { pathname } = useLocation();
  if (!quoteBarShown(pathname, user)) return null;
  return (
    <aside id="quote-bar" className="quote-bar" aria-label={C.region}>
      <div className="qb-inner">
        <BookOffer />
        <PostcodeForm
          id="quote-bar-postcode"
          label={C.postcodeLabel}
          submitLabel={C.submit}
          placeholder={C.postcodePlaceholder}
          className="qb-form"
        />
        <button type="button" className="qb-close" aria-label={C.close} data-quote-bar-close="">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </aside>
  );
}
