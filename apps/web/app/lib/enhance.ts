// The enhance script of static pages (lib/static-page.ts, docs/DECISIONS.md "Static marketing pages"): what React
// does on hydrated pages, in plain DOM code, for the few interactive parts of a server-rendered marketing page.
// vite.config.ts bundles it with esbuild into one IIFE; root.tsx inlines it in <head> with the CSP nonce. It runs
// before <body> is parsed, so it listens on document and window (event delegation) and finds elements by the
// data-* hooks the components render: every control works as soon as it is on screen.
//   header (components/header.tsx): fixed after scrolling up past FIXED_AFTER_PX; the drawer toggle below
//     1280 px; dropdowns (click, outside click, Escape back to the button); "Log out".
//   sticky quote bar (components/sticky-quote-bar.tsx): close for good; the free moving book form.
//   postcode forms (components/public/postcode-form.tsx): to the wizard with ?place= trimmed, none when empty.
// The FAQ accordions are <details> and need nothing.
import { QUOTE_BAR_CLOSED_KEY, QUOTE_BAR_COPY as C, quoteBarHref } from "@rm/domain/content/quote-bar";
import { drawerToggleLabel, headerFixed, logout, requestMovingBook } from "./site-ui.ts";

// ---------- header: fixed after scrolling up (D16) ----------
let lastY = window.scrollY;
window.addEventListener(
  "scroll",
  () => {
    const y = window.scrollY;
    const fixed = headerFixed(y, lastY);
    lastY = y;
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (!header) return;
    header.classList.toggle("is-fixed", fixed);
    header.dataset.fixed = String(fixed);
  },
  { passive: true },
);

// ---------- header: dropdowns and the drawer ----------
const dropdownParts = (item: Element) => ({
  button: item.querySelector<HTMLButtonElement>(":scope > button"),
  list: item.querySelector<HTMLElement>(":scope > ul"),
});
const isOpen = (item: Element) => dropdownParts(item).button?.getAttribute("aria-expanded") === "true";
function setDropdown(item: Element, open: boolean) {
  const { button, list } = dropdownParts(item);
  button?.setAttribute("aria-expanded", String(open));
  if (list) list.hidden = !open;
}

function toggleDrawer(toggle: HTMLElement) {
  const open = toggle.getAttribute("aria-expanded") !== "true";
  toggle.setAttribute("aria-expanded", String(open));
  toggle.textContent = drawerToggleLabel(open);
  document.getElementById(toggle.getAttribute("aria-controls") ?? "")?.classList.toggle("is-open", open);
}

// ---------- sticky quote bar ----------
function closeQuoteBar(button: Element) {
  try {
    localStorage.setItem(QUOTE_BAR_CLOSED_KEY, "1");
  } catch {
    // storage blocked: closed for this page view only
  }
  button.closest("#quote-bar")?.remove();
}

const paragraph = (role: "status" | "alert", className: string, text: string) => {
  const p = document.createElement("p");
  p.setAttribute("role", role);
  p.className = className;
  p.textContent = text;
  return p;
};

async function sendBook(form: HTMLFormElement) {
  const fields = new FormData(form);
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  form.querySelector('[role="alert"]')?.remove();
  if (button) {
    button.disabled = true;
    button.textContent = C.bookSending;
  }
  const answer = await requestMovingBook(
    String(fields.get("firstName") ?? ""),
    String(fields.get("email") ?? ""),
  );
  if (answer.kind === "sent") {
    form.replaceWith(paragraph("status", "qb-book-done", answer.message));
    return;
  }
  if (button) {
    button.disabled = false;
    button.textContent = C.bookSend;
  }
  form.append(paragraph("alert", "field-error", answer.message));
}

// ---------- delegated events ----------
document.addEventListener("click", (e) => {
  if (!(e.target instanceof Element)) return;
  const target = e.target;
  for (const item of document.querySelectorAll("[data-dropdown]")) {
    if (!item.contains(target) && isOpen(item)) setDropdown(item, false);
  }
  const dropdownButton = target.closest("[data-dropdown] > button");
  if (dropdownButton?.parentElement) {
    setDropdown(dropdownButton.parentElement, !isOpen(dropdownButton.parentElement));
    return;
  }
  const drawer = target.closest<HTMLElement>("[data-drawer-toggle]");
  if (drawer) return toggleDrawer(drawer);
  if (target.closest("[data-logout]")) return void logout();
  const close = target.closest("[data-quote-bar-close]");
  if (close) closeQuoteBar(close);
});

document.addEventListener("keydown", (e) => {
  if (e.key !== "Escape" || !(e.target instanceof Element)) return;
  const item = e.target.closest("[data-dropdown]");
  if (!item || !isOpen(item)) return;
  setDropdown(item, false);
  dropdownParts(item).button?.focus();
});

document.addEventListener("submit", (e) => {
  const form = e.target;
  if (!(form instanceof HTMLFormElement)) return;
  if (form.matches("[data-postcode-form]")) {
    e.preventDefault();
    window.location.assign(quoteBarHref(String(new FormData(form).get("place") ?? "")));
  } else if (form.matches("[data-book-form]")) {
    e.preventDefault();
    void sendBook(form);
  }
});

document.documentElement.dataset.enhanced = "true";
