// Issue #17 "Sending": the wizard's last step sums the move up before "Skip and see your results" (from → to,
// property, floor and lift, date, services, and issue #18's declared value), with an Edit per part that jumps to
// its step and back, at 375 px with the keyboard; no extra step. Also the spec fix "/account/dashboard/leads is
// served at its own address".
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { atStep, axeClean, inDays, movingFrom, next, openWizard } from "./wizard-steps.ts";

const PHONE_LINE =
  "Movers see the areas and the move, never your phone number or address: only the mover you book gets them.";

for (const [viewport, width] of [
  [PHONE, 375],
  [DESKTOP, 1440],
] as const) {
  test(`the last step's summary, each Edit back to its step (${width} px)`, async ({ newPage }) => {
    const { page, consoleErrors } = await newPage(viewport);
    await openWizard(page, "?typeOfMove=Man%20and%20Van&step=2");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Man and Van Quote");
    await atStep(page, 2, 6, "Moving From");
    await movingFrom(page);
    await page.getByLabel("Apartment").check();
    await page.getByLabel("Floor").selectOption("3");
    await next(page);
    await atStep(page, 3, 6, "Moving To");
    await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
    await next(page);
    await atStep(page, 4, 6, "Additional Services");
    await page.getByLabel("Packing materials").check();
    await page
      .getByLabel(/Roughly what are your belongings worth\?/)
      .selectOption({ label: "£10,000 to £25,000" });
    await next(page);
    await atStep(page, 5, 6, "Moving Date");
    await page.getByLabel("Moving date", { exact: true }).fill(inDays(30));
    await next(page);

    await atStep(page, 6, 6, "Personal Details");
    const summary = page.getByRole("region", { name: "Your move at a glance" });
    await expect(summary).toBeVisible();
    // the address list's address names its postcode: said once
    await expect(summary.getByText("10 Downing Street, London, SW1A 2AA", { exact: true })).toBeVisible();
    await expect(summary).toContainText("E1 6AN");
    await expect(summary).toContainText("Apartment, 1 bedroom");
    await expect(summary).toContainText("From floor 3, no lift");
    await expect(summary).toContainText("Packing materials");
    await expect(summary).toContainText("£10,000 to £25,000");
    await expect(summary.getByText(PHONE_LINE)).toBeVisible();
    // before the final button, nothing wider than the screen
    const button = page.getByRole("button", { name: "Skip and see your results" });
    const [s, b] = [await summary.boundingBox(), await button.boundingBox()];
    expect(s!.y + s!.height).toBeLessThanOrEqual(b!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await axeClean(page, `summary ${width}`);
    await summary.scrollIntoViewIfNeeded();
    await screenshot(page, `wizard-summary-${width}`);

    // Edit the floor with the keyboard: it opens Moving From; Continue through, the change shows
    await summary.getByRole("button", { name: "Edit floor and lift" }).focus();
    await page.keyboard.press("Enter");
    await atStep(page, 2, 6, "Moving From");
    await page.getByLabel("Floor").selectOption("5");
    await page.getByRole("radio", { name: "Yes" }).check();
    for (const [n, title] of [
      [3, "Moving To"],
      [4, "Additional Services"],
      [5, "Moving Date"],
      [6, "Personal Details"],
    ] as const) {
      await next(page);
      await atStep(page, n, 6, title);
    }
    await expect(summary).toContainText("From floor 5, with a lift");
    await summary.getByRole("button", { name: "Edit date" }).click();
    await atStep(page, 5, 6, "Moving Date");
    await expect(page.getByLabel("Moving date", { exact: true })).toHaveValue(inDays(30));
    expect(consoleErrors).toEqual([]);
  });
}

test("/account/dashboard/leads is the leads inbox at its own address", async ({ signedIn }) => {
  const { page } = await signedIn("company", PHONE);
  const res = await page.goto("/account/dashboard/leads");
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\/account\/dashboard\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your leads" })).toBeVisible();
});

test("issue #18: the declared value reaches the mover's lead page, with the cover warning before quoting (375 px)", async ({
  newPage,
  signedIn,
}) => {
  const { page } = await newPage(PHONE);
  await openWizard(page, "?typeOfMove=House%2FFlat%20Removals&step=2");
  await movingFrom(page, "E1 6AN", "16 Middlesex Street, London, E1 6AN");
  await next(page);
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await page
    .getByLabel(/Roughly what are your belongings worth\?/)
    .selectOption({ label: "£50,000 to £100,000" });
  await next(page);
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(47));
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await page.getByLabel("First name").fill("Vera");
  await page.getByLabel("Last name").fill("Value");
  await page.getByLabel("Email").fill(`declared-${Date.now()}@example.org`);
  await page.getByLabel("Phone number").fill("07700 900321");
  await Promise.all([
    page.waitForURL(/\/client\/removal-requests\?showModal=true&lead=[0-9a-f-]{36}/),
    page.getByRole("button", { name: "Skip and see your results", exact: true }).click(),
  ]);
  const leadId = new URL(page.url()).searchParams.get("lead")!;
  // the matched movers' modal opens once the page has hydrated: wait for it before reading its names
  const matchedLinks = page.getByRole("dialog").getByRole("link");
  await expect(matchedLinks.first()).toBeVisible();
  const names = await matchedLinks.allTextContents();
  const mover = names.map((n) => n.trim()).find((n) => n in MOVERS);
  expect(mover, `matched: ${names.join(", ")}`).toBeTruthy();

  // the demo movers' verified Goods in Transit cover is £50,000: a move worth up to £100,000 may need more
  const m = await signedIn({ email: MOVERS[mover!]! }, PHONE);
  await m.page.goto(`/account/dashboard/leads/${leadId}`);
  const quote = m.page.locator("#quote");
  await expect(quote.getByText("£50,000 to £100,000 (the customer's estimate)")).toBeVisible();
  await expect(quote.getByRole("note")).toHaveText(
    "The customer says their belongings are worth £50,000 to £100,000: your Goods in Transit cover of £50,000 may not be enough. Tell them in your message how the difference is covered.",
  );
  await quote.getByRole("note").scrollIntoViewIfNeeded();
  await screenshot(m.page, "lead-declared-value-375");
});
