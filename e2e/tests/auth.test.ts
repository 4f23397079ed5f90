import assert from "node:assert/strict";
import { test } from "node:test";
import { loginAs, newPage, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";

const unique = `e2e${Date.now()}@example.org`;

test("register -> logout -> login", async () => {
  const { page, context, consoleErrors } = await newPage();
  await page.goto("/account/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText("First name is required").waitFor();
  await page.getByLabel("First name").fill("Erin");
  await page.getByLabel("Last name").fill("Doyle");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText("Min length is 8").waitFor();
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await Promise.all([
    page.waitForURL("**/client/removal-requests**"),
    page.getByRole("button", { name: "Create account" }).click(),
  ]);
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await page.getByRole("link", { name: "Log in" }).first().waitFor();
  await page.goto("/login");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("Incorrect email or password").waitFor();
  await loginAs(page, unique, "a-good-password");
  assert.equal(new URL(page.url()).pathname, "/client/removal-requests");
  assert.deepEqual(
    consoleErrors.filter((e) => !e.includes("401")),
    [],
  );
  await context.close();
});

test("forgot password: mail arrives over SMTP, reset, old password refused, new one accepted", async () => {
  const { page, context } = await newPage(PHONE);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(unique);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await page.getByText("If an account exists for that email").waitFor();
  await screenshot(page, "forgot-password-375");
  const mail = await waitForMail(unique, /Reset your password/);
  const link = /(https?:\/\/\S+password-recovery\?token=\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("newer-password-1");
  await page.getByLabel("Confirm new password").fill("newer-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await page.getByText("Your password has been changed").waitFor();
  await page.goto("/login");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("Incorrect email or password").waitFor();
  await loginAs(page, unique, "newer-password-1");
  assert.equal(new URL(page.url()).pathname, "/client/removal-requests");
  await context.close();
});
