// The public site's shared behaviour in a real browser. Marketing pages are static (no React in the browser,
// apps/web/app/lib/static-page.ts): they load no script file and the inline enhance script runs the chrome
// (apps/web/app/lib/chrome.ts: docs/product/decisions.md D16 fixed header after scrolling down past 200 px and
// then up, the dropdowns, log out); hydrated pages run the same module once React is in. The dropdowns are
// <details>, the drawer below 1280 px a popover. The FAQ accordion works without JavaScript; screenshots of the
// key pages at phone and desktop widths.
import type { Locator, Page } from "@playwright/test";
import { BASE, DESKTOP, PHONE, pageMode, screenshot, scriptRequests, sessionCookie } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

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

test("marketing pages load no script file and no React Router context; the enhance script runs", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  for (const path of STATIC_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "load" });
    expect(scripts, `${path} requested script files`).toEqual([]);
    await expect.poll(() => pageMode(page), path).toEqual({ enhanced: true, reactRouter: false });
  }
  // forms and app logic stay hydrated
  for (const path of HYDRATED_PAGES) {
    scripts.length = 0;
    await page.goto(path, { waitUntil: "load" });
    expect(scripts.length > 0, `${path} loads React`).toBeTruthy();
    await expect.poll(() => pageMode(page), path).toEqual({ enhanced: false, reactRouter: true });
  }
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("header becomes fixed after scrolling down past 200 px and then up; static again at the top", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  await page.goto("/services/house-removals");
  const header = page.locator("header.site-header");
  await expect(header).toHaveAttribute("data-fixed", "false");
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 600);
  await page.mouse.wheel(0, -150);
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "true");
  await expect(header).toHaveAttribute("class", "site-header is-fixed");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "false");
  await expect(header).toHaveAttribute("class", "site-header");
  expect(scripts, "a static page").toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("below 1280 px the Menu toggle shows and opens the drawer from the keyboard", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage({ width: 1279, height: 900 });
  const scripts = scriptRequests(page);
  await page.goto("/about-us");
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toBeVisible();
  await expect(page.locator("#site-nav")).toBeHidden();
  await expect.poll(() => drawerOpen(page)).toBe(false);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await page.locator("#site-nav").waitFor({ state: "visible" });
  await expect.poll(() => drawerOpen(page)).toBe(true);
  await expect(page.getByRole("button", { name: "Close menu", exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedIn(page, "#site-nav"), "Tab moves into the open drawer").toBe(true);
  // and closes again
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.locator("#site-nav").waitFor({ state: "hidden" });
  await expect.poll(() => drawerOpen(page)).toBe(false);
  await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("button", { name: /Menu/ })).toBeHidden();
  expect(scripts, "a static page").toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("header dropdowns: open with the keyboard, Escape closes and returns focus, an outside click closes", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const scripts = scriptRequests(page);
  await page.goto("/faqs");
  const nav = page.getByRole("navigation", { name: "Main" });
  const { summary: services, open: servicesOpen } = dropdown(nav, "Services");
  const servicesList = nav.getByRole("link", { name: "House removals" });
  await expect.poll(() => servicesOpen()).toBe(false);
  await expect(servicesList).toBeHidden();
  await services.focus();
  await page.keyboard.press("Enter");
  await servicesList.waitFor({ state: "visible" });
  await expect.poll(() => servicesOpen()).toBe(true);
  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("All services");
  await page.keyboard.press("Escape");
  await servicesList.waitFor({ state: "hidden" });
  await expect.poll(() => servicesOpen()).toBe(false);
  await expect(services, "focus back on the button").toBeFocused();

  // opening another one closes the first; a click elsewhere closes it
  await services.click();
  await servicesList.waitFor({ state: "visible" });
  const { summary: areas, open: areasOpen } = dropdown(nav, "Areas");
  await areas.click();
  await nav.getByRole("link", { name: "All areas we cover" }).waitFor({ state: "visible" });
  await servicesList.waitFor({ state: "hidden" });
  await page.mouse.click(4, 450); // the page's left margin
  await nav.getByRole("link", { name: "All areas we cover" }).waitFor({ state: "hidden" });
  await expect.poll(() => areasOpen()).toBe(false);
  // a link in a dropdown goes to its page
  await dropdown(nav, "Resources").summary.click();
  await nav.getByRole("link", { name: "How it works" }).click();
  await page.waitForURL((u) => u.pathname === "/resources/how-it-works");
  expect(scripts, "static pages").toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("Log out on a static page signs out and goes home", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const cookie = await sessionCookie("client@example.com");
  const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
  await context.addCookies([{ name, value, url: BASE }]);
  await page.goto("/about-us");
  await expect.poll(() => pageMode(page)).toEqual({ enhanced: true, reactRouter: false });
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My requests" })).toBeVisible();
  // issue #28: "Log out" is in the signed-in account's menu (a <details>: it opens on a static page too)
  await nav.locator("summary", { hasText: "Account" }).click();
  await Promise.all([
    page.waitForURL((u) => u.pathname === "/"),
    nav.getByRole("button", { name: "Log out" }).click(),
  ]);
  await expect(nav.getByRole("link", { name: "Log in" })).toBeVisible();
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
  expect(me).toEqual({ status: false, message: "Not signed in" });
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("from a hydrated page, the logo opens home in the browser with React's header (no page load)", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/login");
  await page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);
  // a marker that a full page load would lose
  await page.evaluate(() => {
    (window as Window & { __samePage?: boolean }).__samePage = true;
  });
  await page.getByRole("link", { name: "London Removals Compare, home" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage))
    .toBe(true);
  await expect.poll(() => pageMode(page)).toEqual({ enhanced: false, reactRouter: true });
  // React runs the page: the drawer, the quote bar's postcode form
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.click();
  await page.locator("#site-nav").waitFor({ state: "visible" });
  await expect.poll(() => drawerOpen(page)).toBe(true);
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.locator("#site-nav").waitFor({ state: "hidden" });
  await page.getByLabel("Your postcode").fill(" sw1a 1aa ");
  await page.getByRole("button", { name: "Get Quotes" }).click();
  await page.waitForURL((u) => u.pathname === "/free-quotes/wizard");
  expect(new URL(page.url()).searchParams.get("place")).toBe("sw1a 1aa");
  await expect
    .poll(() => page.evaluate(() => (window as Window & { __samePage?: boolean }).__samePage))
    .toBe(true);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

for (const [mode, path] of [
  ["static", "/about-us"],
  ["hydrated", "/contact"],
] as const) {
  test(`the chrome at 375 px on a ${mode} page: drawer by keyboard and pointer, a dropdown in it, the quote bar`, async ({
    newPage,
  }) => {
    const { page, context, consoleErrors } = await newPage(PHONE);
    await page.goto(path);
    await expect(page.locator("h1")).toBeVisible();
    if (mode === "hydrated") {
      await page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);
    }
    await expect
      .poll(() => pageMode(page))
      .toEqual({ enhanced: mode === "static", reactRouter: mode === "hydrated" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.locator(".drawer-toggle");

    // keyboard: Enter opens, Tab goes in, Escape closes and gives the focus back to the button
    await toggle.focus();
    await page.keyboard.press("Enter");
    await nav.waitFor({ state: "visible" });
    await expect(toggle).toHaveText("Close menu", { useInnerText: true });
    await page.keyboard.press("Tab");
    await expect.poll(() => focusedIn(page, "#site-nav"), "Tab moves into the drawer").toBeTruthy();
    await page.keyboard.press("Escape");
    await nav.waitFor({ state: "hidden" });
    await expect(toggle).toHaveText("Menu", { useInnerText: true });
    await expect(toggle, "focus back on Menu").toBeFocused();

    // pointer: open, a dropdown inside opens and closes with Escape (the drawer stays), the button closes it
    await toggle.click();
    await nav.waitFor({ state: "visible" });
    const areas = dropdown(nav, "Areas");
    await areas.summary.click();
    await nav.getByRole("link", { name: "Camden" }).waitFor({ state: "visible" });
    await screenshot(page, `chrome-${mode}-drawer-dropdown-375`);
    await page.keyboard.press("Escape");
    await expect.poll(() => areas.open()).toBe(false);
    await expect.poll(() => drawerOpen(page), "Escape in a dropdown leaves the drawer open").toBe(true);
    await expect
      .poll(() => focusedIn(page, "details[data-dropdown]"), "focus back on the dropdown's summary")
      .toBeTruthy();
    await toggle.click();
    await nav.waitFor({ state: "hidden" });

    // the quote bar closes for good, here and on the next page
    const bar = page.locator("#quote-bar");
    await expect(bar).toBeVisible();
    await page.getByRole("button", { name: "Close the quote bar" }).click();
    await bar.waitFor({ state: "hidden" });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");

    // a link in the drawer's dropdown opens its page (in the browser on a hydrated page) and the drawer is gone
    await toggle.click();
    await dropdown(nav, "Services").summary.click();
    await nav.getByRole("link", { name: "House removals" }).click();
    await page.waitForURL((u) => u.pathname === "/services/house-removals");
    await expect(page.locator("h1")).toBeVisible();
    await expect.poll(() => drawerOpen(page)).toBe(false);
    await expect(page.locator("#quote-bar"), "the bar stays closed").toBeHidden();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
}

test("screenshots of the header, the drawer and a dropdown at 375 and 1440 px, static and hydrated", async ({
  newPage,
}) => {
  for (const [mode, path] of [
    ["static", "/faqs"],
    ["hydrated", "/login"],
  ] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context, consoleErrors } = await newPage(viewport);
      await page.goto(path);
      await expect(page.locator("h1").first()).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main" });
      if (viewport === PHONE) {
        await page.locator(".drawer-toggle").click();
        await nav.waitFor({ state: "visible" });
      }
      await dropdown(nav, "Resources").summary.click();
      await nav.getByRole("link", { name: "How it works" }).waitFor({ state: "visible" });
      await page.screenshot({ path: `e2e/screenshots/chrome-${mode}-${viewport.width}.png` });
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }
});

test("FAQ answers open without JavaScript (<details>)", async ({ browser }) => {
  const context = await browser.newContext({
    viewport: PHONE,
    baseURL: BASE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/faqs");
  await expect.poll(() => page.locator("main details").count()).toBeGreaterThanOrEqual(11);
  await expect(page.locator("section.pub-section h2")).toHaveCount(11);
  const first = page.locator("main details").first();
  const answer = first.locator("p");
  await expect(answer).toBeHidden();
  await first.locator("summary").click();
  await answer.waitFor({ state: "visible" });
  await expect(answer).toHaveText(/comparison service/, { useInnerText: true });
  await context.close();
});

test("screenshots of home, a service page, a borough page and the FAQs at 375 and 1440 px", async ({
  newPage,
}) => {
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
      await expect(page.locator("h1")).toBeVisible();
      // no horizontal scrolling on a phone
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow <= 0, `${path} at ${viewport.width}px overflows by ${overflow}px`).toBeTruthy();
      await screenshot(page, `public-${name}-${viewport.width}`);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  }
});
