// Issue #33 "Texts for the move day", end to end: a mover verifies a phone on the alerts page with the code read
// back from the fake of Twilio's Messages API (global-setup.ts points the app at it), receives the new-lead text
// and follows its short link to the lead; the customer verifies their mobile on the request page, books the mover
// for today, the mover presses "On our way" with an arrival time, the customer is texted and their page shows it
// (and, once booked, offers to allow notifications on this device: "On our way" by push too).
import { shortLeadCode } from "@rm/domain/texts";
import type { Page } from "@playwright/test";
import { BASE, DESKTOP, PHONE, screenshot, sessionCookie } from "../lib/browser.ts";
import { inDays } from "../lib/dates.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { expect, test } from "../lib/fixtures.ts";
import { postBooking, postQuote, sendHouseMove } from "../lib/quote-loop.ts";

const TWILIO = process.env.E2E_TWILIO_URL ?? "";

/** every text the fake received for `e164`, oldest first */
async function textsTo(e164: string): Promise<string[]> {
  const res = await fetch(`${TWILIO}/_fake/messages?to=${encodeURIComponent(e164)}`);
  return ((await res.json()) as { body: string }[]).map((m) => m.body);
}
/** waits for a text to `e164` that matches `pattern`, and answers it */
async function textMatching(e164: string, pattern: RegExp): Promise<string> {
  await expect
    .poll(async () => (await textsTo(e164)).some((b) => pattern.test(b)), { timeout: 20_000 })
    .toBe(true);
  return (await textsTo(e164)).findLast((b) => pattern.test(b))!;
}
/** a UK mobile number for this run (several runs share nothing, but a retry gets a new one) */
const mobile = () => {
  const digits = String(Math.floor(Math.random() * 1e6)).padStart(6, "0");
  return { typed: `07700 9${digits.slice(1)}`, e164: `+4477009${digits.slice(1)}` };
};

/** verifies `number` on the page's phone form with the code the fake received */
async function verifyPhone(page: Page, number: ReturnType<typeof mobile>) {
  await page.getByLabel("UK mobile number").fill(number.typed);
  await page.getByRole("button", { name: "Text me a code" }).click();
  const text = await textMatching(number.e164, /is your London Removals code/);
  await page.getByLabel("Code from the text").fill(/^(\d{6})/.exec(text)![1]!);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText("Phone verified", { exact: true })).toBeVisible();
}

test("a mover verifies a phone, gets the new-lead text, presses On our way; the customer's page shows it", async ({
  signedIn,
  newPage,
  axe,
}) => {
  // which demo mover a house move from SE1 reaches (the lead below goes to the same movers)
  const probe = await sendHouseMove(
    { email: `texts-probe-${Date.now()}@example.org`, password: "moving-house-2026" },
    inDays(20),
  );
  const name = probe.matched.find((n) => n in MOVERS)!;
  expect(name, `matched: ${probe.matched.join(", ")}`).toBeTruthy();
  const moverEmail = MOVERS[name]!;

  // the mover verifies a phone on a phone-sized screen, with a wrong code first
  const { page: moverPage, consoleErrors } = await signedIn({ email: moverEmail }, PHONE);
  await moverPage.goto("/account/dashboard/alerts");
  const moverPhone = mobile();
  await moverPage.getByLabel("UK mobile number").fill("020 7946 0958");
  await moverPage.getByRole("button", { name: "Text me a code" }).click();
  await expect(moverPage.getByRole("alert")).toHaveText("Enter a UK mobile number, such as 07700 900123");
  await verifyPhone(moverPage, moverPhone);
  // which texts go is chosen in the notification settings, linked from here
  await expect(
    moverPage.getByText("Texts about new leads, bookings and reminders go to this number."),
  ).toBeVisible();
  await expect(moverPage.getByRole("link", { name: "Choose which texts you get" })).toHaveAttribute(
    "href",
    "/account/notifications",
  );
  await screenshot(moverPage, "texts-mover-verified-375");
  expect(await axe(moverPage)).toEqual([]);

  // a new lead for today reaches the mover's phone: a short link to the lead
  const customer = { email: `texts-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(0));
  expect(matched).toContain(name);
  const link = `${BASE}/t/${shortLeadCode(leadId)}`;
  const leadText = await textMatching(moverPhone.e164, new RegExp(`${link}$`));
  expect(leadText).toMatch(/^London Removals: new lead - House\/Flat Removals, SE1 to E1/);
  expect(leadText.length).toBeLessThanOrEqual(160);
  await moverPage.goto(new URL(link).pathname);
  await expect(moverPage).toHaveURL((u) => u.pathname === `/account/dashboard/leads/${leadId}`);

  // the customer verifies their mobile on the request page (a trust signal the mover sees)
  const { page: customerPage } = await signedIn(customer, DESKTOP);
  await customerPage.goto(`/client/removal-requests/${leadId}`);
  const customerPhone = mobile();
  await verifyPhone(customerPage, customerPhone);
  await moverPage.reload();
  await expect(moverPage.getByText("Phone verified", { exact: true })).toBeVisible();

  // booked for today and confirmed: the mover's lead page offers "On our way"
  const quoteId = await postQuote(moverEmail, leadId, {
    price: "640",
    priceKind: "fixed",
    availableDates: [inDays(0)],
  });
  await postBooking(customer, quoteId);
  const confirmed = await fetch(`${BASE}/api/company/bookings/${leadId}/confirm`, {
    method: "POST",
    headers: { cookie: await sessionCookie(moverEmail) },
  });
  expect(confirmed.status).toBe(200);
  await moverPage.reload();
  await moverPage.getByLabel("Expected arrival time").fill("09:40");
  await moverPage.getByRole("button", { name: "On our way" }).click();
  await expect(
    moverPage.getByText("You told the customer you are on your way, expected about 9:40."),
  ).toBeVisible();
  await screenshot(moverPage, "texts-on-our-way-375");
  // the one refusal the browser logs is the landline typed on purpose
  expect(consoleErrors).toEqual([
    "Failed to load resource: the server responded with a status of 400 (Bad Request)",
  ]);

  // the customer: a text, and the line on their request page
  const onWay = await textMatching(customerPhone.e164, /are on their way/);
  expect(onWay).toBe(`London Removals: ${name} are on their way, expected about 9:40.`);
  await customerPage.reload();
  await expect(customerPage.getByRole("status").filter({ hasText: "on their way" })).toHaveText(
    "Your movers are on their way — expected about 9:40",
  );
  // issue #33: once booked, the customer may allow notifications on this device ("On our way" by push too)
  await expect(customerPage.getByRole("heading", { name: "Alerts on this device" })).toBeVisible();
  await expect(
    customerPage.getByRole("button", { name: "Allow notifications on this device" }),
  ).toBeVisible();
  await screenshot(customerPage, "texts-customer-on-way-1440");
  const { page: customerPhonePage } = await newPage(PHONE);
  await customerPhonePage.context().addCookies(await customerPage.context().cookies());
  await customerPhonePage.goto(`/client/removal-requests/${leadId}`);
  await expect(
    customerPhonePage.getByText("Your movers are on their way — expected about 9:40"),
  ).toBeVisible();
  await expect(
    customerPhonePage.getByRole("button", { name: "Allow notifications on this device" }),
  ).toBeVisible();
  await screenshot(customerPhonePage, "texts-customer-on-way-375");
  expect(await axe(customerPage)).toEqual([]);
});
