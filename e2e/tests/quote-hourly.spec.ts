// Issue #18 "Quotes that fit the trade", on a phone (375 px): a mover quotes a lead by the hour from a saved
// template (the estimated total computed as the form is filled), and the customer sees the hourly breakdown,
// the cover from the mover's verified certificates, and the priced extras as "optional, +£…": the one she
// asked for (packing) ticked to begin with, so the total is for what she asked; ticking changes that one total.
import { PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { inDays } from "../lib/dates.ts";

test("a mover quotes hourly from a template; the customer sees the breakdown and ticks an extra", async ({
  signedIn,
  consoleErrors,
}) => {
  // the customer's lead (the wizard's house move: packing asked for), through the API
  const customer = { email: `hourly-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(21));
  const mover = matched.find((n) => n in MOVERS);
  expect(mover, `matched: ${matched.join(", ")}`).toBeTruthy();

  // the mover's saved template: £60 an hour for the van and 1 mover, £20 per extra mover, packing extra £150
  const { page } = await signedIn({ email: MOVERS[mover!]! }, PHONE);
  const templateName = `Two-bed flat by the hour ${Date.now()}`;
  const saved = await page.request.post("/api/company/quote-templates", {
    data: {
      name: templateName,
      moveType: "House/Flat Removals",
      priceKind: "hourly",
      hourlyRate: "60",
      minimumHours: "2",
      extraMoverRate: "20",
      crewSize: "2",
      vehicle: "Luton van",
      estimatedHours: "5",
      includes: ["materials"],
      extras: [
        { kind: "packing", price: "150" },
        { kind: "storage", price: "45" },
      ],
      cancellationTerms: "Free cancellation up to 48 hours before the move.",
      message: "Two careful movers and a Luton van, paid by the hour.",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  await page.goto(`/account/dashboard/leads/${leadId}`);
  // the form is far down the phone's page: the sticky button goes there (its code and the templates load on
  // the way, docs/decisions/117-quote-form-on-first-use.md)
  await page.getByRole("link", { name: "Send quote" }).click();
  const form = page.getByRole("form", { name: "Your quote" });
  await form
    .getByLabel("Quote from template")
    .selectOption({ label: `${templateName} (House/Flat Removals)` });
  await form.getByRole("button", { name: "Fill in" }).click();
  await expect(form.getByText("Filled in from your template")).toBeVisible();
  await expect(form.getByLabel("Rate per hour: van and 1 mover (£)")).toHaveValue("60");
  // 5 hours × (£60 + 1 extra mover × £20)
  await expect(form.getByText("Estimated total: £400")).toBeVisible();
  // everything stays editable: 4.5 hours instead
  await form.getByLabel("Estimated hours").fill("4.5");
  await expect(form.getByText("Estimated total: £360")).toBeVisible();
  await expect(form.getByText("Insurance on your quote")).toBeVisible();
  await expect(form.getByLabel(/Insurance cover/)).toHaveCount(0);
  await screenshot(page, "quote-hourly-form-375");
  await form.getByRole("button", { name: "Send quote" }).click();
  await expect(page.getByText("Your quote has been sent to the customer")).toBeVisible();
  await expect(page.getByText("£60 an hour for the van and 1 mover").first()).toBeVisible();

  // the customer compares on her phone
  const { page: phone } = await signedIn(customer, PHONE);
  await phone.goto(`/client/removal-requests/${leadId}`);
  const card = phone.locator("article.quote-card").filter({ hasText: mover! });
  // packing, which she asked for, is priced at £150 and ticked to begin with: one total for what she asked
  await expect(card.locator("p.price")).toHaveText("£510 estimated at an hourly rate");
  await expect(card.locator(".price-parts")).toHaveText("£360 + Packing £150");
  await expect(card.getByLabel("Packing: optional, +£150")).toBeChecked();
  await expect(card.getByText(/not included/)).toHaveCount(0);
  // issue #17: the compact card opens its details on tap
  await card.getByRole("button", { name: `Show details: ${mover}` }).click();
  await expect(card.getByText("£60 an hour for the van and 1 mover")).toBeVisible();
  await expect(card.getByText("£20 an hour for each extra mover (1 extra)")).toBeVisible();
  await expect(card.getByText("About 4.5 hours at £80 an hour: £360 estimated")).toBeVisible();
  await expect(card.getByText(/Goods in Transit £/)).toBeVisible();
  await card.getByLabel("Storage: optional, +£45 a week").check();
  await expect(card.locator("p.price")).toHaveText("£555 estimated at an hourly rate");
  await expect(card.locator(".price-parts")).toHaveText("£360 + Packing £150 + Storage (first week) £45");
  await card.getByLabel("Packing: optional, +£150").uncheck();
  await expect(card.locator("p.price")).toHaveText("£405 estimated at an hourly rate");
  await expect(card.locator(".price-parts")).toHaveText("£360 + Storage (first week) £45");
  await screenshot(phone, "quote-hourly-compare-375");

  // the same on a desktop: the side-by-side table has the breakdown and the extras too
  const { page: desk } = await signedIn(customer);
  await desk.goto(`/client/removal-requests/${leadId}`);
  const table = desk.locator(".compare-table");
  await expect(table.getByText("£60 an hour for the van and 1 mover")).toBeVisible();
  await table.getByLabel("Packing: optional, +£150").uncheck();
  await expect(table.locator("p.price")).toHaveText("£360");
  await table.getByLabel("Storage: optional, +£45 a week").check();
  await expect(table.locator("p.price")).toHaveText("£405");
  await expect(table.locator(".price-parts")).toHaveText("£360 + Storage (first week) £45");
  await screenshot(desk, "quote-hourly-compare-1440");
  expect(consoleErrors).toEqual([]);
});
