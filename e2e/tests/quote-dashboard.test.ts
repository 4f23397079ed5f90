// Issue #6 (docs/README.md#issues), the pages around the loop: the company's stats and partner offers, the customer's company
// list (its search works without JavaScript), and who may open which of them.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  BASE,
  DEMO_PASSWORD,
  DESKTOP,
  getBrowser,
  loginAs,
  newPage,
  PHONE,
  screenshot,
} from "../lib/browser.ts";

const COMPANY = "info@camden-careful-movers.example.com";
const CLIENT = "client@example.com";

test("a company sees its stats with a chart for 30 or 90 days, and the partner offers", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await loginAs(page, COMPANY);
  assert.equal(new URL(page.url()).pathname, "/account/dashboard");
  await page.getByRole("heading", { name: "Your leads" }).waitFor();
  await page.getByRole("link", { name: "Stats" }).click();
  await page.getByRole("heading", { name: "Your stats" }).waitFor();
  await page
    .locator(".stat")
    .filter({ hasText: /received/ })
    .waitFor();
  await page.getByRole("img", { name: "Leads, quotes and jobs won per week, last 30 days" }).waitFor();
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await page.getByRole("img", { name: "Leads, quotes and jobs won per week, last 90 days" }).waitFor();
  assert.equal(await page.locator("svg.chart g > rect").count(), 13 * 3);
  await screenshot(page, "quote-stats-1440");
  await page.getByRole("link", { name: "Partner offers" }).first().click();
  await page.getByRole("heading", { name: "PARTNERS OFFERS" }).waitFor();
  for (const title of [
    "15% off packing materials",
    "Van hire from £39 a day",
    "Insurance renewal review",
    "Fuel card: 5p off a litre",
  ]) {
    await page.getByRole("heading", { name: title }).waitFor();
  }
  await page.goto("/account/dashboard/no-such-page");
  assert.equal(new URL(page.url()).pathname, "/account/dashboard");
  await page.goto("/companies");
  assert.equal(new URL(page.url()).pathname, "/account/dashboard", "the company list is for customers");
  assert.deepEqual(consoleErrors, []);
  await context.close();

  const { page: phone, context: phoneContext } = await newPage(PHONE);
  await loginAs(phone, COMPANY);
  await phone.goto("/partners");
  await phone.getByRole("heading", { name: "PARTNERS OFFERS" }).waitFor();
  await screenshot(phone, "quote-partners-375");
  await phone.goto("/account/dashboard/stats");
  await screenshot(phone, "quote-stats-375");
  await phoneContext.close();
});

test("customers search the company list by name, borough and service, without JavaScript", async () => {
  const context = await (await getBrowser()).newContext({
    baseURL: BASE,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const login = await context.request.post(`${BASE}/api/auth/login`, {
    data: { email: CLIENT, password: DEMO_PASSWORD },
  });
  assert.equal(login.status(), 200);
  const page = await context.newPage();
  await page.goto("/companies");
  await page.getByRole("heading", { name: "Removal companies" }).waitFor();
  // every approved company (the demo's 8, plus any another test file has approved meanwhile)
  const total = page.getByText(/^\d+ companies\.$/);
  await total.waitFor();
  const shown = Number((await total.textContent())?.match(/\d+/)?.[0]);
  assert.ok(shown >= 8, `${shown} companies`);
  await screenshot(page, "quote-companies-375");
  await page.getByLabel("Borough", { exact: true }).selectOption({ label: "Haringey" });
  await page.getByLabel("Service", { exact: true }).selectOption("Storage Unit");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/borough=haringey/);
  await page.getByText("1 company matches your search.").waitFor();
  await page.getByRole("heading", { name: "Northline Movers" }).waitFor();
  await page.getByLabel("Company name").fill("no such mover");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByText("No companies match.").waitFor();
  await context.close();

  const { page: desk, context: deskContext } = await newPage(DESKTOP);
  await loginAs(desk, CLIENT);
  await desk.goto("/companies?search=thames");
  await desk.getByRole("link", { name: "Thames-side Removals" }).click();
  await desk.waitForURL(/\/companies\/[0-9a-f-]{36}$/);
  await desk.goto("/companies");
  await screenshot(desk, "quote-companies-1440");
  await desk.goto("/partners");
  assert.equal(new URL(desk.url()).pathname, "/client/removal-requests", "offers are for companies");
  await deskContext.close();
});
