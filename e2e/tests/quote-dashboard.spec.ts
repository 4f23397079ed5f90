// Issue #6 (docs/README.md#issues), the pages around the loop: the company's stats and partner offers, the customer's company
// list (its search works without JavaScript), and who may open which of them.
import { BASE, DEMO_PASSWORD, DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

const COMPANY = "info@camden-careful-movers.example.com";
const CLIENT = "client@example.com";

test("a company sees its stats with a chart for 30 or 90 days, and the partner offers", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await loginAs(page, COMPANY);
  expect(new URL(page.url()).pathname).toBe("/account/dashboard");
  await expect(page.getByRole("heading", { name: "Your leads" })).toBeVisible();
  await page.getByRole("link", { name: "Stats" }).click();
  await expect(page.getByRole("heading", { name: "Your stats" })).toBeVisible();
  await expect(page.locator(".stat").filter({ hasText: /received/ })).toBeVisible();
  await expect(
    page.getByRole("img", { name: "Leads, quotes and jobs won per week, last 30 days" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(
    page.getByRole("img", { name: "Leads, quotes and jobs won per week, last 90 days" }),
  ).toBeVisible();
  await expect(page.locator("svg.chart g > rect")).toHaveCount(13 * 3);
  await screenshot(page, "quote-stats-1440");
  await page.getByRole("link", { name: "Partner offers" }).first().click();
  await expect(page.getByRole("heading", { name: "Partner offers" })).toBeVisible();
  for (const title of [
    "15% off packing materials",
    "Van hire from £39 a day",
    "Insurance renewal review",
    "Fuel card: 5p off a litre",
  ]) {
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
  }
  await page.goto("/account/dashboard/no-such-page");
  expect(new URL(page.url()).pathname).toBe("/account/dashboard");
  await page.goto("/companies");
  expect(new URL(page.url()).pathname, "the company list is for customers").toBe("/account/dashboard");
  expect(consoleErrors).toEqual([]);
  await context.close();

  const { page: phone, context: phoneContext } = await newPage(PHONE);
  await loginAs(phone, COMPANY);
  await phone.goto("/partners");
  await expect(phone.getByRole("heading", { name: "Partner offers" })).toBeVisible();
  await screenshot(phone, "quote-partners-375");
  await phone.goto("/account/dashboard/stats");
  await screenshot(phone, "quote-stats-375");
  await phoneContext.close();
});

test("customers search the company list by name, borough and service, without JavaScript", async ({
  browser,
  newPage,
}) => {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: PHONE,
    javaScriptEnabled: false,
  });
  const login = await context.request.post(`${BASE}/api/auth/login`, {
    data: { email: CLIENT, password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/companies");
  await expect(page.getByRole("heading", { name: "Removal companies" })).toBeVisible();
  // every approved company (the demo's 8, plus any another test file has approved meanwhile)
  const total = page.getByText(/^\d+ companies\.$/);
  await expect(total).toBeVisible();
  const shown = Number((await total.textContent())?.match(/\d+/)?.[0]);
  expect(shown, `${shown} companies`).toBeGreaterThanOrEqual(8);
  await screenshot(page, "quote-companies-375");
  await page.getByLabel("Borough", { exact: true }).selectOption({ label: "Haringey" });
  await page.getByLabel("Service", { exact: true }).selectOption("Storage Unit");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/borough=haringey/);
  await expect(page.getByText("1 company matches your search.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Northline Movers" })).toBeVisible();
  await page.getByLabel("Company name").fill("no such mover");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No companies match.")).toBeVisible();
  await context.close();

  const { page: desk, context: deskContext } = await newPage(DESKTOP);
  await loginAs(desk, CLIENT);
  await desk.goto("/companies?search=thames");
  await desk.getByRole("link", { name: "Thames-side Removals" }).click();
  await desk.waitForURL(/\/companies\/[0-9a-f-]{36}$/);
  await desk.goto("/companies");
  await screenshot(desk, "quote-companies-1440");
  await desk.goto("/partners");
  expect(new URL(desk.url()).pathname, "offers are for companies").toBe("/client/removal-requests");
  await deskContext.close();
});
