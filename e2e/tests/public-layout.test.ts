// The public site's shared behaviour in a real browser: the header (D16: fixed after scrolling down past
// 200 px and then up), the drawer below 1280 px opened with the keyboard, the FAQ accordion without
// JavaScript, and screenshots of the key pages at phone and desktop widths.
import assert from "node:assert/strict";
import { test } from "node:test";
import { BASE, DESKTOP, getBrowser, newPage, PHONE, screenshot } from "../lib/browser.ts";

test("header becomes fixed after scrolling down past 200 px and then up; static again at the top", async () => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await page.goto("/services/house-removals");
  const header = page.locator("header.site-header");
  assert.equal(await header.getAttribute("data-fixed"), "false");
  await page.mouse.wheel(0, 900);
  await page.waitForFunction(() => window.scrollY > 600);
  await page.mouse.wheel(0, -150);
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "true");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-fixed") === "false");
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("below 1280 px the Menu toggle shows and opens the drawer from the keyboard", async () => {
  const { page, context } = await newPage({ width: 1279, height: 900 });
  await page.goto("/about-us");
  const toggle = page.getByRole("button", { name: "Menu" });
  await toggle.waitFor();
  assert.equal(await page.locator("#site-nav").isVisible(), false);
  await toggle.focus();
  await page.keyboard.press("Enter");
  await page.locator("#site-nav").waitFor({ state: "visible" });
  assert.equal(await page.getByRole("button", { name: "Close menu" }).getAttribute("aria-expanded"), "true");
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.closest("#site-nav") !== null);
  assert.ok(focused, "Tab moves into the open drawer");
  await page.setViewportSize({ width: 1280, height: 900 });
  assert.equal(await page.getByRole("button", { name: /Menu/ }).isVisible(), false);
  await context.close();
});

test("FAQ answers open without JavaScript (<details>)", async () => {
  const context = await (await getBrowser()).newContext({
    viewport: PHONE,
    baseURL: BASE,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto("/faqs");
  assert.equal((await page.locator("details").count()) >= 11, true);
  assert.equal(await page.locator("section.pub-section h2").count(), 11);
  const first = page.locator("details").first();
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
