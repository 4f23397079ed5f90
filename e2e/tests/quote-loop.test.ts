// Issue #6 (docs/README.md#issues) end to end, with real accounts: a visitor sends a lead with the wizard; two matched movers see it and
// quote; an unmatched mover gets 404; the customer compares (phone and desktop), sorts, filters and books
// one; the booked mover sees the customer's phone and email, the other sees "Lost"; mail goes out.
// The first test goes through the pages from the wizard to the quotes; the others make what they start
// from through the API (e2e/lib/quote-loop.ts), each with its own customer: any test runs alone.
import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { DESKTOP, loginAs, newPage, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { type Customer, postBooking, postQuote, SHARD_ADDRESS, sendHouseMove } from "../lib/quote-loop.ts";
import { atStep, details, inDays, movingFrom, next, openWizard, send } from "./wizard-steps.ts";

const DEMO: Record<string, { email: string; rating: number; reviews: number }> = {
  "Thames-side Removals": { email: "hello@thamesside-removals.example.com", rating: 4.5, reviews: 2 },
  "Northline Movers": { email: "bookings@northlinemovers.example.com", rating: 5, reviews: 1 },
  "Westway Man & Van": { email: "office@westway-van.example.com", rating: 5, reviews: 2 },
  "City & Courier Removals": { email: "moves@citycourier-removals.example.com", rating: 4, reviews: 1 },
  "Croydon Keys Removals": { email: "team@croydonkeys-removals.example.com", rating: 5, reviews: 1 },
  "Greenwich Global Movers": { email: "hello@greenwich-global.example.com", rating: 5, reviews: 1 },
  "Camden Careful Movers": { email: "info@camden-careful-movers.example.com", rating: 4, reviews: 1 },
  "Riverside Removals Richmond": {
    email: "bookings@richmond-riverside-removals.example.com",
    rating: 5,
    reviews: 1,
  },
};
/** a new customer for each test (none leans on what another left) */
const newCustomer = (tag: string): Customer => ({
  email: `quote-loop-${tag}-${Date.now()}@example.org`,
  password: "moving-house-2026",
});
const moveDate = inDays(21);

/** the first two demo movers a lead went to: `chosen` quotes £950, `other` £720 */
function twoMatched(names: string[]) {
  const matched = names.filter((n) => n in DEMO);
  assert.ok(matched.length >= 2, `matched: ${matched.join(", ")}`);
  const [chosen, other] = matched as [string, string];
  return { matched, chosen, other };
}

/**
 * Where the first test ends, through the API: the customer's lead, quoted by `chosen` (£950 fixed price,
 * available on the date) and `other` (£720 estimate, only the day after).
 */
async function quotedLead(tag: string) {
  const customer = newCustomer(tag);
  const { leadId, matched } = await sendHouseMove(customer, moveDate);
  const { chosen, other } = twoMatched(matched);
  const chosenQuote = await postQuote(DEMO[chosen]!.email, leadId, {
    price: "950",
    priceKind: "fixed",
    availableDates: [moveDate],
  });
  await postQuote(DEMO[other]!.email, leadId, {
    price: "720",
    priceKind: "estimate",
    availableDates: [inDays(22)],
  });
  return { customer, leadId, chosen, other, chosenQuote };
}

async function sendQuote(page: Page, price: string, kind: "Fixed price" | "Estimate", onlyNextDay = false) {
  const form = page.getByRole("form", { name: "Your quote" });
  await form.getByLabel("Price (£)").fill("-5");
  await form.getByRole("button", { name: "Send quote" }).click();
  await form.getByText("The price must be more than £0").waitFor();
  await form.getByLabel("Price (£)").fill(price);
  await form.getByLabel(kind, { exact: true }).check();
  await form.getByLabel("Crew size").fill("3");
  await form.getByLabel("Vehicle").selectOption("Luton van");
  await form.getByLabel("Estimated hours").fill("6.5");
  await form.getByLabel("Packing", { exact: true }).check();
  if (onlyNextDay) {
    await form.getByRole("button", { name: /^Remove / }).click();
    await form.getByLabel("Another date you can do").fill(inDays(22));
    await form.getByRole("button", { name: "Add date" }).click();
  }
  await form.getByRole("button", { name: "Send quote" }).click();
  await page.getByText("Your quote has been sent to the customer").first().waitFor();
  await page.getByText("Sent", { exact: true }).waitFor();
}

test("a visitor sends a lead; two matched movers quote; an unmatched one cannot see it", async () => {
  const customer = newCustomer("wizard");
  // the anonymous visitor fills in the wizard and keeps the results with a password
  const { page, context } = await newPage(DESKTOP);
  await openWizard(page);
  await page.getByRole("button", { name: "House/Flat Removals" }).click();
  await atStep(page, 2, 6, "Moving From");
  await movingFrom(page, "SE1 9SG", "Apartment 5301, The Shard, 32 London Bridge Street, London, SE1 9SG");
  await page.getByLabel("Apartment").check();
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Floor").selectOption("3");
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
  await page
    .getByLabel("Address (optional)", { exact: true })
    .selectOption({ label: "Flat 1, Spital House, 14 Middlesex Street, London, E1 6AN" });
  await next(page);
  await atStep(page, 4, 6, "Additional Services");
  await page.getByLabel("Packing services").check();
  await next(page);
  await atStep(page, 5, 6, "Moving Date");
  await page.getByLabel("Moving date", { exact: true }).fill(moveDate);
  await page.getByLabel("Anything movers should know? (optional)").fill("A piano on the ground floor.");
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await details(page, {
    first: "Nadia",
    last: "Hussain",
    email: customer.email,
    phone: "07700 900456",
    password: customer.password,
  });
  await send(page, "Sign Up and keep your results");
  const leadId = new URL(page.url()).searchParams.get("lead")!;
  const { matched, chosen, other } = twoMatched(
    (await page.getByRole("dialog").getByRole("link").allTextContents()).map((n) => n.trim()),
  );
  const outsider = Object.keys(DEMO).find((n) => !matched.includes(n))!; // not matched
  await context.close();

  for (const [name, price, kind, nextDay] of [
    [chosen, "950", "Fixed price", false],
    [other, "720", "Estimate", true],
  ] as const) {
    const { page, context, consoleErrors } = await newPage(DESKTOP);
    await loginAs(page, DEMO[name]!.email);
    await page.goto("/account/dashboard");
    const card = page.locator(`article:has(a[href$="${leadId}"])`);
    await card.getByText("Packing services").waitFor();
    await card.getByRole("link", { name: /House\/Flat Removals: SE1, Southwark → E1/ }).click();
    await page.waitForURL(`**/account/dashboard/leads/${leadId}`);
    await page.getByText("A piano on the ground floor.").waitFor();
    assert.equal(await page.getByText("07700900456").count(), 0, "no phone before booking");
    assert.equal(await page.getByText(customer.email).count(), 0, "no email before booking");
    await sendQuote(page, price, kind, nextDay);
    if (name === chosen) await screenshot(page, "quote-dashboard-lead-1440");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  }
  await waitForMail(customer.email, new RegExp(`New quote from ${chosen}`));

  const { page: third, context: thirdContext } = await newPage(DESKTOP);
  await loginAs(third, DEMO[outsider]!.email);
  const denied = await third.goto(`/account/dashboard/leads/${leadId}`);
  assert.equal(denied?.status(), 404);
  await third.getByRole("heading", { name: "Page not found" }).waitFor();
  await third.goto("/account/dashboard");
  assert.equal(await third.locator(`a[href$="${leadId}"]`).count(), 0);
  await thirdContext.close();
});

const headers = async (page: Page) =>
  (await page.locator(".compare-table thead th").allTextContents()).map((s) => s.trim());

test("the customer compares side by side, sorts, filters and books one mover", async () => {
  const { customer, leadId, chosen, other } = await quotedLead("compare");
  const { page: phone, context: phoneContext } = await newPage(PHONE);
  await loginAs(phone, customer.email, customer.password);
  assert.equal(new URL(phone.url()).pathname, "/client/removal-requests");
  await phone.getByRole("link", { name: "Compare quotes for this House/Flat Removals request" }).click();
  await phone.waitForURL(`**/client/removal-requests/${leadId}`);
  await phone.getByRole("heading", { name: "Compare your quotes" }).waitFor();
  const cards = phone.getByRole("article");
  await cards.first().waitFor();
  assert.equal(await cards.count(), 2);
  assert.ok(await phone.locator(".compare-table").isHidden(), "no table on a phone");
  await screenshot(phone, "quote-compare-375");
  await phoneContext.close();

  const { page, context, consoleErrors } = await newPage(DESKTOP);
  await loginAs(page, customer.email, customer.password);
  await page.goto(`/client/removal-requests/${leadId}`);
  await page.getByRole("table").waitFor();
  assert.deepEqual(await headers(page), [other, chosen], "cheapest first");
  const byRating = [chosen, other].sort(
    (a, b) =>
      DEMO[b]!.rating - DEMO[a]!.rating || DEMO[b]!.reviews - DEMO[a]!.reviews || (a === other ? -1 : 1),
  );
  await page.getByLabel("Sort by").selectOption("rating");
  await page.waitForURL(/sort=rating/);
  await page.waitForFunction(
    (first) => document.querySelector(".compare-table thead th")?.textContent?.trim() === first,
    byRating[0],
  );
  assert.deepEqual(await headers(page), byRating);
  await page.getByLabel("Only movers available on my date").check();
  await page.waitForURL(/available=1/);
  await page.getByText("1 of 2 quotes is available on your date.").waitFor();
  assert.deepEqual(await headers(page), [chosen]);
  await page.getByLabel("Only movers available on my date").uncheck();
  await page.getByLabel("Sort by").selectOption("price");
  await page.getByText("2 quotes, price, lowest first.").waitFor();
  await screenshot(page, "quote-compare-1440");

  const book = page.getByRole("button", { name: `Book with this mover: ${chosen}` });
  await book.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(`Book ${chosen}?`).waitFor();
  // a modal dialog: it takes the focus, Tab never reaches the page behind it, Escape closes it
  assert.equal(
    await dialog
      .getByRole("button", { name: "Confirm booking" })
      .evaluate((b) => b === document.activeElement),
    true,
  );
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    const inside = await page.evaluate(
      () => document.activeElement === document.body || document.activeElement?.closest("dialog") !== null,
    );
    assert.ok(inside, "focus stays in the dialog");
  }
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "detached" });
  await book.click();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  assert.equal(await dialog.count(), 0);
  await page.getByRole("button", { name: `Book with this mover: ${chosen}` }).click();
  await dialog.getByRole("button", { name: "Confirm booking" }).click();
  await page.getByRole("heading", { name: `You booked ${chosen}` }).waitFor();
  assert.equal(await page.getByRole("button", { name: /Book with this mover/ }).count(), 0);
  await screenshot(page, "quote-compare-booked-1440");
  assert.deepEqual(consoleErrors, []);
  await context.close();

  await waitForMail(customer.email, new RegExp(`Your move is booked with ${chosen}`));
  const booked = await waitForMail(DEMO[chosen]!.email, /^Booked: Nadia Hussain/);
  assert.match(booked.text, /07700900456/);
  await waitForMail(DEMO[other]!.email, /The customer chose another mover/);
});

test("the booked mover sees the customer's phone and email; the other sees Lost", async () => {
  const { customer, leadId, chosen, other, chosenQuote } = await quotedLead("booked");
  await postBooking(customer, chosenQuote);
  const { page, context } = await newPage(DESKTOP);
  await loginAs(page, DEMO[chosen]!.email);
  await page.goto(`/account/dashboard/leads/${leadId}`);
  await page.getByRole("heading", { name: "The customer booked you", exact: true }).waitFor();
  await page.getByRole("link", { name: "07700900456" }).waitFor();
  await page.getByRole("link", { name: customer.email }).waitFor();
  await page.getByText(SHARD_ADDRESS).waitFor();
  await page.goto("/account/dashboard?status=won");
  await page.locator(`article:has(a[href$="${leadId}"])`).getByText("Won", { exact: true }).waitFor();
  await screenshot(page, "quote-dashboard-inbox-1440");
  await page.goto("/account/dashboard/stats");
  await page.locator(".stat").filter({ hasText: "win rate" }).getByText("%").waitFor();
  assert.ok((await page.locator("svg.chart rect[height]:not([height='0'])").count()) >= 2, "bars drawn");
  await screenshot(page, "quote-stats-data-1440");
  await context.close();

  const { page: lost, context: lostContext } = await newPage(PHONE);
  await loginAs(lost, DEMO[other]!.email);
  await lost.goto("/account/dashboard?status=lost");
  const card = lost.locator(`article:has(a[href$="${leadId}"])`);
  await card.getByText("Lost", { exact: true }).waitFor();
  await lost.goto(`/account/dashboard/leads/${leadId}`);
  assert.equal(await lost.getByText("07700900456").count(), 0);
  assert.equal(await lost.getByText(customer.email).count(), 0);
  await screenshot(lost, "quote-dashboard-lost-375");
  await lostContext.close();
});
