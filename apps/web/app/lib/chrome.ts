// The site's chrome in the browser (header, drawer, dropdowns, quote bar, postcode forms): one behaviour for both
// ways a page runs (docs/decisions/016-static-marketing-pages.md). Static pages inline it in <head> through the
// enhance script (lib/enhance.ts); hydrated pages install it once React is in (root.tsx). React renders the markup
// (components/header.tsx, sticky-quote-bar.tsx, postcode-form.tsx) and keeps no state of its own for these parts.
//
// HTML does most of the work: a dropdown is a <details name="site-menu"> (one open at a time, Enter and Space
// toggle it), the drawer below 1280 px is a popover opened by its button (a click elsewhere or Escape closes it,
// Tab goes from the button into it, its button's label follows it in CSS), the FAQ accordions are <details>.
// What is left is here, on listeners on document and window (so it works from before <body> is parsed):
//   the header turns fixed when scrolling up past FIXED_AFTER_PX (docs/product/decisions.md D16);
//   an open dropdown closes on Escape (focus back on its summary), on a click elsewhere and once a link in it is
//     chosen; the drawer closes once a link in it is chosen (React navigates without loading a page);
//   "Log out"; the quote bar closes for good (D15) and sends the free moving book; a postcode form goes to the
//     wizard with ?place= trimmed, none when empty.
import { QUOTE_BAR_CLOSED_KEY, QUOTE_BAR_COPY as C, quoteBarHref } from "@rm/content/quote-bar";
import { api } from "./api.ts";

/** On <html> once the visitor has closed the quote bar: CSS hides the bar (styles/quote-bar.css). */
const QUOTE_BAR_CLOSED_ATTRIBUTE = "data-quote-bar-closed";

/**
 * The inline script at the top of every page (root.tsx, with the page's CSP nonce): marks <html> before the
 * first paint when the bar was closed in this browser, so nothing shifts, and the mark outlives React's
 * navigations. A fixed string with no user data.
 */
export const QUOTE_BAR_CLOSED_CHECK = `try{localStorage.getItem(${JSON.stringify(QUOTE_BAR_CLOSED_KEY)})==="1"&&document.documentElement.setAttribute(${JSON.stringify(QUOTE_BAR_CLOSED_ATTRIBUTE)},"")}catch(e){}`;

/** docs/product/decisions.md D16: the header becomes fixed when the visitor scrolls up after having gone past this many pixels. */
const FIXED_AFTER_PX = 200;

/** docs/product/decisions.md D16: fixed while scrolling up below FIXED_AFTER_PX; in the flow at the top and while scrolling down. */
const headerFixed = (y: number, lastY: number): boolean => y > FIXED_AFTER_PX && y < lastY;

const DROPDOWN = "details[data-dropdown]";

function closeDropdown(item: HTMLDetailsElement, focus: boolean) {
  item.open = false;
  if (focus) item.querySelector("summary")?.focus();
}

/** docs/product/wizard.md §4: logging out goes to the home page. */
async function logout() {
  await api("POST", "/auth/logout", {});
  window.location.href = "/";
}

function closeQuoteBar() {
  try {
    localStorage.setItem(QUOTE_BAR_CLOSED_KEY, "1");
  } catch {
    // storage blocked: closed for this page view only
  }
  document.documentElement.setAttribute(QUOTE_BAR_CLOSED_ATTRIBUTE, "");
}

const paragraph = (role: "status" | "alert", className: string, text: string) => {
  const p = document.createElement("p");
  p.setAttribute("role", role);
  p.className = className;
  p.textContent = text;
  return p;
};

/** The quote bar's free moving book: the API's message when sent, else the first field error. */
async function sendBook(form: HTMLFormElement) {
  const fields = new FormData(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.querySelector('[role="alert"]')?.remove();
  if (button) {
    button.disabled = true;
    button.textContent = C.bookSending;
  }
  const res = await api("POST", "/send-pdf", {
    firstName: String(fields.get("firstName") ?? "").trim(),
    email: String(fields.get("email") ?? "").trim(),
  });
  if (res.status) {
    form.replaceWith(paragraph("status", "qb-book-done", res.message));
    return;
  }
  if (button) {
    button.disabled = false;
    button.textContent = C.bookSend;
  }
  const error = Object.values(res.errors ?? {})[0] ?? (res.message || C.bookFailed);
  form.append(paragraph("alert", "field-error", error));
}

/**
 * Starts the chrome's behaviour on this document; `go` opens an address on the site (a page load on a static
 * page, React Router's navigate on a hydrated one). Returns what stops it again.
 */
export function installChrome(go: (href: string) => void): () => void {
  let lastY = window.scrollY;
  const onScroll = () => {
    const y = window.scrollY;
    const fixed = headerFixed(y, lastY);
    lastY = y;
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (!header) return;
    header.classList.toggle("is-fixed", fixed);
    header.dataset.fixed = String(fixed);
  };

  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const target = e.target;
    for (const item of document.querySelectorAll<HTMLDetailsElement>(`${DROPDOWN}[open]`)) {
      if (!item.contains(target)) closeDropdown(item, false);
    }
    const link = target.closest("a[href]");
    if (link) {
      const item = link.closest<HTMLDetailsElement>(DROPDOWN);
      if (item) closeDropdown(item, false);
      const drawer = link.closest<HTMLElement>("[data-drawer]");
      if (drawer?.matches(":popover-open")) drawer.hidePopover();
      return;
    }
    if (target.closest("[data-logout]")) return void logout();
    if (target.closest("[data-quote-bar-close]")) closeQuoteBar();
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key !== "Escape" || !(e.target instanceof Element)) return;
    const item = e.target.closest<HTMLDetailsElement>(`${DROPDOWN}[open]`);
    if (!item) return;
    // the dropdown closes, not the drawer around it (a handled keydown is no close request for the popover)
    e.preventDefault();
    closeDropdown(item, true);
  };

  const onSubmit = (e: SubmitEvent) => {
    const form = e.target;
    if (!(form instanceof HTMLFormElement)) return;
    if (form.matches("[data-postcode-form]")) {
      e.preventDefault();
      go(quoteBarHref(String(new FormData(form).get("place") ?? "")));
    } else if (form.matches("[data-book-form]")) {
      e.preventDefault();
      void sendBook(form);
    }
  };

  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKey);
  document.addEventListener("submit", onSubmit);
  return () => {
    window.removeEventListener("scroll", onScroll);
    document.removeEventListener("click", onClick);
    document.removeEventListener("keydown", onKey);
    document.removeEventListener("submit", onSubmit);
  };
}
