// The rules of the site's shared controls (header, drawer, log out, free moving book), in one place for both
// ways a page can run them: React on hydrated pages (components/header.tsx, sticky-quote-bar.tsx) and the
// enhance script on static pages (lib/enhance.ts, docs/DECISIONS.md "Static marketing pages"). No React here:
// the enhance script bundles this file.
import { QUOTE_BAR_COPY } from "@rm/domain/content/quote-bar";
import { api } from "./api.ts";

/** D16: the header becomes fixed when the visitor scrolls up after having gone past this many pixels. */
export const FIXED_AFTER_PX = 200;

/** D16: fixed while scrolling up below FIXED_AFTER_PX; in the flow at the top and while scrolling down. */
export const headerFixed = (y: number, lastY: number): boolean => y > FIXED_AFTER_PX && y < lastY;

/** The drawer toggle's text (below 1280 px). */
export const drawerToggleLabel = (open: boolean): string => (open ? "Close menu" : "Menu");

/** spec §4: logging out goes to the home page. */
export async function logout(): Promise<void> {
  await api("POST", "/auth/logout", {});
  window.location.href = "/";
}

export type BookAnswer = { kind: "sent" | "error"; message: string };

/** The sticky quote bar's free moving book: the API's message when sent, else the first field error. */
export async function requestMovingBook(firstName: string, email: string): Promise<BookAnswer> {
  const res = await api("POST", "/send-pdf", { firstName: firstName.trim(), email: email.trim() });
  return res.status
    ? { kind: "sent", message: res.message }
    : {
        kind: "error",
        message: Object.values(res.errors ?? {})[0] ?? (res.message || QUOTE_BAR_COPY.bookFailed),
      };
}
