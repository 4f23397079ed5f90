// Admin operations (issue #19), at 1440 and 375 px: the admin searches the requests, opens one, exports the
// search as CSV and the file holds the rows the list shows; suspends a customer, whose open session ends at
// once and who cannot sign in again.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { ADMIN_MESSAGES, SUSPENDED_ACCOUNT_MESSAGE } from "@rm/domain/admin";
import { parseCsv } from "../../apps/api/src/lib/csv.ts";
import { DESKTOP, newPage, PHONE, screenshot, signInContext } from "../lib/browser.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";

const inAFortnight = () => {
  const d = new Date(Date.now() + 14 * 86_400_000);
  return d.toISOString().slice(0, 10);
};

for (const [size, viewport] of [
  ["1440", DESKTOP],
  ["375", PHONE],
] as const) {
  test(`at ${size} px an admin searches requests, opens one and exports the search as CSV`, async () => {
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
    await page.getByRole("heading", { name: "Customers", level: 1 }).waitFor();

    await page.goto("/admin/requests");
    await page.getByLabel("Search", { exact: true }).fill(tag);
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL((u) => u.searchParams.get("q") === tag);
    const rows = page.locator("table tbody tr");
    // the URL changes before React draws the new list (a transition): wait for the search's rows
    await page
      .waitForFunction(() => document.querySelectorAll("table tbody tr").length === 2, null, {
        timeout: 10_000,
      })
      .catch(() => undefined);
    assert.equal(await rows.count(), 2);
    const listed = await rows.evaluateAll((trs) =>
      trs.map((tr) => tr.querySelectorAll("td")[1]?.querySelector(".muted")?.textContent ?? ""),
    );
    // newest first: the second customer's request on top
    assert.deepEqual(listed, [...customers].reverse());
    await screenshot(page, `admin-requests-${size}`);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /Export all requests matching this search/ }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^requests-\d{4}-\d\d-\d\d\.csv$/);
    const csv = parseCsv(readFileSync((await download.path())!, "utf8"));
    const emailAt = csv[0]!.indexOf("Email");
    const idAt = csv[0]!.indexOf("Request");
    assert.deepEqual(
      csv.slice(1).map((r) => r[emailAt]),
      listed,
      "the file holds the rows the list shows, in its order",
    );
    assert.deepEqual(
      csv.slice(1).map((r) => r[idAt]),
      [...sent].reverse().map((s) => s.leadId),
    );

    await rows.first().getByRole("link").first().click();
    await page.getByRole("heading", { name: /Matched movers/ }).waitFor();
    assert.ok(await page.getByText(customers[1]!).first().isVisible());
    assert.ok(
      (await page.locator("table").first().locator("tbody tr").count()) >= 1,
      "the matches are listed",
    );
    await screenshot(page, `admin-request-${size}`);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}

test("at 375 px an admin suspends a customer, whose open session ends and who cannot sign in", async () => {
  const email = `suspend-${Date.now()}@example.org`;
  const password = "a-good-password";
  await sendHouseMove({ email, password }, inAFortnight());
  const customer = await newPage(PHONE);
  await signInContext(customer.context, email, password);
  await customer.page.goto("/client/removal-requests");
  await customer.page.getByRole("heading", { level: 1 }).waitFor();
  assert.ok(!customer.page.url().includes("/login"));

  const { page, context, consoleErrors } = await newPage(PHONE);
  await signInContext(context, "admin@example.com");
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.locator("table tbody tr").first().getByRole("link").first().click();
  await page.getByRole("heading", { name: "What you can do" }).waitFor();
  // no reason: refused in the form, nothing sent
  await page.getByRole("button", { name: "Suspend this customer" }).click();
  await page.getByText(ADMIN_MESSAGES.reasonRequired).first().waitFor();
  await page
    .getByLabel(/Reason/)
    .last()
    .fill("Repeated fake requests sent to movers");
  await page.getByRole("button", { name: "Suspend this customer" }).click();
  await page.getByRole("button", { name: "Reinstate this customer" }).waitFor();
  await screenshot(page, "admin-customer-suspended-375");

  // the customer's open session has ended: the next page asks them to log in
  await customer.page.goto("/client/removal-requests");
  await customer.page.waitForURL((u) => u.pathname === "/login");
  const login = await customer.context.request.post("/api/auth/login", { data: { email, password } });
  assert.equal(login.status(), 403);
  assert.equal((await login.json()).message, SUSPENDED_ACCOUNT_MESSAGE);
  assert.deepEqual(consoleErrors, []);
  await context.close();
  await customer.context.close();
});
