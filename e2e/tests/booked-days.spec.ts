// Issue #18 "Availability": a mover marks a fully booked day on the dashboard's calendar with the keyboard alone
// at 375 px, saves it, and it is stored; the alerts page offers push on this device and quiet hours. The day is
// ten months ahead (no other spec's lead falls on it) and is freed again at the end.
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

const MOVER = { email: "bookings@richmond-riverside-removals.example.com" };

test("a mover marks and frees a fully booked day with the keyboard on a phone", async ({ signedIn, axe }) => {
  const { page, consoleErrors } = await signedIn(MOVER, PHONE);
  await page.goto("/account/dashboard/availability");
  await expect(page.getByRole("heading", { name: "Fully booked days", level: 1 })).toBeVisible();

  // ten months on, with Enter on "Next month"
  const next = page.getByRole("button", { name: "Next month" });
  await next.focus();
  for (let i = 0; i < 10; i++) await page.keyboard.press("Enter");
  const month = await page.locator("#calendar-month").textContent();

  // into the grid: the 1st, then the arrow keys to the 9th (a week down, a day right), Space marks it
  const first = page.locator("button.calendar-day").first();
  await first.focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowRight");
  const day = page.locator("button.calendar-day:focus");
  const iso = await day.getAttribute("data-day");
  expect(iso).toMatch(/-09$/);
  await page.keyboard.press("Space");
  await expect(day).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("You have changes that are not saved yet.")).toBeVisible();

  await page.getByRole("button", { name: "Save booked days" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your fully booked days are saved").first()).toBeVisible();
  const stored = await page.request.get("/api/company/availability");
  expect((await stored.json()).data.bookedDays).toContain(iso);
  await expect(page.locator("#calendar-month")).toHaveText(month ?? "");
  await screenshot(page, "booked-days-375");
  expect(await axe(page)).toEqual([]);

  // freed again, by the same keys
  await page.locator(`button[data-day="${iso}"]`).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator(`button[data-day="${iso}"]`)).toHaveAttribute("aria-pressed", "false");
  await page.getByRole("button", { name: "Save booked days" }).click();
  await expect
    .poll(async () => (await (await page.request.get("/api/company/availability")).json()).data.bookedDays)
    .not.toContain(iso);
  expect(consoleErrors).toEqual([]);
});

test("the alerts page at 375 and 1440 px: push on this device, quiet hours", async ({ signedIn, axe }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, consoleErrors } = await signedIn(MOVER, viewport);
    await page.goto("/account/dashboard/alerts");
    await expect(page.getByRole("heading", { name: "Alerts on your phone" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on alerts on this device" })).toBeVisible();
    await expect(page.getByLabel("From")).toBeVisible();
    await screenshot(page, `alerts-${viewport.width}`);
    expect(await axe(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  }
});
