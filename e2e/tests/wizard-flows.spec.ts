// The quote wizard end to end in Chromium (docs/product/routes.md §2; docs/product/wizard.md §3-§4, §8; docs/product/decisions.md D6-D9, D14, D21, D23): house move anonymous
// with and without a password, a signed-in client (5 steps, 'Send Lead'), Business Removals with its
// company name, an international destination and flexible dates.
import { LEAD_TOASTS } from "@rm/domain";
import { DESKTOP, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { manAndVanLead } from "../lib/leads.ts";
import { proofHeader } from "../lib/proof.ts";
import { waitForMail } from "../lib/mail.ts";
import {
  atStep,
  axeClean,
  details,
  inDays,
  movingFrom,
  next,
  openWizard,
  seeToast,
  send,
} from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

const stamp = Date.now();
const CLIENT = "client@example.com";

test("house move, anonymous, no password: six steps, defaults, matched movers, guest session, sign-in link", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  const email = `wizard-guest-${stamp}@example.org`;
  await openWizard(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit A Lead");
  await atStep(page, 1, 6, "Type of move");
  await expect(page.getByRole("button", { name: "Back" }), "no back arrow on step 1").toHaveCount(0);
  await axeClean(page, "step 1");
  await screenshot(page, "wizard-step1-1440");
  await page.getByRole("button", { name: "House/Flat Removals" }).click();

  await atStep(page, 2, 6, "Moving From");
  await expect(page.getByLabel("House", { exact: true }), "fromPropertyType House").toBeChecked();
  await expect(page.getByLabel("Bedrooms"), "fromBedrooms 1").toHaveValue("1");
  await page.getByRole("combobox", { name: "Postcode" }).fill("sw1a 2a");
  await expect(page.getByRole("option", { name: "SW1A 2AA" })).toBeVisible();
  await screenshot(page, "wizard-step2-suggestions-1440");
  await page.getByRole("option", { name: "SW1A 2AA" }).click();
  await page
    .getByLabel("Address", { exact: true })
    .selectOption({ label: "10 Downing Street, London, SW1A 2AA" });
  // Apartment reveals floor (basement, ground, 1-20: docs/product/access.md) and lift; Storage hides bedrooms
  await expect(page.getByLabel("Floor")).toHaveCount(0);
  await page.getByLabel("Apartment").check();
  await expect(page.getByLabel("Floor"), "fromFloor 1").toHaveValue("1");
  await expect(page.getByLabel("Floor").locator("option")).toHaveCount(22);
  await expect(page.getByLabel("Floor").locator("option").first()).toHaveText("Basement");
  await expect(page.getByRole("radio", { name: "No" }), "fromLift no").toBeChecked();
  await page.getByLabel("Floor").selectOption("3");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByLabel("Storage", { exact: true }).check();
  await expect(page.getByLabel("Bedrooms"), "Storage hides bedrooms").toHaveCount(0);
  await page.getByLabel("Apartment").check();
  await axeClean(page, "step 2");
  await next(page);

  await atStep(page, 3, 6, "Moving To");
  await expect(page.getByRole("button", { name: "Back" })).toHaveCount(1);
  await page.getByRole("combobox", { name: "Postcode (optional)" }).fill("E1 6AN");
  await page
    .getByLabel("Address (optional)", { exact: true })
    .selectOption({ label: "Flat 2, Spital House, 14 Middlesex Street, London, E1 6AN" });
  // typing instead of choosing, and back
  await page.getByRole("button", { name: "Add Address Manually" }).click();
  await expect(page.getByLabel("Address (optional)")).toHaveValue(
    "Flat 2, Spital House, 14 Middlesex Street, London, E1 6AN",
  );
  await page.getByRole("button", { name: "Select from Addresses" }).click();
  await axeClean(page, "step 3");
  await next(page);

  await atStep(page, 4, 6, "Additional Services");
  await page.getByLabel("Packing services").check();
  await axeClean(page, "step 4");
  await next(page);

  await atStep(page, 5, 6, "Moving Date");
  await expect(page.getByLabel("Fixed Date"), "dateType specific").toBeChecked();
  await expect(page.getByLabel("Moving date", { exact: true }), "min is today").toHaveAttribute(
    "min",
    inDays(0),
  );
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(21));
  await page.getByLabel("Morning").check();
  await page.getByLabel("Anything movers should know? (optional)").fill("A piano on the second floor");
  await axeClean(page, "step 5");
  await next(page);

  await atStep(page, 6, 6, "Personal Details");
  await expect(page.getByLabel("Title"), "title Mr").toHaveValue("Mr");
  await expect(page.getByLabel("Who is paying for the move?")).toHaveValue("Self paid");
  await expect(page.getByRole("button", { name: "Skip and see your results" })).toBeVisible();
  await details(page, { first: "Ada", last: "Guest", email });
  await axeClean(page, "step 6");
  await screenshot(page, "wizard-details-1440");
  await send(page, "Skip and see your results");
  await seeToast(page, LEAD_TOASTS.leadSent);

  const dialog = page.getByRole("dialog");
  const movers = dialog.getByRole("link");
  await expect.poll(() => movers.count(), "matched movers listed").toBeGreaterThan(0);
  await expect(movers.first()).toHaveAttribute("href", /^\/companies\/[0-9a-f-]{36}$/);
  await axeClean(page, "results modal");
  await screenshot(page, "wizard-modal-1440");
  // docs/product/decisions.md D21: the modal reads the matches from the server, so a reload keeps them
  const names = await movers.allTextContents();
  await page.reload();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expect(page.getByRole("dialog").getByRole("link")).toHaveText(names);
  await page.keyboard.press("Escape");
  await page.waitForURL((u) => !u.search.includes("showModal"));
  const request = page.getByRole("article").filter({ hasText: "House/Flat Removals" });
  // the list names the areas (district and borough), not the full postcodes
  await expect(request.getByText(/SW1A, Westminster/).first()).toBeVisible();
  await expect(request.getByText(/E1, /).first()).toBeVisible();
  await expect(page.getByRole("article"), "the guest sees only this browser's request").toHaveCount(1);

  // docs/product/decisions.md D8: the emailed single-use link signs in on another device
  const mail = await waitForMail(email, /Your removal request has been sent/);
  const link = /(https?:\/\/\S+\/account\/signin\?token=\S+)/.exec(mail.text)![1]!;
  // docs/product/routes.md §7: the free moving book follows the lead
  await waitForMail(email, /^Your free guide: /);
  const other = await newPage(PHONE);
  await other.page.goto(link);
  await Promise.all([
    other.page.waitForURL("**/client/removal-requests"),
    other.page.getByRole("button", { name: "Sign in and see my requests" }).click(),
  ]);
  await expect(other.page.getByRole("article").filter({ hasText: "House/Flat Removals" })).toBeVisible();
  await other.context.close();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("D8: a guest who types an existing client's email sees none of that account's details", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(DESKTOP);
  // the wizard's own call (docs/product/routes.md §7 POST client/register), without a password, with the demo client's email
  const sent = await context.request.post("/api/client/register", {
    headers: await proofHeader(),
    data: manAndVanLead(inDays(12), {
      title: "Ms",
      firstName: "Mallory",
      lastName: "Stranger",
      email: CLIENT,
    }),
  });
  expect(sent.status(), await sent.text()).toBe(200);
  // the account's stored name, email and phone (apps/api/src/seed/demo-accounts.ts)
  const stored = ["Whitfield", '"Tom"', CLIENT, "07700 900123"];
  // the server-rendered page, including the loader data it hands to the browser
  const html = await (await context.request.get("/client/removal-requests")).text();
  for (const s of stored) expect(!html.includes(s), `the page source shows ${s}`).toBeTruthy();
  await page.goto("/client/removal-requests");
  await expect(page.getByRole("article").filter({ hasText: "Man and Van" })).toBeVisible();
  await expect(page.getByRole("article"), "only this browser's request").toHaveCount(1);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "My requests" })).toBeVisible();
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  const seen = `${await page.content()}${JSON.stringify(await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json())))}`;
  for (const s of stored) expect(!seen.includes(s), `the page or the session shows ${s}`).toBeTruthy();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("with a password: 'Sign Up and keep your results', the emailed link finishes registering, then the password works (phone)", async ({
  newPage,
}) => {
  const { page, context } = await newPage(PHONE);
  const email = `wizard-signup-${stamp}@example.org`;
  await openWizard(page, `?typeOfMove=${encodeURIComponent("Man and Van")}&place=e16an`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Man and Van Quote");
  await screenshot(page, "wizard-step1-375");
  await next(page);
  await atStep(page, 2, 6, "Moving From");
  await expect(page.getByRole("combobox", { name: "Postcode" }), "?place prefills").toHaveValue("E1 6AN");
  await page.getByLabel("Address", { exact: true }).selectOption({ index: 1 });
  await screenshot(page, "wizard-step2-375");
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await next(page);
  await next(page);
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(10));
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await details(page, { first: "Sam", last: "Signup", email });
  await page.getByLabel("Password", { exact: true }).fill("keep-my-results");
  await expect(page.getByRole("button", { name: "Sign Up and keep your results" })).toBeVisible();
  await page.getByLabel("Confirm password").fill("keep-my-results");
  await screenshot(page, "wizard-details-375");
  await send(page, "Sign Up and keep your results");
  await seeToast(page, LEAD_TOASTS.registeredAndLeadSent);
  await screenshot(page, "wizard-modal-375");
  // decision 101: until the address is proven, this browser follows its request as a guest
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
  expect(me.data.isGuest).toBe(true);
  await context.close();
  const mail = await waitForMail(email, /Your removal request has been sent/);
  expect(mail.text).toMatch(/To finish registering/);
  const link = /(https?:\/\/\S+\/account\/signin\?token=\S+)/.exec(mail.text)![1]!;
  const opened = await newPage(PHONE);
  await opened.page.goto(link);
  await Promise.all([
    opened.page.waitForURL("**/client/removal-requests"),
    opened.page.getByRole("button", { name: "Sign in and see my requests" }).click(),
  ]);
  await opened.context.close();
  const again = await newPage(DESKTOP);
  await loginAs(again.page, email, "keep-my-results");
  await expect(again.page.getByRole("article").filter({ hasText: "Man and Van" })).toBeVisible();
  await again.context.close();
});

test("signed-in client: five steps, 'Send Lead', details from the account; choosing the type again clears it", async ({
  newPage,
}) => {
  const { page, context } = await newPage(DESKTOP);
  await loginAs(page, CLIENT);
  await openWizard(page, `?typeOfMove=${encodeURIComponent("House/Flat Removals")}&step=2`);
  await atStep(page, 2, 5, "Moving From");
  // docs/product/decisions.md D9: back on step 1, choosing the chosen type again clears it and stays
  await page.getByRole("button", { name: "Back" }).click();
  await atStep(page, 1, 5, "Type of move");
  const tile = page.getByRole("button", { name: "House/Flat Removals" });
  await expect(tile).toHaveAttribute("aria-pressed", "true");
  await tile.click();
  await expect(tile).toHaveAttribute("aria-pressed", "false");
  await atStep(page, 1, 5, "Type of move");
  await tile.click();
  await atStep(page, 2, 5, "Moving From");
  await movingFrom(page);
  await next(page);
  await atStep(page, 3, 5, "Moving To");
  await next(page);
  await next(page);
  await atStep(page, 5, 5, "Moving Date");
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(30));
  await expect(page.getByLabel("First name"), "no personal details step").toHaveCount(0);
  await send(page, "Send Lead");
  await seeToast(page, LEAD_TOASTS.leadSent);
  await context.close();
});

test("Business Removals: the company name is asked (details step; date step when signed in)", async ({
  newPage,
}) => {
  const { page, context } = await newPage(DESKTOP);
  await openWizard(page, `?typeOfMove=${encodeURIComponent("Business Removals")}&step=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Business Removals Quote");
  await movingFrom(page, "E1 6AN", "16 Middlesex Street, London, E1 6AN");
  await next(page);
  await next(page);
  await next(page);
  await page.getByLabel("Moving date", { exact: true }).fill(inDays(40));
  await next(page);
  await atStep(page, 6, 6, "Personal Details");
  await page.getByLabel("Company name").fill("Acme Widgets Ltd");
  await details(page, { first: "Bea", last: "Business", email: `wizard-biz-${stamp}@example.org` });
  await send(page, "Skip and see your results");
  await context.close();

  const signed = await newPage(DESKTOP);
  await loginAs(signed.page, CLIENT);
  await openWizard(signed.page, `?typeOfMove=${encodeURIComponent("Business Removals")}&step=2`);
  await movingFrom(signed.page);
  await next(signed.page);
  await next(signed.page);
  await next(signed.page);
  await atStep(signed.page, 5, 5, "Moving Date");
  await signed.page.getByLabel("Moving date", { exact: true }).fill(inDays(40));
  await signed.page.getByLabel("Company name").fill("Client Co");
  await send(signed.page, "Send Lead");
  await signed.context.close();
});

test("international destination: country and a typed address; flexible dates with an end date", async ({
  newPage,
}) => {
  const { page, context } = await newPage(DESKTOP);
  await openWizard(page);
  await page.getByRole("button", { name: "International Removals" }).click();
  await movingFrom(page);
  await next(page);
  await atStep(page, 3, 6, "Moving To");
  await expect(page.getByRole("combobox", { name: /Postcode/ }), "abroad: typed only, no lookup").toHaveCount(
    0,
  );
  await page.getByLabel("Country").fill("France");
  await page.getByLabel("Address abroad").fill("12 Rue de Rivoli, 75004 Paris");
  await next(page);
  await next(page);
  await atStep(page, 5, 6, "Moving Date");
  await page.getByLabel("Flexible Date").check();
  await page.getByLabel("Earliest date").fill(inDays(10));
  await expect(page.getByLabel("Latest date")).toHaveAttribute("min", inDays(0));
  await page.getByLabel("Latest date").fill(inDays(20));
  await next(page);
  await details(page, { first: "Iris", last: "Abroad", email: `wizard-intl-${stamp}@example.org` });
  await send(page, "Skip and see your results");
  await page.keyboard.press("Escape");
  const request = page.getByRole("article").filter({ hasText: "International Removals" });
  await expect(request.getByText("France")).toBeVisible();
  await expect(request.getByText(/^between /)).toBeVisible();
  await context.close();
});
