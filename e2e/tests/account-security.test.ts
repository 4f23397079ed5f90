// Account security in the browser (issue #13, docs/README.md#issues): two-step sign-in for a company (set-up with the QR page, the
// code at sign-in, off again), the admin's code step, the emailed sign-in link, password change and sign out
// everywhere. Screenshots at 375 px.
import assert from "node:assert/strict";
import { test } from "node:test";
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD, loginAs, newPage, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";

// a demo company whose two-step sign-in this file turns on, then off again (other files sign in as it)
const COMPANY = "team@croydonkeys-removals.example.com";
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** no horizontal scrolling at this width */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("a company turns two-step sign-in on from the QR page, signs in with a code, and turns it off", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, COMPANY);
  await page.goto("/account/security");
  await page.getByRole("heading", { name: "Account security" }).waitFor();
  assert.ok(await fitsWidth(page), "security page fits 375 px");
  await screenshot(page, "account-security-375");
  await page.getByRole("link", { name: "Set up two-step sign-in" }).click();
  await page.waitForURL("**/account/security/two-step");
  const qr = page.getByRole("img", { name: "QR code to scan with your authenticator app" });
  await qr.waitFor();
  assert.equal((await qr.locator("svg path").count()) > 0, true, "a QR code drawn as SVG");
  await page.getByText("Show the set-up link").click();
  const uri = await page.getByRole("link", { name: /^otpauth:\/\/totp\// }).getAttribute("href");
  assert.match(uri ?? "", /issuer=London%20Removals%20Compare/);
  const secret = (await page.locator(".secret-key").innerText()).replace(/\s+/g, "");
  assert.ok(await fitsWidth(page), "set-up page fits 375 px");
  await screenshot(page, "two-step-setup-375");

  // keyboard only: a wrong code is refused with its message, the right one (Enter) turns it on
  const code = page.getByLabel("6-digit code");
  await code.fill("000000");
  await code.press("Enter");
  await page.getByText("That code is not right").waitFor();
  await code.fill(codeFor(secret));
  await code.press("Enter");
  await page.getByRole("list", { name: "Recovery codes" }).waitFor();
  assert.equal(await page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem").count(), 10);
  await screenshot(page, "two-step-recovery-codes-375");

  // the next sign-in asks for the code after the password
  const other = await newPage(PHONE);
  await other.page.goto("/login");
  await other.page.getByLabel("Email").fill(COMPANY);
  await other.page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await other.page.getByRole("button", { name: "Log in" }).click();
  const second = other.page.getByLabel("Code", { exact: true });
  await second.waitFor();
  assert.ok(await fitsWidth(other.page), "code step fits 375 px");
  await screenshot(other.page, "login-code-step-375");
  await second.fill(codeFor(secret, 1));
  await Promise.all([
    other.page.waitForURL("**/account/dashboard"),
    other.page.getByRole("button", { name: "Sign in" }).click(),
  ]);
  await other.context.close();

  // off again, with the password
  await page.goto("/account/security");
  await page.getByText("On.", { exact: false }).first().waitFor();
  await page.getByRole("heading", { name: "Turn two-step sign-in off" }).waitFor();
  const off = page.locator("form", { has: page.getByRole("button", { name: "Turn off" }) });
  await off.getByLabel("Your password").fill(DEMO_PASSWORD);
  await off.getByRole("button", { name: "Turn off" }).click();
  await page.getByText("Two-step sign-in is off.").waitFor();
  await page.getByRole("link", { name: "Set up two-step sign-in" }).waitFor();
  // the refused code's answer (400) is the only console error
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes("400")),
    [],
  );
  await context.close();
});

test("the demo admin signs in with the code from its authenticator app", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await loginAs(page, "admin@example.com");
  assert.equal(new URL(page.url()).pathname, "/admin");
  await page.goto("/account/security");
  await page.getByText("Admin accounts must keep two-step sign-in on.").waitFor();
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("“Email me a sign-in link”: the same answer for anyone, and the emailed link signs in once", async () => {
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/login");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("button", { name: "Email me a link" }).click();
  await page.getByText("Email is required").waitFor();
  await page.getByLabel("Email").fill("client@example.com");
  await page.getByRole("button", { name: "Email me a link" }).click();
  await page.getByText("If an account exists for that email, we have sent a sign-in link.").waitFor();
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
  await again.page.getByText("This sign-in link is invalid, has been used or has expired.").waitFor();
  await again.context.close();
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes("400")),
    [],
  );
  await context.close();
});

test("changing the password signs out the other device and emails a notice; sign out everywhere ends this one", async () => {
  // the demo client (registration is another file's subject); its password is put back at the end
  const email = "client@example.com";
  const { page, context } = await newPage(PHONE);
  await loginAs(page, email);
  const other = await newPage(PHONE);
  await loginAs(other.page, email);

  // the signed-in menu (in the closed drawer at this width) links to the page
  assert.equal(await page.locator('#site-nav a[href="/account/security"]').count(), 1);
  await page.goto("/account/security");
  assert.ok(await fitsWidth(page), "security page fits 375 px");
  const change = async (current: string, next: string) => {
    await page.getByLabel("Current password").fill(current);
    await page.getByLabel("New password", { exact: true }).fill(next);
    await page.getByLabel("Confirm new password").fill(next);
    await page.getByRole("button", { name: "Change password" }).click();
  };
  await change("not-my-password", "second-password-2");
  await page.getByText("Your current password is not right").waitFor();
  await change(DEMO_PASSWORD, "second-password-2");
  await page.getByText("Your password has been changed.").waitFor();
  await waitForMail(email, /Your password was changed/);

  await other.page.goto("/account/security");
  await other.page.waitForURL("**/login**");
  await other.context.close();

  await change("second-password-2", DEMO_PASSWORD);
  await page.getByText("Your password has been changed.").waitFor();
  await Promise.all([
    page.waitForURL("**/login"),
    page.getByRole("button", { name: "Sign out on every device" }).click(),
  ]);
  const me = await page.evaluate(() => fetch("/api/auth/me").then((r) => r.json()));
  assert.equal(me.status, false);
  await context.close();
});
