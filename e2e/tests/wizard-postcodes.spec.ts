// The wizard's postcodes and addresses: suggestions that respect the space, a typed address straight away
// where no addresses are known (never "0 addresses"), an address cleared when its postcode changes (also
// after Back), a UK destination outside London accepted, a start outside London refused with its message.
// SW19 1DB, SE1 9SZ and CR0 1NA are real London postcodes of the shipped file without demo addresses.
import { LEAD_MESSAGES as M } from "@rm/domain";
import { ADDRESS_STEP_TEXT as T } from "@rm/domain/postcode-service";
import type { Page } from "@playwright/test";
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { atStep, details, inDays, movingFrom, next, openWizard, seeError, send } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

const NEVER_SHOWN = ["0 addresses", "No addresses to show"];

/** Records, from now on, whether any of NEVER_SHOWN appears on the page even for a moment. */
async function watchForEmptyList(page: Page) {
  // a plain script: the test's own functions would carry the TypeScript loader's helpers
  await page.evaluate(`{
    const words = ${JSON.stringify(NEVER_SHOWN)};
    window.seenEmptyList = [];
    new MutationObserver(() => {
      const text = document.body.innerText;
      for (const word of words) if (text.includes(word)) window.seenEmptyList.push(word);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }`);
  return () => page.evaluate(() => (window as unknown as { seenEmptyList: string[] }).seenEmptyList);
}

async function toStepFrom(page: Page) {
  await openWizard(page);
  await page.getByRole("button", { name: "House/Flat Removals" }).click();
  await atStep(page, 2, 6, "Moving From");
}

const suggestions = (page: Page) =>
  page.getByRole("listbox", { name: "Postcode suggestions" }).getByRole("option").allTextContents();

test("suggestions respect the space: E1 6 lists E1 6xx only; SE1 lists SE1 … first", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await toStepFrom(page);
  const postcode = page.getByRole("combobox", { name: "Postcode" });
  await postcode.fill("E1 6");
  await expect(page.getByRole("option", { name: "E1 6AA", exact: true })).toBeVisible();
  const e16 = await suggestions(page);
  expect(e16.length).toBe(10);
  expect(
    e16.every((p) => p.startsWith("E1 6")),
    `only E1 6xx: ${e16.join(", ")}`,
  ).toBeTruthy();
  await postcode.fill("SE1");
  await expect(
    page
      .getByRole("listbox", { name: "Postcode suggestions" })
      .getByRole("option")
      .first()
      .filter({ hasText: /^SE1 / }),
  ).toBeVisible();
  const se1 = await suggestions(page);
  expect(
    se1.every((p) => p.startsWith("SE1 ")),
    `SE1's own postcodes before SE10 …: ${se1.join(", ")}`,
  ).toBeTruthy();
  // compact and lower-case still finds it (its addresses open)
  await postcode.fill("e16an");
  await expect(page.getByText(T.found(8, "E1 6AN"), { exact: true })).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

for (const [viewport, size] of [
  [PHONE, "375"],
  [DESKTOP, "1440"],
] as const) {
  test(`no addresses known (${size} px): the typed address opens at once with a line why, never '0 addresses'`, async ({
    newPage,
  }) => {
    const { page, context, consoleErrors } = await newPage(viewport);
    await toStepFrom(page);
    const seen = await watchForEmptyList(page);
    await page.getByRole("combobox", { name: "Postcode" }).fill("SW19 1DB");
    const typed = page.getByRole("textbox", { name: "Address", exact: true });
    await expect(typed).toBeVisible();
    await expect(page.getByText(T.noneKnown("SW19 1DB"), { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add Address Manually" })).toHaveCount(0);
    await screenshot(page, `wizard-address-none-known-${size}`);
    expect(await seen(), "no empty list shown, even for a moment").toEqual([]);
    await typed.fill("12 Wimbledon Hill Road, London");
    await next(page);
    await atStep(page, 3, 6, "Moving To");
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("an address chosen for one postcode is cleared when the postcode changes, also after Back", async ({
  newPage,
}) => {
  const { page, context } = await newPage(DESKTOP);
  await toStepFrom(page);
  const seen = await watchForEmptyList(page);
  await movingFrom(page); // SW1A 2AA, 10 Downing Street
  await screenshot(page, "wizard-address-list-1440");
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await page.getByRole("button", { name: "Back" }).click();
  await atStep(page, 2, 6, "Moving From");
  const list = page.getByLabel("Address", { exact: true });
  await expect(list, "kept while the postcode is").toHaveValue("10 Downing Street, London, SW1A 2AA");

  const postcode = page.getByRole("combobox", { name: "Postcode" });
  await postcode.fill("E1 6AN");
  await expect(page.getByText(T.found(8, "E1 6AN"), { exact: true })).toBeVisible();
  await expect(list, "the Downing Street address went with its postcode").toHaveValue("");
  await next(page);
  await seeError(page, M.addressRequired);

  // a typed address goes the same way
  await postcode.fill("SE1 9SZ");
  const typed = page.getByRole("textbox", { name: "Address", exact: true });
  await expect(page.getByText(T.noneKnown("SE1 9SZ"), { exact: true })).toBeVisible();
  await typed.fill("1 London Bridge Street, London");
  await postcode.fill("CR0 1NA");
  await expect(page.getByText(T.noneKnown("CR0 1NA"), { exact: true })).toBeVisible();
  await expect(typed).toHaveValue("");
  expect(await seen()).toEqual([]);
  await context.close();
});

test("a destination elsewhere in the UK is accepted; a start outside London is not", async ({ newPage }) => {
  const { page, context } = await newPage(DESKTOP);
  await toStepFrom(page);
  const from = page.getByRole("combobox", { name: "Postcode" });
  await from.fill("M1 1AD");
  await seeError(page, M.postcodeOutsideLondon);
  await next(page);
  await seeError(page, M.postcodeOutsideLondon);
  await atStep(page, 2, 6, "Moving From");
  await expect(page.locator(".field-error", { hasText: M.postcodeIncorrect })).toHaveCount(0);
  await screenshot(page, "wizard-from-outside-london-1440");

  await movingFrom(page);
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  const to = page.getByRole("combobox", { name: "Postcode (optional)" });
  for (const postcode of ["BN1 1AA", "M1 1AD"]) {
    await to.fill(postcode);
    await expect(page.getByText(T.noneKnown(postcode), { exact: true })).toBeVisible();
  }
  await page
    .getByRole("textbox", { name: "Address (optional)", exact: true })
    .fill("1 Piccadilly, Manchester");
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await context.close();
});

test("a whole move from SW19 1DB (shipped data only, no demo addresses) to CR0 1NA is sent and matched", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await toStepFrom(page);
  await page.getByRole("combobox", { name: "Postcode" }).fill("SW19 1DB");
  await expect(page.getByText(T.noneKnown("SW19 1DB"), { exact: true })).toBeVisible();
  await page.getByRole("textbox", { name: "Address", exact: true }).fill("12 Wimbledon Hill Road, London");
  await page.getByLabel("Apartment").check();
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("CR0 1NA");
  await expect(page.getByText(T.noneKnown("CR0 1NA"), { exact: true })).toBeVisible();
  await page
    .getByRole("textbox", { name: "Address (optional)", exact: true })
    .fill("3 George Street, Croydon");
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await next(page);
  await atStep(page, 5, 6, "Moving Date");
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(25));
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await details(page, { first: "Wendy", last: "Bledon", email: "wendy.sw19@example.org" });
  await send(page, "Skip and see your results");
  const movers = page.getByRole("dialog").getByRole("link");
  await expect.poll(() => movers.count(), "movers near Wimbledon are matched").toBeGreaterThan(0);
  await screenshot(page, "wizard-sw19-results-375");
  await page.keyboard.press("Escape");
  const request = page.getByRole("article").filter({ hasText: "House/Flat Removals" });
  await expect(request.getByText(/SW19, Merton/).first()).toBeVisible();
  await expect(request.getByText(/CR0, Croydon/).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});
