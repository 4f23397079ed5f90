// Issue #32's journey, at 375 px: a 2-bed flat on the 3rd floor without a lift, where the van needs a parking
// suspension. The customer starts the list from a typical 2-bed flat on the Moving From step, changes counts by
// thumb and by keyboard (the price guide follows), ticks a piano and adds its photo, and sends; a matched mover
// sees the list room by room, the photo, the access answers and the guide on the lead page and quotes "based on
// your list"; the customer's comparison shows each quote against the guide. Screenshots at 375 px (the journey)
// and 1440 px (the lead page and comparison).
import {
  INVENTORY_WORDS,
  inventoryPreset,
  inventorySummary,
  inventoryVolumeCuFt,
  LEAD_PHOTO_MESSAGES,
} from "@rm/domain/inventory";
import { ACCESS_WORDS } from "@rm/domain/lead/access";
import type { PriceGuide } from "@rm/domain/price-guide";
import { guidePosition } from "@rm/domain/price-guide-words";
import sharp from "sharp";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { expect, test } from "../lib/fixtures.ts";
import { postQuote } from "../lib/quote-loop.ts";
import { atStep, details, inDays, movingFrom, next, openWizard, seeToast, send } from "./wizard-steps.ts";

test("a list made in the wizard reaches the mover, who quotes from it; the customer sees 'Based on your list'", async ({
  newPage,
}) => {
  const { page, consoleErrors } = await newPage(PHONE);
  await openWizard(page, "?typeOfMove=House%2FFlat%20Removals&step=2");
  await atStep(page, 2, 6, "Moving From");
  await movingFrom(page);
  await page.getByLabel("Apartment").check();
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Floor").selectOption("3");
  await page.getByRole("group", { name: ACCESS_WORDS.lift }).getByLabel("No").check();
  await page
    .getByRole("group", { name: ACCESS_WORDS.parking.from })
    .getByLabel("Needs a parking suspension")
    .check();

  // the list starts from the typical home chosen, and its volume is the guide's
  await page.getByText(INVENTORY_WORDS.heading).click();
  await page.getByRole("button", { name: INVENTORY_WORDS.startFrom("2-bed flat") }).click();
  const preset = inventoryPreset("Apartment", "2");
  await expect(page.locator(".inventory-total")).toHaveText(inventorySummary(preset));
  const guide = page.getByTestId("price-guide");
  await expect(guide).toContainText("about 550 cu ft");
  const presetGuide = await guide.textContent();
  // by thumb: one more armchair; by keyboard: the boxes typed
  await page.locator(".inventory-room", { hasText: "Living room" }).locator("summary").click();
  await page.getByRole("button", { name: "One more: Armchair" }).click();
  await page.locator(".inventory-room", { hasText: "Boxes" }).locator("summary").click();
  await page.getByLabel("Boxes (medium, about 3 cu ft)", { exact: true }).fill("30");
  await page.getByRole("button", { name: "One more: Piano (upright)" }).focus();
  await page.keyboard.press("Enter");
  const list = { ...preset, armchair: 2, box: 30, piano: 1 };
  await expect(page.locator(".inventory-total")).toHaveText(inventorySummary(list));
  // the guide follows the list's volume
  await expect(guide).toContainText(`about ${inventoryVolumeCuFt(list).toLocaleString("en-GB")} cu ft`);
  expect(await guide.textContent()).not.toBe(presetGuide);
  const piano = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3b2f2f" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel("Photos of big or awkward items (optional)")
    .setInputFiles({ name: "piano.jpg", mimeType: "image/jpeg", buffer: piano });
  await expect(page.getByRole("button", { name: "Remove piano.jpg" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshot(page, "inventory-wizard-375");
  await next(page);

  await atStep(page, 3, 6, "Moving To");
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await next(page);
  await atStep(page, 5, 6, "Moving Date");
  const moveDate = inDays(30);
  await page.getByLabel("Moving date", { exact: true }).fill(moveDate);
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await details(page, { first: "Ines", last: "Lister", email: `inventory-${Date.now()}@example.org` });
  await send(page, "Skip and see your results");
  await seeToast(page, LEAD_PHOTO_MESSAGES.added(1));
  const leadId = new URL(page.url()).searchParams.get("lead")!;
  const names = await page.getByRole("dialog").getByRole("link").allTextContents();
  const demo = names.map((n) => MOVERS[n.trim()]).filter((m): m is string => Boolean(m));
  const mover = demo[0];
  expect(mover, `a demo mover among ${names.join(", ")}`).toBeTruthy();

  // the mover: the list room by room, the big item, the photo, and a quote based on the list
  for (const [viewport, width] of [
    [PHONE, 375],
    [DESKTOP, 1440],
  ] as const) {
    const m = await newPage(viewport);
    await loginAs(m.page, mover!);
    await m.page.goto(`/account/dashboard/leads/${leadId}`);
    const section = m.page.getByRole("region", { name: INVENTORY_WORDS.listRow });
    await expect(section).toContainText(inventorySummary(list));
    await expect(section.getByRole("listitem").filter({ hasText: "Piano (upright)" })).toContainText("× 1");
    await expect(section.getByRole("listitem").filter({ hasText: "Armchair" })).toContainText("× 2");
    // the access answers and the guide, from the same answers as the customer's
    const glance = m.page.locator("main");
    await expect(glance).toContainText("Floor 3, no lift");
    await expect(glance).toContainText("Needs a parking suspension");
    await expect(glance).toContainText(
      "The customer must apply to Westminster City Council for a parking suspension where the move starts",
    );
    await expect(m.page.getByRole("region", { name: "Price guide" }).first()).toContainText(
      "A move like this usually costs £",
    );
    // each item and its count on one line: "× 30" never wraps, nor drops below its item
    const split = await section.locator(".lead-inventory-rooms li").evaluateAll((items) =>
      items.flatMap((li) => {
        const [label, count] = [li.querySelector("span")!, li.querySelector("strong")!];
        const [l, c] = [label.getBoundingClientRect(), count.getBoundingClientRect()];
        const line = Number.parseFloat(getComputedStyle(count).lineHeight) || c.height;
        return c.height > line * 1.5 || c.top >= l.bottom ? [li.textContent] : [];
      }),
    );
    expect(split).toEqual([]);
    const photo = section.getByRole("img", { name: "Customer's photo 1" });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
    expect(await m.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await section.scrollIntoViewIfNeeded();
    await screenshot(m.page, `inventory-lead-${width}`);
    if (width === 375) {
      await m.page.getByLabel("Price (£)").fill("1150");
      await m.page.getByLabel(INVENTORY_WORDS.basedOnListLabel).check();
      await m.page.getByRole("button", { name: "Send quote" }).click();
      // sent: the form gives way to the quote as sent (the tick's label is in the form too, so it proves nothing)
      await expect(m.page.getByRole("button", { name: "Edit quote" })).toBeVisible();
      await expect(m.page.locator("#quote")).toContainText(INVENTORY_WORDS.basedOnListLabel);
    }
    expect(m.consoleErrors).toEqual([]);
    await m.context.close();
  }

  // a second mover quotes below the guide, when there is one (the customer then sees each quote against it)
  const read = await page.request.get(`/api/client/requests/${leadId}`);
  const shown = ((await read.json()) as { data: { priceGuide: PriceGuide } }).data.priceGuide;
  expect(shown.kind).toBe("move");
  const prices = [115_000];
  if (demo[1] && shown.kind === "move") {
    prices.push(shown.low - 10_000);
    await postQuote(demo[1], leadId, {
      price: String((shown.low - 10_000) / 100),
      priceKind: "fixed",
      availableDates: [moveDate],
    });
  }
  // the customer (the same browser's guest session): the quote says it is based on her list
  for (const [viewport, width] of [
    [PHONE, 375],
    [DESKTOP, 1440],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto(`/client/removal-requests/${leadId}`);
    const where = page.locator(width === 375 ? ".compare-cards" : ".compare-table");
    await expect(where.locator(".based-on-list")).toHaveText([INVENTORY_WORDS.basedOnList]);
    // each quote against the guide
    const positions = where.locator(".guide-position");
    await expect(positions).toHaveCount(prices.length);
    expect((await positions.allTextContents()).sort()).toEqual(
      prices.map((p) => guidePosition(p, shown)!).sort(),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `inventory-compare-${width}`);
  }
  expect(consoleErrors).toEqual([]);
});
