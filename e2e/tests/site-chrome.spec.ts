// Issue #28, the site's chrome measured in Chromium: the header keeps to one row from 1280 to 1920 px for a
// visitor, a customer (with an unread message on the badge), a mover and an admin, and at 375 px the logo keeps
// its 28 px; the Messages badge opens the conversation with the unread message; on a phone the toast sits at
// the top and the customer's own pages carry no sticky quote bar; the installed app starts at each person's
// home; an area page's main image changes height at 768 px only. Screenshots of each header.
import type { Page } from "@playwright/test";
import { CHAT_WORDS } from "@rm/domain/conversation";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { BASE, PHONE, screenshot, sessionCookie, signInContext } from "../lib/browser.ts";
import { inDays } from "../lib/dates.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";

const WIDTHS = [375, 1280, 1440, 1920];

/** the header's height, the logo's size and the top of every entry of the row (menu, then the badge) */
const headerLayout = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => el?.getBoundingClientRect() ?? null;
    const header = box(document.querySelector(".site-header"))!;
    const logo = box(document.querySelector(".brand svg"))!;
    const row = [
      ...document.querySelectorAll(".brand, .nav-list > li, .header-messages, .drawer-toggle"),
    ].filter((e) => (e as HTMLElement).offsetParent !== null);
    const middles = row.map((e) => ((b) => b.top + b.height / 2)(box(e)!));
    return {
      height: header.height,
      logo: { width: logo.width, height: logo.height },
      /** how far apart the entries' middles are: one row when they share a line */
      spread: Math.max(...middles) - Math.min(...middles),
      scrollWidth: document.documentElement.scrollWidth,
    };
  });

/** a new customer whose house move a demo mover has written to: the customer has one unread message */
async function customerWithUnread(tag: string) {
  const customer = { email: `chrome-${tag}-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(26));
  const name = matched.find((n) => n in MOVERS)!;
  expect(name, `matched: ${matched.join(", ")}`).toBeTruthy();
  const mover = { cookie: await sessionCookie(MOVERS[name]!), "content-type": "application/json" };
  const open = await fetch(`${BASE}/api/conversations`, {
    method: "POST",
    headers: mover,
    body: JSON.stringify({ leadId }),
  });
  const room = ((await open.json()) as { data: { id: string; companyId: string } }).data;
  const sent = await fetch(`${BASE}/api/conversations/${room.id}/messages`, {
    method: "POST",
    headers: mover,
    body: JSON.stringify({ text: "Is there a lift at the new address?" }),
  });
  expect(sent.status).toBe(201);
  return { customer, leadId, name, companyId: room.companyId, moverEmail: MOVERS[name]! };
}

test("the header keeps to one row from 1280 to 1920 px and its logo at 375 px, for every role", async ({
  newPage,
  signedIn,
}) => {
  const { customer } = await customerWithUnread("rows");
  const pages = {
    visitor: (await newPage()).page,
    client: (await signedIn({ email: customer.email, password: customer.password })).page,
    company: (await signedIn("company")).page,
    admin: (await signedIn("admin")).page,
  };
  for (const [role, page] of Object.entries(pages)) {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(role === "company" ? "/account/dashboard" : role === "admin" ? "/admin" : "/about-us");
      if (role === "client")
        await expect(page.locator(".header-messages .unread-badge"), "the badge counts").toHaveText("1");
      const layout = await headerLayout(page);
      expect(layout.logo, `${role} at ${width}: the logo's size`).toEqual({ width: 28, height: 28 });
      expect(layout.scrollWidth, `${role} at ${width}: no sideways scroll`).toBeLessThanOrEqual(width);
      if (width >= 1280) {
        expect(layout.spread, `${role} at ${width}: one row`).toBeLessThan(12);
        expect(layout.height, `${role} at ${width}: one row high`).toBeLessThan(72);
      } else {
        expect(layout.height, `${role} at ${width}: no taller than a two-line name`).toBeLessThan(80);
      }
      await screenshot(page, `header-${role}-${width}`);
    }
  }
  // a signed-in account's security page and Log out are in its Account menu
  const client = pages.client;
  await client.setViewportSize({ width: 1280, height: 900 });
  const nav = client.getByRole("navigation", { name: "Main" });
  await nav.locator("summary", { hasText: "Account" }).click();
  await expect(nav.getByRole("link", { name: "Account security" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  const menu = await nav.locator(".nav-account .nav-dropdown-list").boundingBox();
  expect(menu!.x + menu!.width, "the menu opens inside the window").toBeLessThanOrEqual(1280);
  await screenshot(client, "header-client-account-menu-1280");
  // the mover's header names its offers as the dashboard's tab and the page do
  await pages.company.goto("/partners");
  await expect(pages.company.getByRole("heading", { level: 1 })).toHaveText("Partner offers");
  await expect(
    pages.company.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partner offers" }),
  ).toBeVisible();
  await expect(pages.company.getByText(/PARTNERS OFFERS/)).toHaveCount(0);
});

test("the Messages badge opens the conversation with the unread message, for the customer and the mover", async ({
  newPage,
}) => {
  const { customer, leadId, name, companyId, moverEmail } = await customerWithUnread("badge");
  const { page, context, consoleErrors } = await newPage(PHONE);
  await signInContext(context, customer.email, customer.password);
  await page.goto("/client/removal-requests");
  const badge = page.locator(".site-header").getByRole("link", { name: /1 unread message/ });
  await expect(badge).toHaveAttribute(
    "href",
    `/client/removal-requests/${leadId}?chat=${companyId}#conversation`,
  );
  await badge.click();
  await expect(page).toHaveURL(new RegExp(`/client/removal-requests/${leadId}\\?chat=${companyId}`));
  const panel = page.getByRole("region", { name: CHAT_WORDS.heading(name) });
  await expect(panel.getByText("Is there a lift at the new address?")).toBeVisible();
  // read now: the badge counts none and goes back to the requests
  await expect(
    page.locator(".site-header").getByRole("link", { name: /No unread messages/ }),
  ).toHaveAttribute("href", "/client/removal-requests");
  // no sticky quote bar on the customer's own pages: the chat's box and "Send" stay clear at the bottom
  await expect(page.locator("#quote-bar")).toHaveCount(0);
  await page.getByLabel(CHAT_WORDS.yourMessage).fill("Yes, and a parking bay outside.");
  await page.getByLabel(CHAT_WORDS.yourMessage).press("Enter");
  await expect(panel.locator(".chat-message.is-mine", { hasText: "parking bay" })).toBeVisible();
  await screenshot(page, "header-badge-conversation-375");
  expect(consoleErrors).toEqual([]);

  // the mover's badge opens its lead's page, where the conversation sits beside the move
  const mover = await newPage(PHONE);
  await signInContext(mover.context, moverEmail);
  await mover.page.goto("/account/dashboard/stats");
  const moverBadge = mover.page.locator(".site-header").getByRole("link", { name: /\d+ unread message/ });
  await expect(moverBadge).toHaveAttribute("href", `/account/dashboard/leads/${leadId}#conversation`);
});

test("on a phone the toast sits at the top, clear of the page's actions at the bottom", async ({
  newPage,
}) => {
  const customer = { email: `chrome-toast-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId } = await sendHouseMove(customer, inDays(27));
  const { page, context } = await newPage(PHONE);
  await signInContext(context, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}/change`);
  await expect(page.locator("#quote-bar")).toHaveCount(0);
  await page.getByRole("button", { name: "Save changes" }).click();
  const toast = page.locator(".toast").first();
  await expect(toast).toBeVisible();
  const t = (await toast.boundingBox())!;
  expect(t.y, "at the top of the screen").toBeLessThan(24);
  expect(t.y + t.height).toBeLessThan(PHONE.height / 3);
  await screenshot(page, "toast-top-375");
  await expect(page.getByText(LIFECYCLE_MESSAGES.nothingChanged).first()).toBeVisible();
});

test("the installed app starts at each person's home; the manifest says so", async ({
  newPage,
  signedIn,
}) => {
  const manifest = await (await fetch(`${BASE}/manifest.webmanifest`)).json();
  expect(manifest.start_url).toBe("/start");
  const visitor = (await newPage()).page;
  await visitor.goto("/start");
  await expect(visitor).toHaveURL(`${BASE}/`);
  for (const [role, home] of [
    ["client", "/client/removal-requests"],
    ["company", "/account/dashboard"],
    ["admin", "/admin"],
  ] as const) {
    const { page } = await signedIn(role);
    await page.goto("/start");
    await expect(page, role).toHaveURL(`${BASE}${home}`);
  }
});

test("an area page's main image changes height at 768 px, not before or after", async ({ newPage }) => {
  const { page } = await newPage();
  await page.goto("/lambeth-removals");
  const img = page.locator(".pub-hero-media img");
  const heights: Record<number, number> = {};
  for (const width of [375, 599, 600, 767, 768, 899, 900, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    heights[width] = Math.round((await img.boundingBox())!.height);
  }
  const below = [375, 599, 600, 767].map((w) => heights[w]);
  const above = [768, 899, 900, 1440].map((w) => heights[w]);
  expect(new Set(below).size, JSON.stringify(heights)).toBe(1);
  expect(new Set(above).size, JSON.stringify(heights)).toBe(1);
  expect(above[0], "taller from 768 px").toBeGreaterThan(below[0]!);
});
