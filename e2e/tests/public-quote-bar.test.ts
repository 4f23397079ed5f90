// docs/product/routes.md §2 "Sticky quote bar" + docs/product/wizard.md §5 + docs/product/decisions.md D15: Get Quotes → the wizard with ?place=<trimmed postcode> (none when
// empty); closed stays closed across reloads; hidden on the wizard and login paths and for companies and
// admins; the free moving book offer emails the book; the bar never covers the footer. The pages used here are
// static (no React in the browser: the inline enhance script runs the bar, apps/web/app/lib/chrome.ts); the
// postcode forms also work with no JavaScript at all.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { BASE, getBrowser, newPage, PHONE, pageMode, scriptRequests, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { atStep, next, openWizard } from "./wizard-steps.ts";

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

/** through the API, the demo admin's code included (lib/browser.ts) */
const signIn = (page: Page, email: string) => signInContext(page.context(), email);

test("Get Quotes sends the trimmed postcode as place, and no place when the field is empty", async () => {
  const { page, context, consoleErrors } = await newPage();
  const scripts = scriptRequests(page);
  await page.goto("/about-us");
  assert.deepEqual(await pageMode(page), { enhanced: true, reactRouter: false });
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
  // the static pages loaded no script file (the wizard, a React page, does)
  assert.deepEqual(
    scripts.filter((u) => !u.includes("/assets/")),
    [],
  );
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("without JavaScript the postcode forms still reach the wizard, which trims place and reads an empty one as none", async () => {
  const context = await (await getBrowser()).newContext({ baseURL: BASE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about-us");
  await bar(page).getByLabel("Your postcode").fill("  SW1A 1AA  ");
  const [typed] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/free-quotes/wizard"),
    bar(page).getByRole("button", { name: "Get Quotes" }).click(),
  ]);
  assert.equal(typed.status(), 200);
  assert.equal(new URL(page.url()).searchParams.get("place"), "  SW1A 1AA  ");
  await page.getByRole("heading", { level: 1 }).waitFor();

  await page.goto("/");
  const [empty] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/free-quotes/wizard"),
    page.getByRole("button", { name: "Get free quotes" }).click(),
  ]);
  assert.equal(empty.status(), 200);
  assert.equal(new URL(page.url()).search, "?place=");
  await page.getByRole("heading", { level: 1 }).waitFor();
  await context.close();

  // what the wizard then starts from: the trimmed postcode, and nothing for an empty one
  const prefilled = async (place: string) => {
    const { page: wizard, context: own } = await newPage();
    await openWizard(wizard, `?typeOfMove=Man%20and%20Van&place=${place}`);
    await next(wizard);
    await atStep(wizard, 2, 6, "Moving From");
    const value = await wizard.getByRole("combobox", { name: "Postcode" }).inputValue();
    await own.close();
    return value;
  };
  assert.equal(await prefilled("++SW1A+1AA++"), "SW1A 1AA");
  assert.equal(await prefilled(""), "");
});

test("closing the bar keeps it closed after a reload and on other pages", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  const scripts = scriptRequests(page);
  await page.goto("/moving-tips");
  await bar(page).waitFor();
  assert.deepEqual(await pageMode(page), { enhanced: true, reactRouter: false });
  await page.getByRole("button", { name: "Close the quote bar" }).click();
  await page.locator("#quote-bar").waitFor({ state: "hidden" });
  await page.reload();
  await page.locator("h1").waitFor();
  assert.equal(await page.locator("#quote-bar").isVisible(), false);
  await page.goto("/camden-removals");
  assert.equal(await page.locator("#quote-bar").isVisible(), false);
  // the body is no longer padded for it
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).paddingBottom), "0px");
  assert.deepEqual(scripts, [], "static pages");
  assert.deepEqual(consoleErrors, []);
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
  const scripts = scriptRequests(page);
  await page.goto("/terms-and-conditions");
  assert.deepEqual(await pageMode(page), { enhanced: true, reactRouter: false });
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
  // hold the answer to see the button while the request is on its way
  let release = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/send-pdf", async (route) => {
    await held;
    await route.continue();
  });
  await offer.getByRole("button", { name: "Send me the book" }).click();
  const sending = offer.getByRole("button", { name: "Sending…" });
  await sending.waitFor();
  assert.equal(await sending.isDisabled(), true);
  assert.equal(await bar(page).getByRole("alert").count(), 0, "the previous error is gone");
  release();
  await bar(page).getByRole("status").waitFor();
  assert.match(await bar(page).getByRole("status").innerText(), new RegExp(email));
  assert.equal(await bar(page).locator("form.qb-book-form").count(), 0, "the form gives way to the message");
  const mail = await waitForMail(email, /./);
  assert.ok(mail.attachments.some((a) => a.contentType === "application/pdf"));
  assert.deepEqual(scripts, [], "a static page");
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes("400")),
    [],
  );
  await context.close();
});
