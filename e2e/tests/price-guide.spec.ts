// Issue #32 "A price before you post": the wizard's last step shows the price guide for the move before the
// button, the same figure the comparison page shows afterwards beside the quotes, each quote saying where it
// sits against it; at 375 and 1440 px, nothing wider than the screen.
import { guideInputOf, type PriceGuide, priceGuide } from "@rm/domain/price-guide";
import { guideParts, guideRange } from "@rm/domain/price-guide-words";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { inDays } from "../lib/dates.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { expect, test } from "../lib/fixtures.ts";
import { postQuote, sendHouseMove } from "../lib/quote-loop.ts";
import { atStep, movingFrom, next, openWizard } from "./wizard-steps.ts";

const rangeOf = (g: PriceGuide) => (g.kind === "none" ? "" : guideRange(g));

for (const [viewport, width] of [
  [PHONE, 375],
  [DESKTOP, 1440],
] as const) {
  test(`the wizard's last step shows the guide for the move before the button (${width} px)`, async ({
    newPage,
  }) => {
    const { page, consoleErrors } = await newPage(viewport);
    await openWizard(page, "?typeOfMove=Man%20and%20Van&step=2");
    await atStep(page, 2, 6, "Moving From");
    await movingFrom(page);
    await page.getByLabel("Apartment").check();
    await page.getByLabel("Bedrooms").selectOption("2");
    await page.getByLabel("Floor").selectOption("3");
    // the line follows the answers as they are given
    await expect(page.getByTestId("price-guide")).toContainText("2-bed flat, about 550 cu ft");
    await next(page);
    await atStep(page, 3, 6, "Moving To");
    await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
    await next(page);
    await atStep(page, 4, 6, "Additional Services");
    await next(page);
    await atStep(page, 5, 6, "Moving Date");
    await page.getByLabel("Moving date", { exact: true }).fill(inDays(30));
    await next(page);
    await atStep(page, 6, 6, "Personal Details");

    // the figure the domain's model gives for these answers at the distance the server measures
    const measured = await page.request.get("/api/postcodes/distance?from=SW1A%202AA&to=E1%206AN");
    const miles = ((await measured.json()) as { data: { miles: number } }).data.miles;
    const expected = priceGuide(
      guideInputOf(
        {
          typeOfMove: "Man and Van",
          fromPropertyType: "Apartment",
          fromBedrooms: "2",
          fromFloor: "3",
          fromLift: "no",
          toPropertyType: "House",
        },
        miles,
      ),
    );
    const guide = page.getByRole("region", { name: "Price guide" });
    await expect(guide).toContainText(`A move like this usually costs ${rangeOf(expected)}`);
    if (expected.kind !== "none") await expect(guide).toContainText(guideParts(expected).join(", "));
    const button = page.getByRole("button", { name: "Skip and see your results" });
    const [g, b] = [await guide.boundingBox(), await button.boundingBox()];
    expect(g!.y + g!.height).toBeLessThanOrEqual(b!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await guide.scrollIntoViewIfNeeded();
    await screenshot(page, `price-guide-summary-${width}`);
    expect(consoleErrors).toEqual([]);
  });

  test(`the comparison shows the guide and where each quote sits (${width} px)`, async ({ newPage }) => {
    const customer = { email: `guide-${width}-${Date.now()}@example.org`, password: "a-good-password" };
    const moveDate = inDays(30);
    const { leadId, matched } = await sendHouseMove(customer, moveDate);
    const movers = matched.filter((m) => MOVERS[m]).slice(0, 3);
    expect(movers.length, `demo movers among ${matched.join(", ")}`).toBe(3);
    const { page, consoleErrors } = await newPage(viewport);
    await loginAs(page, customer.email, customer.password);
    await page.goto(`/client/removal-requests/${leadId}`);
    const guide = page.getByRole("region", { name: "Price guide" });
    await expect(guide).toContainText("A move like this usually costs £");
    await expect(guide).toContainText("2-bed flat, about 550 cu ft");
    // the guide the page shows, from the API the page reads, with a quote below it, one within, one above
    const read = await page.request.get(`/api/client/requests/${leadId}`);
    const shown = ((await read.json()) as { data: { priceGuide: PriceGuide } }).data.priceGuide;
    expect(shown.kind).toBe("move");
    if (shown.kind !== "move") return;
    const prices = [shown.low - 12_000, shown.low, shown.high + 8000];
    for (const [i, pence] of prices.entries())
      await postQuote(MOVERS[movers[i]!]!, leadId, {
        price: String(pence / 100),
        priceKind: "fixed",
        availableDates: [moveDate],
        // packing included: the price is for what she asked for
        includes: ["packing"],
      });
    await page.reload();
    const where = page.locator(
      width === 375 ? ".compare-cards .guide-position" : ".compare-table .guide-position",
    );
    await expect(where).toHaveText(["£120 below the guide", "within the guide", "£80 above the guide"]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `price-guide-compare-${width}`);
    expect(consoleErrors).toEqual([]);
  });
}
