// Issue #28 "True figures for admins", at 375 and 1440 px: what the admin pages show is what the records say —
// a customer with two requests reads 2 (it read 0), a company's leads, quotes and bookings are its own,
// a new company reads 0/0/0, a request's emails are that request's only; /admin/emails lists an attachment
// that only an admin downloads; an irreversible decision is confirmed (a dialog with JavaScript, a box
// without it) and the moderation form chooses no verdict.
import { ADMIN_ACTION_MESSAGES } from "@rm/domain/admin-actions";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { BASE, DESKTOP, PHONE, screenshot, sessionCookie } from "../lib/browser.ts";
import { inDays } from "../lib/dates.ts";
import { expect, test } from "../lib/fixtures.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";

const PASSWORD = "a-good-password-28";

/** a second, different move of the signed-in customer (another day, another destination) */
async function secondRequest(email: string) {
  const cookie = await sessionCookie(email, PASSWORD);
  const me = (await (await fetch(`${BASE}/api/auth/me`, { headers: { cookie } })).json()) as {
    data: { _id: string };
  };
  const res = await fetch(`${BASE}/api/client/${me.data._id}/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      client: {
        typeOfMove: "Man and Van",
        fromCity: "N16 0AA",
        fromAddress: "3 Church Street, London",
        fromPropertyType: "Apartment",
        fromBedrooms: "1",
        toCity: "E8 1AA",
        toAddress: "10 Mare Street, London",
        additionalServices: [],
        dateType: "specific",
        startDate: inDays(60),
        endDate: "",
        description: "",
        payingForMove: "Self paid",
      },
      website: "",
    }),
  });
  const answer = (await res.json()) as { leadId?: string };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  return answer.leadId!;
}

/** the cell under `header` in the table's only row */
const cell = async (page: import("@playwright/test").Page, header: string) => {
  const headers = await page.locator("table thead th").allTextContents();
  return page.locator("table tbody tr").first().locator("td").nth(headers.indexOf(header));
};

for (const [size, viewport] of [
  ["375", PHONE],
  ["1440", DESKTOP],
] as const) {
  test(`at ${size} px the customers, companies and a request's emails show true figures`, async ({
    newPage,
  }) => {
    const email = `figures${size}-${Date.now()}@example.org`;
    const first = await sendHouseMove({ email, password: PASSWORD }, inDays(20));
    const second = await secondRequest(email);

    const { page, context, consoleErrors } = await newPage(viewport);
    await context.addCookies([
      { name: "rm_session", value: (await sessionCookie("admin@example.com")).split("=")[1]!, url: BASE },
    ]);
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await expect(page.locator("table tbody tr")).toHaveCount(1);
    await expect(await cell(page, "Requests")).toHaveText("2");
    await screenshot(page, `admin-customers-figures-${size}`);

    // a company's row reads what the API counts for it, and a mover matched to this request has one lead at least.
    // Specs running beside this one send leads to the same demo movers, and counts only grow: the page's figure
    // lies between the API's read just before the page and the one just after (equal to both when nothing came in)
    const mover = first.matched[0]!;
    const counts = async () =>
      (
        (await (
          await context.request.get(`/api/admin/companies/search?q=${encodeURIComponent(mover)}`)
        ).json()) as { data: { rows: { leads: number; quotes: number; won: number }[] } }
      ).data.rows[0]!;
    const before = await counts();
    await page.goto(`/admin/companies?q=${encodeURIComponent(mover)}`);
    await expect(page.locator("table tbody tr")).toHaveCount(1);
    const shown = {
      leads: Number(await (await cell(page, "Leads")).textContent()),
      quotes: Number(await (await cell(page, "Quotes")).textContent()),
      won: Number(await (await cell(page, "Booked")).textContent()),
    };
    const after = await counts();
    expect(before.leads).toBeGreaterThanOrEqual(1);
    for (const k of ["leads", "quotes", "won"] as const) {
      expect(shown[k], `${k}: the page between the API's reads`).toBeGreaterThanOrEqual(before[k]);
      expect(shown[k], `${k}: the page between the API's reads`).toBeLessThanOrEqual(after[k]);
    }
    await screenshot(page, `admin-companies-figures-${size}`);

    // the first request's emails: its confirmation and one notice per mover it was sent to, none of the second's
    await page.goto(`/admin/requests/${first.leadId}`);
    await expect(page.getByRole("heading", { name: `Emails (${first.matched.length + 1})` })).toBeVisible();
    const mails = page.getByRole("table", { name: "Emails sent about this request" }).locator("tbody tr");
    await expect(mails.filter({ hasText: email })).toHaveCount(1);
    await page.goto(`/admin/requests/${second}`);
    await expect(page.getByRole("heading", { name: /^Emails \(/ })).toBeVisible();
    await expect(
      page
        .getByRole("table", { name: "Emails sent about this request" })
        .locator("tbody tr")
        .filter({ hasText: email }),
    ).toHaveCount(1);
    await screenshot(page, `admin-request-emails-${size}`);
    expect(consoleErrors).toEqual([]);
  });
}

test("at 375 px /admin/emails lists the moving guide's attachment; only an admin downloads it", async ({
  newPage,
}) => {
  const to = `guide-${Date.now()}@example.org`;
  const sent = await fetch(`${BASE}/api/send-pdf`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: to, firstName: "Ada" }),
  });
  expect(sent.status).toBe(200);
  const { page, context, consoleErrors } = await newPage(PHONE);
  await context.addCookies([
    { name: "rm_session", value: (await sessionCookie("admin@example.com")).split("=")[1]!, url: BASE },
  ]);
  await page.goto("/admin/emails");
  const mail = page.locator("details").filter({ hasText: `To ${to}` });
  await mail.locator("summary").click();
  const link = mail.getByRole("link", { name: /\.pdf$/ });
  await expect(link).toBeVisible();
  await expect(mail).toContainText(/application\/pdf, \d+(\.\d)? KB/);
  await screenshot(page, "admin-email-attachment-375");
  const href = (await link.getAttribute("href"))!;
  const download = await context.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");
  // a customer, and nobody signed in, get nothing
  const customer = await sessionCookie("client@example.com");
  expect((await fetch(`${BASE}${href}`, { headers: { cookie: customer } })).status).toBe(403);
  expect((await fetch(`${BASE}${href}`)).status).toBe(401);
  expect(consoleErrors).toEqual([]);
});

test("suspending a customer is confirmed: a box without JavaScript, a dialog with it", async ({
  browser,
}) => {
  const email = `confirm-${Date.now()}@example.org`;
  await sendHouseMove({ email, password: PASSWORD }, inDays(25));
  const admin = (await sessionCookie("admin@example.com")).split("=")[1]!;

  // without JavaScript: the form posts to the page; unticked, nothing is done and it says why
  const plain = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: BASE });
  await plain.addCookies([{ name: "rm_session", value: admin, url: BASE }]);
  const page = await plain.newPage();
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.locator("table tbody tr").first().getByRole("link").first().click();
  const suspend = page.getByRole("form", { name: /^Suspend this customer/ });
  await suspend.getByLabel(/Reason/).fill("Sent requests for moves that were not real");
  await suspend.getByRole("button", { name: "Suspend this customer" }).click();
  await expect(page.getByText(ADMIN_ACTION_MESSAGES.confirmRequired)).toBeVisible();
  await expect(page.getByRole("form", { name: /^Suspend this customer/ }).getByLabel(/Reason/)).toHaveValue(
    "Sent requests for moves that were not real",
  );
  await expect(page.getByText("Active", { exact: true }).first()).toBeVisible();
  await screenshot(page, "admin-confirm-box-375");
  await page.getByRole("checkbox", { name: /^Yes, suspend/ }).check();
  await page
    .getByRole("form", { name: /^Suspend this customer/ })
    .getByRole("button")
    .click();
  await expect(page.getByRole("status").filter({ hasText: ADMIN_MESSAGES.customerSuspended })).toBeVisible();
  const customerUrl = page.url();
  await plain.close();

  // with JavaScript: reinstated (no confirmation), then suspended again through the dialog; Cancel first
  const js = await browser.newContext({ viewport: DESKTOP, baseURL: BASE });
  await js.addCookies([{ name: "rm_session", value: admin, url: BASE }]);
  const live = await js.newPage();
  await live.goto(customerUrl);
  await hydrated(live);
  const back = live.getByRole("form", { name: /^Reinstate this customer/ });
  await back.getByLabel(/Reason/).fill("Spoke to them: a mistake");
  await back.getByRole("button").click();
  await expect(live.getByRole("dialog")).toHaveCount(0);
  const again = live.getByRole("form", { name: /^Suspend this customer/ });
  await again.getByLabel(/Reason/).fill("Fake requests again");
  await again.getByRole("button", { name: "Suspend this customer" }).click();
  await expect(live.getByRole("dialog")).toContainText("They are signed out everywhere at once");
  await screenshot(live, "admin-confirm-dialog-1440");
  await live.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  await expect(live.getByRole("form", { name: /^Suspend this customer/ })).toBeVisible();
  await again.getByRole("button", { name: "Suspend this customer" }).click();
  await confirmDecision(live, "Yes, suspend");
  await expect(live.getByRole("form", { name: /^Reinstate this customer/ })).toBeVisible();
  await js.close();
});
