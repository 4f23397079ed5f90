// Issue #28: what an admin page's decision forms need in a spec. A decision that cannot be undone asks in a
// native dialog once the page runs its script; before that (or without JavaScript) the form posts to the
// page and needs its box ticked. Specs that drive the dialog wait for the page to hydrate first.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** resolves once React has hydrated the page (root.tsx sets the flag) */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);

/** answers the open confirmation dialog with its "Yes, …" button (or `label`) and waits for it to close */
export async function confirmDecision(page: Page, label: string | RegExp = /^Yes, /) {
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: label }).click();
  await expect(dialog).toHaveCount(0);
}
