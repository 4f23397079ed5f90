// Issue #33: an admin previews every email at a phone's width — the list of templates, the chosen one's HTML
// part in its frame (the heading, the one button) and its text part — and the page passes axe. Screenshots:
// e2e/screenshots/email-templates-*.png.
import { screenshot } from "../lib/browser.ts";
import { PHONE } from "../lib/chromium.ts";
import { expect, test } from "../lib/fixtures.ts";

test("an admin previews the request confirmation and the password reset at 375 px", async ({
  signedIn,
  axe,
}) => {
  const { page, context, consoleErrors } = await signedIn("admin", PHONE);
  await page.goto("/admin/email-templates");
  await expect(page.getByRole("heading", { level: 1, name: "Email templates" })).toBeVisible();
  const choose = async (name: string) => {
    await page.getByLabel("Template").selectOption({ label: name });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
  };
  // the page, and the email itself at 375 px (the frame's document opened on its own: Chromium leaves a
  // sandboxed frame blank in a page's screenshot)
  const shot = async (name: string) => {
    await screenshot(page, name);
    const src = await page.locator("iframe.template-frame").getAttribute("src");
    const mail = await context.newPage();
    await mail.goto(src!);
    await screenshot(mail, `${name}-email`);
    await mail.close();
  };

  await choose("Request: confirmation");
  const frame = page.frameLocator('iframe[title^="The HTML part"]');
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Your removal request has been sent");
  await expect(frame.getByRole("link", { name: "See your request" })).toBeVisible();
  await expect(page.locator(".mail-text")).toContainText("Thank you for your removal request.");
  await shot("email-templates-request-confirmation-375");

  await choose("Password reset");
  await expect(frame.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
  await expect(frame.getByRole("link", { name: "Choose a new password" })).toBeVisible();
  await shot("email-templates-password-reset-375");

  // the page around the frame (axe cannot run inside a frame that allows no script; the template's own
  // markup is checked in apps/api: lang, heading, one button, no remote image)
  expect(await axe(page, { exclude: ["iframe.template-frame"] })).toEqual([]);
  // the frame allows no script, so Chromium refuses the test tools' own (the fixtures' init script, axe) there
  const sandboxed =
    /^Blocked script execution in '[^']*\/api\/admin\/email-templates\/\d+' because the document's frame is sandboxed/;
  expect(consoleErrors.filter((e) => !sandboxed.test(e))).toEqual([]);
});

// Issue #33: every template at a phone's width, each a PNG in this test's artefacts (Playwright's outputDir,
// e2e/test-results/<test>/, attached to the report): its HTML part as the frame shows it, with its heading.
test("every email template at 375 px, one screenshot each in the test's artefacts", async ({
  signedIn,
}, testInfo) => {
  const { page, context } = await signedIn("admin", PHONE);
  const res = await page.request.get("/api/admin/email-templates");
  expect(res.status()).toBe(200);
  const { templates } = ((await res.json()) as { data: { templates: { name: string; subject: string }[] } })
    .data;
  expect(templates.length).toBeGreaterThan(40);
  const mail = await context.newPage();
  for (const [i, t] of templates.entries()) {
    await mail.goto(`/api/admin/email-templates/${i}`);
    await expect(mail.getByRole("heading", { level: 1 }), t.name).toBeVisible();
    expect(await mail.title(), t.name).toBe(t.subject);
    const slug = t.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
    const path = testInfo.outputPath(`email-${String(i).padStart(2, "0")}-${slug}-375.png`);
    await mail.screenshot({ path, fullPage: true });
    await testInfo.attach(t.name, { path, contentType: "image/png" });
  }
});
