// docs/product/routes.md §2 "Sticky quote bar" + docs/product/wizard.md §5 + docs/product/decisions.md D15: Get Quotes → the wizard with ?place=<trimmed postcode> (none when
// empty); closed stays closed across reloads; hidden on the wizard and login paths and for companies and
// admins; the free moving book offer emails the book; the bar never covers the footer. The pages used here are
// static (no React in the browser: the inline enhance script runs the bar, apps/web/app/lib/chrome.ts); the
// postcode forms also work with no JavaScript at all.
import type { Page } from "@playwright/test";
import { BASE, PHONE, pageMode, scriptRequests, signInContext } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { atStep, next, openWizard } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

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

test("Get Quotes sends the trimmed postcode as place, and no place when the field is empty", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage();
  const scripts = scriptRequests(page);
  await page.goto("/about-us");
  await expect.poll(() => pageMode(page)).toEqual({ enhanced: true, reactRouter: false });
  const withPlace = await submitPostcode(page, "  SW1A 1AA  ");
  expect(withPlace.searchParams.get("place")).toBe("SW1A 1AA");
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  expect(new URL(page.url()).searchParams.get("place")).toBe("SW1A 1AA");

  await page.goto("/faqs");
  const without = await submitPostcode(page, "   ");
  expect(without.searchParams.has("place")).toBe(false);

  // the home page's own postcode field follows the same rule
  await page.goto("/");
  await page.getByLabel("Where are you moving from?").fill(" e8 3ap ");
  const [req] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/free-quotes/wizard")),
    page.getByRole("button", { name: "Get free quotes" }).click(),
  ]);
  expect(new URL(req.url()).searchParams.get("place")).toBe("e8 3ap");
  // the static pages loaded no script file (the wizard, a React page, does)
  expect(scripts.filter((u) => !u.includes("/assets/"))).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("without JavaScript the postcode forms still reach the wizard, which trims place and reads an empty one as none", async ({
  browser,
  newPage,
}) => {
  const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about-us");
  await bar(page).getByLabel("Your postcode").fill("  SW1A 1AA  ");
  const [typed] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/free-quotes/wizard"),
    bar(page).getByRole("button", { name: "Get Quotes" }).click(),
  ]);
  expect(typed.status()).toBe(200);
  expect(new URL(page.url()).searchParams.get("place")).toBe("  SW1A 1AA  ");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.goto("/");
  const [empty] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/free-quotes/wizard"),
    page.getByRole("button", { name: "Get free quotes" }).click(),
  ]);
  expect(empty.status()).toBe(200);
  expect(new URL(page.url()).search).toBe("?place=");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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
  expect(await prefilled("++SW1A+1AA++")).toBe("SW1A 1AA");
  expect(await prefilled("")).toBe("");
});

test("closing the bar keeps it closed after a reload and on other pages", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  const scripts = scriptRequests(page);
  await page.goto("/moving-tips");
  await expect(bar(page)).toBeVisible();
  await expect.poll(() => pageMode(page)).toEqual({ enhanced: true, reactRouter: false });
  await page.getByRole("button", { name: "Close the quote bar" }).click();
  await page.locator("#quote-bar").waitFor({ state: "hidden" });
  await page.reload();
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator("#quote-bar")).toBeHidden();
  await page.goto("/camden-removals");
  await expect(page.locator("#quote-bar")).toBeHidden();
  // the body is no longer padded for it
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
  expect(scripts, "static pages").toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("the bar is hidden on the wizard and on the login paths", async ({ newPage }) => {
  const { page, context } = await newPage();
  for (const path of ["/free-quotes/wizard", "/login", "/account/register", "/forgot-password"]) {
    await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.locator("h1").first()).toBeVisible();
    await expect(page.locator("#quote-bar"), path).toHaveCount(0);
  }
  await page.goto("/");
  await expect(bar(page)).toBeVisible();
  await context.close();
});

test("the bar is hidden for company and admin sessions, and shown to clients", async ({ newPage }) => {
  for (const [email, shown] of [
    ["hello@thamesside-removals.example.com", false],
    ["admin@example.com", false],
    ["client@example.com", true],
  ] as const) {
    const { page, context } = await newPage();
    await signIn(page, email);
    await page.goto("/about-us");
    await expect(page.locator("h1")).toBeVisible();
    await expect(page.locator("#quote-bar"), email).toHaveCount(shown ? 1 : 0);
    await context.close();
  }
});

test("the bar does not cover the footer, and the free moving book offer emails the book", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  const scripts = scriptRequests(page);
  await page.goto("/terms-and-conditions");
  await expect.poll(() => pageMode(page)).toEqual({ enhanced: true, reactRouter: false });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = await page.locator("#quote-bar").boundingBox();
  const copyright = await page.locator(".copyright").boundingBox();
  if (!barBox || !copyright) throw new Error("the quote bar and the copyright line are laid out");
  expect(
    copyright.y + copyright.height <= barBox.y + 1,
    "the last footer line sits above the bar",
  ).toBeTruthy();

  await bar(page).getByText("Free moving book").click();
  const offer = bar(page).locator(".qb-book-form");
  await offer.getByRole("button", { name: "Send me the book" }).click();
  await expect(bar(page).getByRole("alert")).toBeVisible();
  await expect(bar(page).getByRole("alert")).toHaveText(/is required|not valid/, { useInnerText: true });
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
  await expect(sending).toBeVisible();
  await expect.poll(() => sending.isDisabled()).toBe(true);
  await expect(bar(page).getByRole("alert"), "the previous error is gone").toHaveCount(0);
  release();
  await expect(bar(page).getByRole("status")).toBeVisible();
  await expect(bar(page).getByRole("status")).toHaveText(new RegExp(email), { useInnerText: true });
  await expect(bar(page).locator("form.qb-book-form"), "the form gives way to the message").toHaveCount(0);
  const mail = await waitForMail(email, /./);
  expect(mail.attachments.some((a) => a.contentType === "application/pdf")).toBeTruthy();
  expect(scripts, "a static page").toEqual([]);
  expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);
  await context.close();
});
