// spec §2 "Sticky quote bar" + §5 + D15: Get Quotes → the wizard with ?place=<trimmed postcode> (none when
// empty); closed stays closed across reloads; hidden on the wizard and login paths and for companies and
// admins; the free moving book offer emails the book; the bar never covers the footer.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { BASE, DEMO_PASSWORD, newPage, PHONE } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";

const bar = (page: Page) => page.getByRole("complementary", { name: "Get free removal quotes" });

/** The wizard address the bar asks for (whatever the wizard then does with it). */
async function submitPostcode(page: Page, typed: string): Promise<URL> {
  await bar(page).getByLabel("Your postcode").fill(typed);
  const [req] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/free-quotes/wizard")),
    bar(page).getByRole("button", { name: "Get Quotes" }).click(),
  ]);
  return new URL(req.url());
}

async function signIn(page: Page, email: string) {
  const res = await page.request.post(`${BASE}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  assert.equal(res.status(), 200, `login ${email}`);
}

test("Get Quotes sends the trimmed postcode as place, and no place when the field is empty", async () => {
  const { page, context, consoleErrors } = await newPage();
  await page.goto("/about-us");
  const withPlace = await submitPostcode(page, "  SW1A 1AA  ");
  assert.equal(withPlace.searchParams.get("place"), "SW1A 1AA");
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  assert.equal(new URL(page.url()).searchParams.get("place"), "SW1A 1AA");

  await page.goto("/faqs");
  const without = await submitPostcode(page, "   ");
  assert.equal(without.searchParams.has("place"), false);

  // the home page's own postcode field follows the same rule
  await page.goto("/");
  await page.getByLabel("Where are you moving from?").fill(" e8 3ap ");
  const [req] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/free-quotes/wizard")),
    page.getByRole("button", { name: "Get free quotes" }).click(),
  ]);
  assert.equal(new URL(req.url()).searchParams.get("place"), "e8 3ap");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("closing the bar keeps it closed after a reload and on other pages", async () => {
  const { page, context } = await newPage(PHONE);
  await page.goto("/moving-tips");
  await bar(page).waitFor();
  await page.getByRole("button", { name: "Close the quote bar" }).click();
  assert.equal(await page.locator("#quote-bar").count(), 0);
  await page.reload();
  await page.locator("h1").waitFor();
  assert.equal(await page.locator("#quote-bar").isVisible(), false);
  await page.goto("/camden-removals");
  assert.equal(await page.locator("#quote-bar").isVisible(), false);
  // the body is no longer padded for it
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).paddingBottom), "0px");
  await context.close();
});

test("the bar is hidden on the wizard and on the login paths", async () => {
  const { page, context } = await newPage();
  for (const path of ["/free-quotes/wizard", "/login", "/account/register", "/forgot-password"]) {
    await page.goto(path);
    assert.equal(new URL(page.url()).pathname, path);
    await page.locator("h1").first().waitFor();
    assert.equal(await page.locator("#quote-bar").count(), 0, path);
  }
  await page.goto("/");
  await bar(page).waitFor();
  await context.close();
});

test("the bar is hidden for company and admin sessions, and shown to clients", async () => {
  for (const [email, shown] of [
    ["hello@thamesside-removals.example.com", false],
    ["admin@example.com", false],
    ["client@example.com", true],
  ] as const) {
    const { page, context } = await newPage();
    await signIn(page, email);
    await page.goto("/about-us");
    await page.locator("h1").waitFor();
    assert.equal(await page.locator("#quote-bar").count(), shown ? 1 : 0, email);
    await context.close();
  }
});

test("the bar does not cover the footer, and the free moving book offer emails the book", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/terms-and-conditions");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = await page.locator("#quote-bar").boundingBox();
  const copyright = await page.locator(".copyright").boundingBox();
  assert.ok(barBox && copyright);
  assert.ok(copyright.y + copyright.height <= barBox.y + 1, "the last footer line sits above the bar");

  await bar(page).getByText("Free moving book").click();
  const offer = bar(page).locator(".qb-book-form");
  await offer.getByRole("button", { name: "Send me the book" }).click();
  await bar(page).getByRole("alert").waitFor();
  assert.match(await bar(page).getByRole("alert").innerText(), /is required|not valid/);
  const email = `book${Date.now()}@example.org`;
  await offer.getByLabel("First name").fill("Priya");
  await offer.getByLabel("Email").fill(email);
  await offer.getByRole("button", { name: "Send me the book" }).click();
  await bar(page).getByRole("status").waitFor();
  assert.match(await bar(page).getByRole("status").innerText(), new RegExp(email));
  const mail = await waitForMail(email, /./);
  assert.ok(mail.attachments.some((a) => a.contentType === "application/pdf"));
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes("400")),
    [],
  );
  await context.close();
});
