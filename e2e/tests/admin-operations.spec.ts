// Admin operations (issue #19), at 1440 and 375 px: the admin searches the requests, opens one, exports the
// search as CSV and the file holds the rows the list shows; suspends a customer, whose open session ends at
// once and who cannot sign in again.
import { readFileSync } from "node:fs";
import { ADMIN_MESSAGES, SUSPENDED_ACCOUNT_MESSAGE } from "@rm/domain/admin";
import { parseCsv } from "../../apps/api/src/lib/csv.ts";
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { DESKTOP, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";

const inAFortnight = () => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

for (const [size, viewport] of [
  ["1440", DESKTOP],
  ["375", PHONE],
] as const) {
  test(`at ${size} px an admin searches requests, opens one and exports the search as CSV`, async ({
    newPage,
  }) => {
    const tag = `ops${size}-${Date.now()}`;
    const customers = [`${tag}-a@example.org`, `${tag}-b@example.org`];
    const sent = [];
    for (const email of customers)
      sent.push(await sendHouseMove({ email, password: "a-good-password" }, inAFortnight()));

    const { page, context, consoleErrors } = await newPage(viewport);
    await signInContext(context, "admin@example.com");
    await page.goto("/admin");
    // the tile that once led nowhere opens the customers list
    await page.getByRole("link", { name: /Customer accounts/ }).click();
    await expect(page.getByRole("heading", { name: "Customers", level: 1 })).toBeVisible();

    await page.goto("/admin/requests");
    await page.getByLabel("Search", { exact: true }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === tag);
    const rows = page.locator("table tbody tr");
    // the URL changes before React draws the new list (a transition): the assertions wait for its rows.
    // Newest first: the second customer's request on top
    const listed = [...customers].reverse();
    await expect(rows).toHaveCount(2);
    await expect(rows.locator("td:nth-child(2) .muted")).toHaveText(listed);
    await screenshot(page, `admin-requests-${size}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Export all requests matching this search/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d\d-\d\d\.csv$/);
    const csv = parseCsv(readFileSync((await download.path())!, "utf8"));
    const emailAt = csv[0]!.indexOf("Email");
    const idAt = csv[0]!.indexOf("Request");
    expect(
      csv.slice(1).map((r) => r[emailAt]),
      "the file holds the rows the list shows, in its order",
    ).toEqual(listed);
    expect(csv.slice(1).map((r) => r[idAt])).toEqual([...sent].reverse().map((s) => s.leadId));

    await rows.first().getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: /Matched movers/ })).toBeVisible();
    await expect(page.getByText(customers[1]!).first()).toBeVisible();
    await expect
      .poll(() => page.locator("table").first().locator("tbody tr").count(), "the matches are listed")
      .toBeGreaterThanOrEqual(1);
    await screenshot(page, `admin-request-${size}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("at 375 px an admin suspends a customer, whose open session ends and who cannot sign in", async ({
  newPage,
}) => {
  const email = `suspend-${Date.now()}@example.org`;
  const password = "a-good-password";
  await sendHouseMove({ email, password }, inAFortnight());
  const customer = await newPage(PHONE);
  await signInContext(customer.context, email, password);
  await customer.page.goto("/client/removal-requests");
  await expect(customer.page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(customer.page.url()).not.toContain("/login");

  const { page, context, consoleErrors } = await newPage(PHONE);
  await signInContext(context, "admin@example.com");
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.locator("table tbody tr").first().getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "What you can do" })).toBeVisible();
  await hydrated(page);
  // no reason: refused in the form, nothing sent
  await page.getByRole("button", { name: "Suspend this customer" }).click();
  await expect(page.getByText(ADMIN_MESSAGES.reasonRequired).first()).toBeVisible();
  await page
    .getByLabel(/Reason/)
    .last()
    .fill("Repeated fake requests sent to movers");
  await page.getByRole("button", { name: "Suspend this customer" }).click();
  // issue #28: it cannot be undone, so it is confirmed first
  await confirmDecision(page, "Yes, suspend");
  await expect(page.getByRole("button", { name: "Reinstate this customer" })).toBeVisible();
  await screenshot(page, "admin-customer-suspended-375");

  // the customer's open session has ended: the next page asks them to log in
  await customer.page.goto("/client/removal-requests");
  await customer.page.waitForURL((u) => u.pathname === "/login");
  const login = await customer.context.request.post("/api/auth/login", { data: { email, password } });
  expect(login.status()).toBe(403);
  expect((await login.json()).message).toBe(SUSPENDED_ACCOUNT_MESSAGE);
  expect(consoleErrors).toEqual([]);
  await context.close();
  await customer.context.close();
});
