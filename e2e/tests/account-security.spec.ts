// Account security in the browser (issue #13, docs/README.md#issues): two-step sign-in for a company (set-up with the QR page, the
// code at sign-in, off again), the admin's code step, the emailed sign-in link, password change and sign out
// everywhere. Screenshots at 375 px.
import { Secret, TOTP } from "otpauth";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO_PASSWORD, loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { expect, test } from "../lib/fixtures.ts";
import { openAccount } from "../lib/open-account.ts";
import { proofHeader } from "../lib/proof.ts";

/**
 * A company of its own (registered through the API like the partner form; no demo account is changed, so
 * the files running beside this one sign in as before).
 */
async function newCompany(request: APIRequestContext): Promise<string> {
  const email = `two-step-${Date.now()}@secure-steps.example.com`;
  const res = await request.post("/api/companies/register", {
    data: {
      companyName: "Secure Steps Removals",
      contactName: "Rosa Diaz",
      email,
      phone: "07700 900456",
      password: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
      address: "2 Depot Lane",
      postcode: "E1 6LY",
      yearsTrading: 4,
      fleetSize: 2,
      services: ["Man and Van", "House/Flat Removals"],
      coverageRadiusMiles: 0,
      coverageBoroughs: ["E09000030"],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  // issue #29 item 8: the account opens with the emailed link
  expect((await openAccount(email, "company")).status).toBe(200);
  return email;
}

/** a customer of its own, registered as the register page does */
async function newClient(request: APIRequestContext, password: string): Promise<string> {
  const email = `security-${Date.now()}@example.org`;
  const res = await request.post("/api/auth/register", {
    headers: await proofHeader(),
    data: { firstName: "Priya", lastName: "Shah", email, password, confirmPassword: password },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await openAccount(email, "client")).status).toBe(200);
  return email;
}
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** no horizontal scrolling at this width */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("a company turns two-step sign-in on from the QR page, signs in with a code, and turns it off", async ({
  newPage,
  request,
}) => {
  const COMPANY = await newCompany(request);
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, COMPANY);
  await page.goto("/account/security");
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible();
  expect(await fitsWidth(page), "security page fits 375 px").toBeTruthy();
  await screenshot(page, "account-security-375");
  await page.getByRole("link", { name: "Set up two-step sign-in" }).click();
  await page.waitForURL("**/account/security/two-step");
  const qr = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
  await expect(qr).toBeVisible();
  await expect(qr.locator("svg path").first(), "a QR code drawn as SVG").toBeVisible();
  await page.getByText("Show the set-up link").click();
  await expect(page.getByRole("link", { name: /^otpauth:\/\/totp\// })).toHaveAttribute(
    "href",
    /issuer=London%20Removals%20Compare/,
  );
  const secret = (await page.locator(".secret-key").innerText()).replace(/\s+/g, "");
  expect(await fitsWidth(page), "set-up page fits 375 px").toBeTruthy();
  await screenshot(page, "two-step-setup-375");

  // keyboard only: a wrong code is refused with its message, the right one (Enter) turns it on
  const code = page.getByLabel("6-digit code");
  await code.fill("000000");
  await code.press("Enter");
  await expect(page.getByText("That code is not right")).toBeVisible();
  await code.fill(codeFor(secret));
  await code.press("Enter");
  await expect(page.getByRole("list", { name: "Recovery codes" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem")).toHaveCount(10);
  await screenshot(page, "two-step-recovery-codes-375");

  // the next sign-in asks for the code after the password
  const other = await newPage(PHONE);
  await other.page.goto("/login");
  await other.page.getByLabel("Email").fill(COMPANY);
  await other.page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await other.page.getByRole("button", { name: "Log in" }).click();
  const second = other.page.getByLabel("Code", { exact: true });
  await expect(second).toBeVisible();
  expect(await fitsWidth(other.page), "code step fits 375 px").toBeTruthy();
  await screenshot(other.page, "login-code-step-375");
  await second.fill(codeFor(secret, 1));
  await Promise.all([
    other.page.waitForURL("**/account/dashboard"),
    other.page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  await other.context.close();

  // off again, with the password
  await page.goto("/account/security");
  await expect(page.getByText("On.", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Turn two-step sign-in off" })).toBeVisible();
  const off = page.locator("form", { has: page.getByRole("button", { name: "Turn off" }) });
  await off.getByLabel("Your password").fill(DEMO_PASSWORD);
  await off.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-step sign-in is off.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Set up two-step sign-in" })).toBeVisible();
  // the refused code's answer (400) is the only console error
  expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);
  await context.close();
});

test("the demo admin signs in with the code from its authenticator app", async ({ newPage }) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, "admin@example.com");
  expect(new URL(page.url()).pathname).toBe("/admin");
  await page.goto("/account/security");
  await expect(page.getByText("Admin accounts must keep two-step sign-in on.")).toBeVisible();
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("“Email me a sign-in link”: the same answer for anyone, and the emailed link signs in once", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/login");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Email").fill("client@example.com");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await expect(
    page.getByText("If an account exists for that email, we have sent a sign-in link."),
  ).toBeVisible();
  await screenshot(page, "login-email-link-sent-375");
  const mail = await waitForMail("client@example.com", /Your sign-in link/);
  const link = /(https?:\/\/\S+\/login\/link\?token=\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await Promise.all([
    page.waitForURL("**/client/removal-requests"),
    page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  // once only
  const again = await newPage(PHONE);
  await again.page.goto(link);
  await again.page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    again.page.getByText("This sign-in link is invalid, has been used or has expired."),
  ).toBeVisible();
  await again.context.close();
  expect(consoleErrors.filter((e) => !e.includes("400"))).toEqual([]);
  await context.close();
});

test("changing the password signs out the other device and emails a notice; sign out everywhere ends this one", async ({
  newPage,
  request,
}) => {
  // a customer of its own (the demo client's password stays as it is for the files beside this one);
  // its password is put back at the end
  const email = await newClient(request, DEMO_PASSWORD);
  const { page, context } = await newPage(PHONE);
  await loginAs(page, email);
  const other = await newPage(PHONE);
  await loginAs(other.page, email);

  // the signed-in menu (in the closed drawer at this width) links to the page
  await expect(page.locator('#site-nav a[href="/account/security"]')).toHaveCount(1);
  await page.goto("/account/security");
  expect(await fitsWidth(page), "security page fits 375 px").toBeTruthy();
  const change = async (current: string, next: string) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Confirm new password").fill(next);
    await page.getByRole("button", { name: "Change password" }).click();
  };
  await change("not-my-password", "second-password-2");
  await expect(page.getByText("Your current password is not right")).toBeVisible();
  await change(DEMO_PASSWORD, "second-password-2");
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await waitForMail(email, /Your password was changed/);

  await other.page.goto("/account/security");
  await other.page.waitForURL("**/login**");
  await other.context.close();

  await change("second-password-2", DEMO_PASSWORD);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();
  await Promise.all([
    page.waitForURL("**/login"),
    page.getByRole("button", { name: "Sign out on every device" }).click(),
  ]);
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
  expect(me.status).toBe(false);
  await context.close();
});
