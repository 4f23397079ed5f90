// Issue #18 "The lead page on a phone": the new-lead email's link opens that lead — through sign-in when the
// mover is signed out — and at 375 px the move's summary comes first (areas and the distance between them),
// then the customer's words, and a "Send quote" button stays at the bottom of the screen until the form.
import { PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { inDays } from "../lib/dates.ts";

test("a mover opens a lead from the alert email on a phone: signs in, lands on it, summary first, sticky Send quote", async ({
  newPage,
  inbox,
  axe,
}) => {
  const customer = { email: `alert-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(19));
  const mover = matched.find((n) => n in MOVERS);
  expect(mover, `matched: ${matched.join(", ")}`).toBeTruthy();
  const email = MOVERS[mover!]!;

  // the alert email links to the lead itself
  const path = `/account/dashboard/leads/${leadId}`;
  await expect
    .poll(() => inbox.all().some((m) => m.to.includes(email) && m.text.includes(path)), { timeout: 15_000 })
    .toBe(true);
  const mail = inbox.all().find((m) => m.to.includes(email) && m.text.includes(path))!;
  const link = new URL(mail.text.match(/https?:\/\/\S+\/account\/dashboard\/leads\/[\w-]+/)![0]);
  expect(link.pathname).toBe(path);

  // signed out on a phone: the link goes through sign-in and back to the lead
  const { page, consoleErrors } = await newPage(PHONE);
  await page.goto(link.pathname);
  await expect(page).toHaveURL((u) => u.pathname === "/login" && u.searchParams.get("next") === path);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("moving-day-2025");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL((u) => u.pathname === path);

  // the first screen: where from and to, how far apart (said to be a straight line), the move's facts
  const glance = page.getByRole("region", { name: "The move at a glance" });
  await expect(glance).toBeInViewport();
  await expect(glance.getByText(/SE1.*→.*E1/)).toBeVisible();
  await expect(glance.getByText(/miles? apart/)).toContainText("straight line");
  await expect(glance.getByText("Floor 3, lift")).toBeVisible();
  await expect(glance.getByText("Packing services")).toBeVisible();
  // the customer's words in full, after the summary and before the quote form
  const notes = page.getByRole("region", { name: "What the customer says" });
  await expect(notes).toContainText("A piano on the ground floor.");
  const [g, n, q] = await Promise.all([
    glance.boundingBox(),
    notes.boundingBox(),
    page.getByRole("heading", { name: "Your quote", exact: true }).boundingBox(),
  ]);
  expect(g!.y).toBeLessThan(n!.y);
  expect(n!.y).toBeLessThan(q!.y);
  expect(n!.width, "notes full width").toBeGreaterThan(300);

  // "Send quote" sits at the bottom of the screen from the start and takes the mover to the form
  const send = page.getByRole("link", { name: "Send quote" });
  await expect(send).toBeInViewport();
  const box = await send.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(PHONE.height - 120);
  await screenshot(page, "lead-alert-375");
  await send.click();
  await expect(page).toHaveURL((u) => u.hash === "#quote");
  await expect(page.getByRole("heading", { name: "Your quote", exact: true })).toBeInViewport();
  expect(await axe(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
