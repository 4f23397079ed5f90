// Issue #28 "a busy server never breaks a page", in the browser: a page whose script does not load (each
// chunk refused, as a busy or flaky network does) still signs the client in and registers a company through
// its plain form (no JavaScript), and says "Part of this page didn't load. Reload the page" where a control
// needs the script; a session that ended is said once. The busy page itself is apps/api/src/web/shedding.test.ts
// (the app under test does not shed load).
import type { Page } from "@playwright/test";
import { LOAD_FAILED } from "../../packages/domain/src/page-faults.ts";
import { AUTH_MESSAGES } from "../../packages/domain/src/auth.ts";
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { DEMO_ROLES, expect, test } from "../lib/fixtures.ts";
import { openAccountUrl } from "../lib/open-account.ts";

/** every script of the page refused, as a failed download would be; returns the API calls the page made */
async function withoutScripts(page: Page) {
  await page.route("**/assets/*.js", (route) => route.abort());
  const apiCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
  });
  return apiCalls;
}

const banner = (page: Page) => page.getByRole("alert").filter({ hasText: LOAD_FAILED.text });

test("with its scripts refused, the log-in form still works: a wrong password is told, the client signs in", async ({
  newPage,
}) => {
  const { page } = await newPage(PHONE);
  const apiCalls = await withoutScripts(page);
  await page.goto("/login");
  await expect(banner(page)).toBeVisible();
  await screenshot(page, "script-failed-login-375");
  const logIn = page.getByRole("button", { name: "Log in" });
  await expect(logIn).toBeEnabled();

  await page.getByLabel("Email").fill(DEMO_ROLES.client.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await logIn.click();
  await expect(page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.badCredentials })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(DEMO_ROLES.client.email);

  await page.getByLabel("Password", { exact: true }).fill(DEMO_ROLES.client.password);
  await Promise.all([page.waitForURL("**/client/removal-requests"), logIn.click()]);
  await expect(page.getByRole("heading", { name: "Your removal requests" })).toBeVisible();
  // the page's own script never ran: the form itself was sent, not a call from the browser
  expect(apiCalls).toEqual([]);
  const me = await page.request.get("/api/auth/me");
  expect((await me.json()).data.email).toBe(DEMO_ROLES.client.email);
});

test("a log-in sent while the script is still on its way, which then fails, is sent by the form itself", async ({
  newPage,
}) => {
  const { page } = await newPage(DESKTOP);
  let clicked: () => void = () => {};
  const afterClick = new Promise<void>((done) => {
    clicked = done;
  });
  // the login page's own chunk hangs until the button has been pressed, then fails
  await page.route("**/assets/login-*.js", async (route) => {
    await afterClick;
    await route.abort();
  });
  await page.goto("/login", { waitUntil: "commit" });
  await page.getByLabel("Email").fill(DEMO_ROLES.client.email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_ROLES.client.password);
  await page.getByRole("button", { name: "Log in" }).click();
  // held, not lost: nothing has happened yet
  expect(new URL(page.url()).pathname).toBe("/login");
  clicked();
  await page.waitForURL("**/client/removal-requests");
  await expect(page.getByRole("heading", { name: "Your removal requests" })).toBeVisible();
});

test("with its scripts refused, the Register company form registers the company", async ({ newPage }) => {
  const { page } = await newPage(DESKTOP);
  await withoutScripts(page);
  const stamp = Date.now();
  await page.goto("/companies/registration");
  await expect(banner(page)).toBeVisible();
  const register = page.getByRole("button", { name: "Register company" });
  await expect(register).toBeEnabled();
  // a mistake first: the server's words come back, what was typed stays
  await page.getByLabel("Company name").fill(`Plain Lane Movers ${stamp}`);
  await register.click();
  await expect(page.getByText("Choose at least one service")).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(`Plain Lane Movers ${stamp}`);

  await page.getByLabel("Years trading").fill("5");
  await page.getByLabel("Vehicles in your fleet").fill("2");
  await page.getByLabel("Contact name").fill("Sam Reed");
  await page.getByLabel("Phone").fill("020 7946 0388");
  const email = `plain-lane-${stamp}@example.org`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await page.getByLabel("Address").fill("3 Tooley Street");
  await page.getByLabel("Postcode").fill("SE1 2TU");
  await page.getByLabel("Man and Van").check();
  await page.locator("summary", { hasText: "South London" }).click();
  await page.getByLabel("Southwark").check();
  await register.click();
  // issue #29 item 8: the account opens with the emailed link, whose button works without the script too
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await page.goto(await openAccountUrl(email, "company"));
  await Promise.all([
    page.waitForURL("**/account/document-upload"),
    page.getByRole("button", { name: "Confirm and open my account" }).click(),
  ]);
  await expect(page.getByRole("heading", { name: "Insurance documents" })).toBeVisible();
});

test("where a control needs the script, its failure says so, and the reload brings the page back", async ({
  page,
  phone,
}) => {
  for (const [p, size] of [
    [phone.page, "375"],
    [page, "1440"],
  ] as const) {
    // only this page's own chunk fails: the rest of the app loads
    await p.route("**/assets/login-*.js", (route) => route.abort());
    await p.goto("/login");
    const shown = banner(p);
    await expect(shown).toBeVisible();
    await expect(shown.getByRole("link", { name: LOAD_FAILED.reload })).toBeVisible();
    await expect(p.getByRole("alert").filter({ hasText: LOAD_FAILED.text })).toHaveCount(1);
    await screenshot(p, `script-failed-banner-${size}`);
    // the network is back: the reload link loads the page again, with its script
    await p.unroute("**/assets/login-*.js");
    await shown.getByRole("link", { name: LOAD_FAILED.reload }).click();
    await p.waitForFunction(() => (window as { __rmHydrated?: boolean }).__rmHydrated === true);
    await p.getByRole("button", { name: "Email me a sign-in link" }).click();
    await expect(p.getByRole("heading", { name: "Email me a sign-in link" })).toBeVisible();
    await expect(banner(p)).toHaveCount(0);
  }
});

test("a session that ended is said once on the page, with the visitor's header", async ({ signedIn }) => {
  const { page, context } = await signedIn("client");
  await page.goto("/client/removal-requests");
  await expect(page.getByRole("heading", { name: "Your removal requests" })).toBeVisible();
  // the session ends elsewhere (expired, or logged out on another device): the cookie no longer opens it
  const [session] = (await context.cookies()).filter((c) => c.name === "rm_session");
  await context.addCookies([{ ...session!, value: "a-session-that-has-ended" }]);
  await page.reload();
  await page.waitForURL("**/login?next=**");
  await expect(page.getByRole("status").filter({ hasText: AUTH_MESSAGES.sessionEnded })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await screenshot(page, "signed-out-notice-1440");
  expect((await context.cookies()).some((c) => c.name === "rm_session")).toBe(false);
  // said once
  await page.reload();
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible();
  await expect(page.getByText(AUTH_MESSAGES.sessionEnded)).toHaveCount(0);
});
