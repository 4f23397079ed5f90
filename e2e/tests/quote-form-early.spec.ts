// Issue #34 (docs/decisions/117-quote-form-on-first-use.md): the mover's lead page hydrates without the quote
// form's code, which loads on the first sign the mover will use the form. On a slow phone the mover may type,
// tick and press "Send quote" before it has arrived: here the code is held back until they have. What they typed
// and ticked is still in the form once it is in, and the press sends the quote, once, with it (never as a native
// GET with the quote in the address).
import { PHONE } from "../lib/browser.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { inDays } from "../lib/dates.ts";
import { expect, test } from "../lib/fixtures.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";

test("typed, ticked and sent before the quote form's code arrives: kept, and sent once it is in", async ({
  signedIn,
}) => {
  const customer = { email: `early-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(21));
  const mover = matched.find((n) => n in MOVERS);
  expect(mover, `matched: ${matched.join(", ")}`).toBeTruthy();
  const { page, consoleErrors } = await signedIn({ email: MOVERS[mover!]! }, PHONE);

  // the form's code waits until the mover has typed, ticked and pressed
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  await page.route(/\/assets\/quote-form-[\w-]+\.js$/, async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  const sends: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(`/api/company/leads/${leadId}/quote`)) sends.push(r.method());
  });

  await page.goto(`/account/dashboard/leads/${leadId}`);
  await page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);
  expect(asked, "the page hydrates without the form's code").toBe(0);

  const form = page.getByRole("form", { name: "Your quote" });
  await form.getByLabel("Price (£)").fill("480");
  await form.getByRole("radio", { name: "Estimate" }).check();
  await form.getByLabel("Vehicle").selectOption("Transit van");
  await form.getByRole("checkbox", { name: "Packing materials", exact: true }).check();
  await form.getByLabel("Message to the customer (optional)").fill("We know the building well.");
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect.poll(() => asked, { message: "the touch asked for the code" }).toBe(1);
  expect(new URL(page.url()).search, "not sent natively").toBe("");
  expect(sends).toEqual([]);

  release();
  await expect(page.getByText("Your quote has been sent to the customer")).toBeVisible();
  await expect(page.getByText("We know the building well.")).toBeVisible();
  await expect(page.getByText("£480 (estimate)")).toBeVisible();
  await expect(page.getByText("Transit van")).toBeVisible();
  await expect(page.getByText(/Packing materials/).first()).toBeVisible();
  expect(sends).toEqual(["POST"]);
  expect(new URL(page.url()).search).toBe("");
  expect(consoleErrors).toEqual([]);
});
