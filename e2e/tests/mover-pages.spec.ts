// Issue #28 "Movers see the job as it is", at 375 px (and a look at 1440): the dashboard's tabs are one row with
// the current tab in view on every mover page, and no page is wider than the phone — the lead's summary card
// with "Disassembling/Reassembling" included; the stars on the mover's reviews page are filled exactly to the
// rating they read; a new company's documents page moves its form to the next missing certificate after an
// upload and shows each document's expiry and status on the phone; its dashboard's waiting banner says each
// sentence once, as a notice; a failed profile save says so beside the Save button; saving a new contact name
// renames the account; deleting a quote template is apart from "Fill in" and asks first.
import type { Locator, Page } from "@playwright/test";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { DESKTOP, PHONE, BASE, screenshot } from "../lib/browser.ts";
import { MOVERS } from "../lib/demo-movers.ts";
import { expect, test } from "../lib/fixtures.ts";
import { registerCompanyOpened } from "../lib/open-account.ts";
import { proofHeader } from "../lib/proof.ts";

const stamp = Date.now();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

/** A house move from SE1 with dismantling asked for; the demo movers it reached, by sign-in email. */
async function sendLead(tag: string) {
  const res = await fetch(`${BASE}/api/client/register`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await proofHeader()) },
    body: JSON.stringify({
      client: {
        typeOfMove: "House/Flat Removals",
        fromCity: "SE1 9SG",
        fromAddress: "Apartment 5301, The Shard, 32 London Bridge Street, London, SE1 9SG",
        fromPropertyType: "Apartment",
        fromBedrooms: "2",
        fromFloor: "4",
        fromLift: "yes",
        toCity: "E14 5AB",
        toAddress: "Flat 9, 1 Canada Square, London, E14 5AB",
        toPropertyType: "Apartment",
        toBedrooms: "2",
        toFloor: "9",
        toLift: "yes",
        additionalServices: ["Packing services", "Disassembling/Reassembling"],
        dateType: "specific",
        startDate: inDays(24),
        endDate: "",
        preferredTime: "morning",
        description: "Two wardrobes to take apart.",
        payingForMove: "Self paid",
      },
      user: {
        title: "Mr",
        firstName: "Tom",
        lastName: "Lane",
        email: `mover-pages-${tag}-${stamp}@example.org`,
        phoneNumber: "07700 900123",
        password: "",
        confirmPassword: "",
      },
      website: "",
    }),
  });
  const answer = (await res.json()) as { leadId: string; companies: { name: string }[] };
  expect(res.status, JSON.stringify(answer)).toBe(200);
  const movers = answer.companies.map((c) => MOVERS[c.name]).filter((e): e is string => Boolean(e));
  expect(movers.length, "reached a demo mover").toBeGreaterThan(0);
  return { leadId: answer.leadId, mover: movers[0]! };
}

/** A new company, signed up as the form does (waiting for approval, no document yet); its login. */
async function newCompany(tag: string) {
  const email = `mover-pages-${tag}-${stamp}@example.org`;
  await registerCompanyOpened({
    companyName: `Lantern Removals ${tag} ${stamp}`,
    companiesHouseNumber: "",
    contactName: "Maya Patel",
    email,
    phone: "020 7946 0321",
    password: "a-good-password",
    confirmPassword: "a-good-password",
    address: "7 Wharf Road",
    postcode: "SE1 9RT",
    yearsTrading: 6,
    fleetSize: 3,
    services: ["Man and Van", "House/Flat Removals"],
    coverageRadiusMiles: 5,
    coverageBoroughs: [],
  });
  return { email, password: "a-good-password" };
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** `inner` lies within `outer`'s box, left to right */
async function insideHorizontally(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  expect(a && b, "both drawn").toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
}

test("at 375 px every mover page has one row of tabs with the current one in view, and fits the phone", async ({
  signedIn,
}) => {
  const { leadId, mover } = await sendLead("tabs");
  const { page, consoleErrors } = await signedIn({ email: mover }, PHONE);
  for (const [path, current] of [
    ["/account/dashboard", "Leads"],
    [`/account/dashboard/leads/${leadId}`, "Leads"],
    ["/account/dashboard/stats", "Stats"],
    ["/account/dashboard/reviews", "Reviews"],
    ["/account/dashboard/availability", "Booked days"],
    ["/account/dashboard/alerts", "Alerts"],
    ["/partners", "Partner offers"],
  ] as const) {
    await page.goto(path);
    const tabs = page.getByRole("navigation", { name: "Dashboard" });
    const here = tabs.getByRole("link", { name: current });
    await expect(here).toHaveAttribute("aria-current", "page");
    const box = await tabs.boundingBox();
    expect(box!.height, `${path}: one row of tabs`).toBeLessThan(60);
    await expect(async () => insideHorizontally(here, tabs)).toPass();
    expect(await pageWidth(page), `${path} fits 375 px`).toBeLessThanOrEqual(375);
  }

  // the lead's summary card: the long service wraps after its slash, within the card
  await page.goto(`/account/dashboard/leads/${leadId}`);
  const glance = page.getByRole("region", { name: "The move at a glance" });
  await expect(glance.getByText("Packing services, Disassembling/Reassembling")).toBeVisible();
  await expect(glance.getByText("Floor 4, lift → Floor 9, lift")).toBeVisible();
  await insideHorizontally(glance.getByText("Packing services, Disassembling/Reassembling"), glance);
  await screenshot(page, "mover-lead-glance-375");

  // the keyboard reaches the last tab, and the row scrolls it into view
  const tabs = page.getByRole("navigation", { name: "Dashboard" });
  await tabs.getByRole("link", { name: "Leads" }).focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
  const last = tabs.getByRole("link", { name: "Partner offers" });
  await expect(last).toBeFocused();
  await expect(async () => insideHorizontally(last, tabs)).toPass();
  expect(consoleErrors).toEqual([]);
});

test("the mover's reviews page fills each row of stars exactly to the rating it reads", async ({
  signedIn,
}) => {
  // Camden Careful Movers: one 4-star review in the demo
  for (const viewport of [PHONE, DESKTOP]) {
    const { page } = await signedIn({ email: MOVERS["Camden Careful Movers"]! }, viewport);
    await page.goto("/account/dashboard/reviews");
    const rows = page.getByRole("img", { name: /^Rated [\d.]+ out of 5$/ });
    await expect(rows.first()).toBeVisible();
    const drawn = await rows.evaluateAll((all) =>
      all.map((el) => ({
        label: el.getAttribute("aria-label")!,
        // each star's filled part is its ::before, drawn over the empty star from the left
        stars: [...el.querySelectorAll(".star")].reduce(
          (sum, star) =>
            sum +
            Number.parseFloat(getComputedStyle(star, "::before").width) / star.getBoundingClientRect().width,
          0,
        ),
      })),
    );
    expect(
      drawn.some((d) => d.label === "Rated 4 out of 5"),
      JSON.stringify(drawn),
    ).toBe(true);
    for (const d of drawn) {
      const rating = Number(/Rated ([\d.]+)/.exec(d.label)![1]);
      expect(Math.abs(d.stars - rating), `${d.label}: drawn as ${d.stars.toFixed(2)} stars`).toBeLessThan(
        0.05,
      );
    }
    await screenshot(page, `mover-reviews-stars-${viewport.width}`);
  }
});

test("a new company's documents page at 375 px: the form moves on to the missing certificate; dates and statuses show; the waiting banner is a notice", async ({
  signedIn,
}) => {
  const login = await newCompany("docs");
  const { page, consoleErrors } = await signedIn(login, PHONE);
  await page.goto("/account/dashboard");
  const banner = page.locator(".standing");
  await expect(banner.getByRole("heading", { name: "Your account is waiting for approval" })).toBeVisible();
  await expect(banner).toHaveClass(/notice/);
  await expect(banner).not.toHaveClass(/form-error/);
  await expect(page.getByText(/Your account is waiting for approval/)).toHaveCount(1);

  await page.goto("/account/document-upload");
  const kind = page.getByLabel("Document", { exact: true });
  await expect(kind).toHaveValue("git");
  await page.getByLabel("Cover amount (£)").fill("50000");
  await page.getByLabel("Expiry date").fill(inDays(300));
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "git.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByText(COMPANY_MESSAGES.uploaded)).toBeVisible();
  await expect(kind, "the next missing certificate").toHaveValue("pl");

  const row = page.getByRole("row").filter({ hasText: "git.pdf" });
  const card = page.getByRole("heading", { name: "Your documents" }).locator("..");
  for (const cell of [row.getByText(/\d{4}$/), row.getByText("Waiting for checks")]) {
    await expect(cell).toBeVisible();
    await insideHorizontally(cell, card);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  await screenshot(page, "mover-documents-375");
  expect(consoleErrors).toEqual([]);
});

test("the company profile: a failed save is told beside the Save button; a new contact name renames the account", async ({
  signedIn,
}) => {
  const login = await newCompany("profile");
  const { page } = await signedIn(login, PHONE);
  await page.goto("/account/company-profile");
  const save = page.getByRole("button", { name: "Save profile" });
  await page.route("**/api/companies/me", (route) =>
    route.request().method() === "PUT" ? route.abort("internetdisconnected") : route.continue(),
  );
  await save.click();
  const alert = page.getByRole("form", { name: "Company profile" }).getByRole("alert");
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  const [a, b] = [await alert.boundingBox(), await save.boundingBox()];
  expect(b!.y - (a!.y + a!.height), "right above the Save button").toBeLessThan(60);
  expect(await alert.evaluate((el) => el.parentElement === document.activeElement)).toBe(true);
  await screenshot(page, "mover-profile-error-375");

  await page.unroute("**/api/companies/me");
  await page.getByLabel("Contact name").fill("Priya Shah Patel");
  await save.click();
  await expect(page.getByText(COMPANY_MESSAGES.profileSaved)).toBeVisible();
  await expect(async () => {
    const me = (await (await page.request.get("/api/auth/me")).json()) as {
      data: { firstName: string; lastName: string };
    };
    expect([me.data.firstName, me.data.lastName]).toEqual(["Priya", "Shah Patel"]);
  }).toPass();
});

test("deleting a quote template is its own action, away from Fill in, and asks first", async ({
  signedIn,
}) => {
  const { leadId, mover } = await sendLead("templates");
  const { page } = await signedIn({ email: mover }, PHONE);
  await page.goto(`/account/dashboard/leads/${leadId}`);
  const form = page.getByRole("form", { name: "Your quote" });
  const name = `Two-bed flat ${stamp}`;
  await form.getByText("Save these terms as a template").click();
  await form.getByLabel("Template name").fill(name);
  await form.getByRole("button", { name: "Save template" }).click();
  const picker = form.locator(".template-picker");
  await expect(picker.getByRole("button", { name: "Fill in" })).toBeVisible();
  await expect(picker.getByRole("button", { name: /Delete/ }), "no delete beside Fill in").toHaveCount(0);

  await form.getByText("Manage your templates").click();
  await form.getByRole("button", { name: `Delete the template “${name}”` }).click();
  await form.getByRole("button", { name: "Keep it" }).click();
  await expect(form.getByRole("button", { name: `Delete the template “${name}”` })).toBeVisible();
  await form.getByRole("button", { name: `Delete the template “${name}”` }).click();
  await form.getByRole("button", { name: `Yes, delete “${name}”` }).click();
  await expect(form.getByRole("button", { name: `Delete the template “${name}”` })).toHaveCount(0);
  await screenshot(page, "mover-templates-375");
});
