// The public site's shared behaviour in a real browser. Marketing pages are static (no React in the browser,
// apps/web/app/lib/static-page.ts): they load no script file and the inline enhance script runs the chrome
// (apps/web/app/lib/chrome.ts: docs/product/decisions.md D16 fixed header after scrolling down past 200 px and
// then up, the dropdowns, log out); hydrated pages run the same module once React is in. The dropdowns are
// <details>, the drawer below 1280 px a popover. The FAQ accordion works without JavaScript; screenshots of the
// key pages at phone and desktop widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Locator, Page } from "playwright-core";
import {
  BASE,
  DESKTOP,
  getBrowser,
  newPage,
  PHONE,
  pageMode,
  screenshot,
  scriptRequests,
  sessionCookie,
} from "../lib/browser.ts";

const STATIC_PAGES = [
  "/",
  "/services/house-removals",
  "/services/man-and-van-london",
  "/our-services",
  "/camden-removals",
  "/areas-we-cover-london",
  "/faqs",
  "/resources/how-it-works",
  "/moving-cost-calculator-2025",
  "/about-us",
  "/company",
  "/blogs",
  "/blogs/storage-options-when-moving-in-london",
];
const HYDRATED_PAGES = ["/login", "/account/register", "/contact", "/free-quotes/wizard"];

/** Whether the drawer (a popover below 1280 px) is open. */
const drawerOpen = (page: Page) => page.locator("#site-nav").evaluate((n) => n.matches(":popover-open"));

/** A header dropdown: its summary, and whether it is open. */
function dropdown(nav: Locator, label: string) {
  const summary = nav.locator("summary", { hasText: label });
  return { summary, open: () => summary.evaluate((s) => (s.parentElement as HTMLDetailsElement).open) };
}

const focusedIn = (page: Page, selector: string) =>
  page.evaluate((sel) => document.activeElement?.closest(sel) !== null, selector);

test("marketing pages load no script file and no React Router context; the enhance script runs", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  for (const path of STATIC_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "load" });
    assert.deepEqual(scripts, [], `${path} requested script files`);
    assert.deepEqual(await pageMode(page), { enhanced: true, reactRouter: false }, path);
  }
  // forms and app logic stay hydrated
  for (const path of HYDRATED_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "load" });
    assert.ok(scripts.length > 0, `${path} loads React`);
    assert.deepEqual(await pageMode(page), { enhanced: false, reactRouter: true }, path);
  }
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("header becomes fixed after scrolling down past 200 px and then up; static again at the top", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  await page.goto("/services/house-removals");
  const header = page.locator("header.site-header");
  assert.equal(await header.getAttribute("data-fixed"), "false");
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 600);
  await page.mouse.wheel(0, -150);
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "true");
  assert.equal(await header.getAttribute("class"), "site-header is-fixed");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "false");
  assert.equal(await header.getAttribute("class"), "site-header");
  assert.deepEqual(scripts, [], "a static page");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("below 1280 px the Menu toggle shows and opens the drawer from the keyboard", async () => {
  const { page, context, consoleErrors } = await newPage({ width: 1279, height: 900 });
  const scripts = scriptRequests(page);
  await page.goto("/about-us");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.waitFor();
  assert.equal(await page.locator("#site-nav").isVisible(), false);
  assert.equal(await drawerOpen(page), false);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await page.locator("#site-nav").waitFor({ state: "visible" });
  assert.equal(await drawerOpen(page), true);
  await page.getByRole("button", { name: "Close menu", exact: true }).waitFor();
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.closest("#site-nav") !== null);
  assert.ok(focused, "Tab moves into the open drawer");
  // and closes again
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.locator("#site-nav").waitFor({ state: "hidden" });
  assert.equal(await drawerOpen(page), false);
  await page.getByRole("button", { name: "Menu", exact: true }).waitFor();
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await page.getByRole("button", { name: /Menu/ }).isVisible(), false);
  assert.deepEqual(scripts, [], "a static page");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("header dropdowns: open with the keyboard, Escape closes and returns focus, an outside click closes", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  await page.goto("/faqs");
  const nav = page.getByRole("navigation", { name: "Main" });
  const { summary: services, open: servicesOpen } = dropdown(nav, "Services");
  const servicesList = nav.getByRole("link", { name: "House removals" });
  assert.equal(await servicesOpen(), false);
  assert.equal(await servicesList.isVisible(), false);
  await services.focus();
  await page.keyboard.press("Enter");
  await servicesList.waitFor({ state: "visible" });
  assert.equal(await servicesOpen(), true);
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), "All services");
  await page.keyboard.press("Escape");
  await servicesList.waitFor({ state: "hidden" });
  assert.equal(await servicesOpen(), false);
  assert.equal(
    await services.evaluate((b) => b === document.activeElement),
    true,
    "focus back on the button",
  );

  // opening another one closes the first; a click elsewhere closes it
  await services.click();
  await servicesList.waitFor({ state: "visible" });
  const { summary: areas, open: areasOpen } = dropdown(nav, "Areas");
  await areas.click();
  await nav.getByRole("link", { name: "All areas we cover" }).waitFor({ state: "visible" });
  await servicesList.waitFor({ state: "hidden" });
  await page.mouse.click(4, 450); // the page's left margin
  await nav.getByRole("link", { name: "All areas we cover" }).waitFor({ state: "hidden" });
  assert.equal(await areasOpen(), false);
  // a link in a dropdown goes to its page
  await dropdown(nav, "Resources").summary.click();
  await nav.getByRole("link", { name: "How it works" }).click();
  await page.waitForURL((u) => u.pathname === "/resources/how-it-works");
  assert.deepEqual(scripts, [], "static pages");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("Log out on a static page signs out and goes home", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const cookie = await sessionCookie("client@example.com");
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  await context.addCookies([{ name, value, url: BASE }]);
  await page.goto("/about-us");
  assert.deepEqual(await pageMode(page), { enhanced: true, reactRouter: false });
  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "My requests" }).waitFor();
  await Promise.all([
    page.waitForURL((u) => u.pathname === "/"),
    nav.getByRole("button", { name: "Log out" }).click(),
  ]);
  await nav.getByRole("link", { name: "Log in" }).waitFor();
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
  assert.deepEqual(me, { status: false, message: "Not signed in" });
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("from a hydrated page, the logo opens home in the browser with React's header (no page load)", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/login");
  await page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);
  // a marker that a full page load would lose
  await page.evaluate(() => {
    (window as Window & { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole("link", { name: "London Removals Compare, home" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByRole("heading", { level: 1 }).waitFor();
  assert.equal(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage), true);
  assert.deepEqual(await pageMode(page), { enhanced: false, reactRouter: true });
  // React runs the page: the drawer, the quote bar's postcode form
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await page.locator("#site-nav").waitFor({ state: "visible" });
  assert.equal(await drawerOpen(page), true);
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.locator("#site-nav").waitFor({ state: "hidden" });
  await page.getByLabel("Your postcode").fill(" sw1a 1aa ");
  await page.getByRole("button", { name: "Get Quotes" }).click();
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  assert.equal(new URL(page.url()).searchParams.get("place"), "sw1a 1aa");
  assert.equal(await page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage), true);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

for (const [mode, path] of [
  ["static", "/about-us"],
  ["hydrated", "/contact"],
] as const) {
  test(`the chrome at 375 px on a ${mode} page: drawer by keyboard and pointer, a dropdown in it, the quote bar`, async () => {
    const { page, context, consoleErrors } = await newPage(PHONE);
    await page.goto(path);
    await page.locator("h1").waitFor();
    if (mode === "hydrated") {
      await page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);
    }
    assert.deepEqual(await pageMode(page), { enhanced: mode === "static", reactRouter: mode === "hydrated" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.locator(".drawer-toggle");

    // keyboard: Enter opens, Tab goes in, Escape closes and gives the focus back to the button
    await toggle.focus();
    await page.keyboard.press("Enter");
    await nav.waitFor({ state: "visible" });
    assert.equal(await toggle.innerText(), "Close menu");
    await page.keyboard.press("Tab");
    assert.ok(await focusedIn(page, "#site-nav"), "Tab moves into the drawer");
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    assert.equal(await toggle.innerText(), "Menu");
    assert.equal(await toggle.evaluate((b) => b === document.activeElement), true, "focus back on Menu");

    // pointer: open, a dropdown inside opens and closes with Escape (the drawer stays), the button closes it
    await toggle.click();
    await nav.waitFor({ state: "visible" });
    const areas = dropdown(nav, "Areas");
    await areas.summary.click();
    await nav.getByRole("link", { name: "Camden" }).waitFor({ state: "visible" });
    await screenshot(page, `chrome-${mode}-drawer-dropdown-375`);
    await page.keyboard.press("Escape");
    assert.equal(await areas.open(), false);
    assert.equal(await drawerOpen(page), true, "Escape in a dropdown leaves the drawer open");
    assert.ok(await focusedIn(page, "details[data-dropdown]"), "focus back on the dropdown's summary");
    await toggle.click();
    await nav.waitFor({ state: "hidden" });

    // the quote bar closes for good, here and on the next page
    const bar = page.locator("#quote-bar");
    await bar.waitFor();
    await page.getByRole("button", { name: "Close the quote bar" }).click();
    await bar.waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => getComputedStyle(document.body).paddingBottom), "0px");

    // a link in the drawer's dropdown opens its page (in the browser on a hydrated page) and the drawer is gone
    await toggle.click();
    await dropdown(nav, "Services").summary.click();
    await nav.getByRole("link", { name: "House removals" }).click();
    await page.waitForURL((u) => u.pathname === "/services/house-removals");
    await page.locator("h1").waitFor();
    assert.equal(await drawerOpen(page), false);
    assert.equal(await page.locator("#quote-bar").isVisible(), false, "the bar stays closed");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
}

test("screenshots of the header, the drawer and a dropdown at 375 and 1440 px, static and hydrated", async () => {
  for (const [mode, path] of [
    ["static", "/faqs"],
    ["hydrated", "/login"],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, consoleErrors } = await newPage(viewport);
      await page.goto(path);
      await page.locator("h1").first().waitFor();
      const nav = page.getByRole("navigation", { name: "Main" });
      if (viewport === PHONE) {
        await page.locator(".drawer-toggle").click();
        await nav.waitFor({ state: "visible" });
      }
      await dropdown(nav, "Resources").summary.click();
      await nav.getByRole("link", { name: "How it works" }).waitFor({ state: "visible" });
      await page.screenshot({ path: `e2e/screenshots/chrome-${mode}-${viewport.width}.png` });
      assert.deepEqual(consoleErrors, []);
      await context.close();
    }
  }
});

test("FAQ answers open without JavaScript (<details>)", async () => {
  const context = await (await getBrowser()).newContext({
    viewport: PHONE,
    baseURL: BASE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/faqs");
  assert.equal((await page.locator("main details").count()) >= 11, true);
  assert.equal(await page.locator("section.pub-section h2").count(), 11);
  const first = page.locator("main details").first();
  const answer = first.locator("p");
  assert.equal(await answer.isVisible(), false);
  await first.locator("summary").click();
  await answer.waitFor({ state: "visible" });
  assert.match(await answer.innerText(), /comparison service/);
  await context.close();
});

test("screenshots of home, a service page, a borough page and the FAQs at 375 and 1440 px", async () => {
  const pages: [string, string][] = [
    ["/", "home"],
    ["/services/man-and-van-london", "service-man-and-van"],
    ["/camden-removals", "borough-camden"],
    ["/faqs", "faqs"],
  ];
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context, consoleErrors } = await newPage(viewport);
    for (const [path, name] of pages) {
      await page.goto(path);
      await page.locator("h1").waitFor();
      // no horizontal scrolling on a phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `${path} at ${viewport.width}px overflows by ${overflow}px`);
      await screenshot(page, `public-${name}-${viewport.width}`);
    }
    assert.deepEqual(consoleErrors, []);
    await context.close();
  }
});
