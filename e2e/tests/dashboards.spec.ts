// The dashboards' charts (issues #19 and #16), at 1440 and 375 px: the admin dashboard draws a chart per figure
// as SVG; the period switch is a link, and 7 days shows 7 days' figures, fewer requests than 90 (the demo's
// booked moves were asked for weeks ago); the company sees its review averages by month. No console error:
// nothing in the charts breaks the page policy (style-src 'self').
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";

const inAFortnight = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

for (const [size, viewport] of [
  ["1440", DESKTOP],
  ["375", PHONE],
] as const) {
  test(`at ${size} px the admin dashboard charts the figures and switching to 7 days changes them`, async ({
    signedIn,
    axe,
  }) => {
    // a request today: in both periods
    await sendHouseMove(
      { email: `dashboard-${size}-${Date.now()}@example.org`, password: "a-good-password" },
      inAFortnight(),
    );
    const { page, consoleErrors } = await signedIn("admin", viewport);
    await page.goto("/admin?days=90");
    await expect(page.getByRole("heading", { name: "How the marketplace is doing" })).toBeVisible();
    const period = page.getByRole("navigation", { name: "Period" });
    await expect(period.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    for (const name of [
      "Requests per day",
      "Share of requests matched, per day",
      "Quotes per request, per day",
      "Median time to the first quote, per day (hours)",
      "Requests booked, per day",
      "Companies by status",
    ])
      await expect(
        page.getByRole("img", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }),
      ).toBeVisible();
    const requestsCard = page.locator("section.chart-card", {
      has: page.getByRole("heading", { name: "Requests", exact: true }),
    });
    const headline = requestsCard.locator(".chart-headline");
    await expect(headline).toContainText("in the last 90 days");
    const in90 = Number((await headline.textContent())!.match(/^[\d,]+/)![0].replace(/,/g, ""));
    expect(in90, "the demo's booked moves were asked for within 90 days").toBeGreaterThan(0);
    await expect(requestsCard.locator("tbody tr")).toHaveCount(90);
    await expect(page.getByRole("heading", { name: "By borough" })).toBeVisible();
    await screenshot(page, `admin-dashboard-90-${size}`);

    await period.getByRole("link", { name: "Last 7 days" }).click();
    await page.waitForURL((u) => u.searchParams.get("days") === "7");
    await expect(period.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
    await expect(headline).toContainText("in the last 7 days");
    await expect(requestsCard.locator("tbody tr")).toHaveCount(7);
    const in7 = Number((await headline.textContent())!.match(/^[\d,]+/)![0].replace(/,/g, ""));
    expect(in7).toBeGreaterThan(0);
    expect(in7).toBeLessThan(in90);
    // the figures as a table, for keyboard and screen reader users
    await requestsCard.getByText("Show the figures").click();
    await expect(requestsCard.getByRole("table")).toBeVisible();
    await expect(requestsCard.getByRole("rowheader").first()).toBeVisible();
    await screenshot(page, `admin-dashboard-7-${size}`);
    expect(await axe(page)).toEqual([]);
    const html = await (await page.request.get("/admin?days=7")).text();
    expect(html).toContain("<svg");
    expect(html, "no inline style in the server-rendered page").not.toMatch(/<[^>]+\sstyle=/);
    expect(consoleErrors).toEqual([]);
  });

  test(`at ${size} px the company sees its review averages by month`, async ({ signedIn, axe }) => {
    const { page, consoleErrors } = await signedIn("company", viewport);
    await page.goto("/account/dashboard/reviews");
    await expect(page.getByRole("heading", { name: "Your averages over time" })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Average rating by month/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /^Reviews by month/ })).toBeVisible();
    const chart = page.locator("figure", {
      has: page.getByRole("img", { name: /^Average rating by month/ }),
    });
    await expect(chart.locator("tbody tr")).toHaveCount(12);
    await screenshot(page, `company-review-averages-${size}`);
    await chart.getByText("Show the figures").click();
    await expect(chart.getByRole("columnheader", { name: "Average rating" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
