import { loginAs, PHONE, screenshot } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";
import { openAccount, openAccountUrl } from "../lib/open-account.ts";
import { proofHeader } from "../lib/proof.ts";

/** a new account for each test (none leans on another having run) */
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}@example.org`;

test("register -> logout -> login", async ({ page, consoleErrors }) => {
  const unique = uniqueEmail("register");
  await page.goto("/account/register");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await page.getByLabel("First name").fill("Erin");
  await page.getByLabel("Last name").fill("Doyle");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Min length is 8")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByLabel("Confirm password").fill("a-good-password");
  await page.getByRole("button", { name: "Create account" }).click();
  // issue #29 item 8: the account opens with the emailed link, whose page has one button
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(`We have sent an email to ${unique}`);
  await page.goto("/login");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Incorrect email or password"), "nothing opens before the link").toBeVisible();
  await page.goto(await openAccountUrl(unique, "client"));
  await Promise.all([
    page.waitForURL("**/client/removal-requests**"),
    page.getByRole("button", { name: "Confirm and open my account" }).click(),
  ]);
  // issue #28: "Log out" is in the signed-in account's menu
  await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Account" }).click();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((u) => u.pathname === "/");
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await loginAs(page, unique, "a-good-password");
  expect(new URL(page.url()).pathname).toBe("/client/removal-requests");
  // the refused sign-in's 401, and the live socket refused for want of a session when the page's script
  // (under load) opens it only after Log out was clicked (Chromium's headless shell words that without "401")
  expect(consoleErrors.filter((e) => !/401|no valid credentials/.test(e))).toEqual([]);
});

test("forgot password: mail arrives over SMTP, reset, old password refused, new one accepted", async ({
  newPage,
  inbox,
}) => {
  // the account this test resets, made as the register page makes it
  const unique = uniqueEmail("forgot");
  const { page } = await newPage(PHONE);
  const registered = await page.request.post("/api/auth/register", {
    headers: await proofHeader(),
    data: {
      firstName: "Erin",
      lastName: "Doyle",
      email: unique,
      password: "a-good-password",
      confirmPassword: "a-good-password",
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  expect((await openAccount(unique, "client")).status).toBe(200);
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(unique);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("If an account exists for that email")).toBeVisible();
  await screenshot(page, "forgot-password-375");
  const mail = await inbox.waitFor(unique, /Reset your password/);
  const link = /(https?:\/\/\S+password-recovery\?token=\S+)/.exec(mail.text)![1]!;
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("newer-password-1");
  await page.getByLabel("Confirm new password").fill("newer-password-1");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password has been changed")).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(unique);
  await page.getByLabel("Password", { exact: true }).fill("a-good-password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText("Incorrect email or password")).toBeVisible();
  await loginAs(page, unique, "newer-password-1");
  expect(new URL(page.url()).pathname).toBe("/client/removal-requests");
});
