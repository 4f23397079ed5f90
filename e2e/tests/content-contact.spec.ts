// /contact: field messages for bad input, a confirmation for good input, the team mail over SMTP.
import { DESKTOP, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";
import { expect, test } from "../lib/fixtures.ts";

// e2e/global-setup.ts leaves TEAM_EMAIL unset: config.ts makes it team@{APP_URL's host}, "localhost" for 127.0.0.1
const TEAM_EMAIL = process.env.TEAM_EMAIL || "team@localhost";

test("bad input shows a message per field; a good message is confirmed and mailed to the team", async ({
  newPage,
}) => {
  const sender = `contact-${Date.now()}@example.org`;
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "Contact us" })).toBeVisible();
  // the sticky quote bar has fields of its own: look inside the contact form only
  const form = page.getByRole("form", { name: "Contact form" });
  const send = form.getByRole("button", { name: "Send message" });
  await send.click();
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Please choose what your message is about")).toBeVisible();
  await expect(page.getByText("Please write your message")).toBeVisible();
  // messages are tied to their fields for screen readers
  await expect(form.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await screenshot(page, "contact-errors-375");

  await form.getByLabel("Your name").fill("Tomasz Nowak");
  await form.getByLabel("Email").fill("tomasz@");
  await form.getByLabel("Phone (optional)").fill("12345");
  await form.getByLabel("Subject").selectOption({ label: "Getting removal quotes" });
  await form.getByLabel("Your message", { exact: true }).fill("Short");
  await send.click();
  await expect(page.getByText("Email is not valid")).toBeVisible();
  await expect(page.getByText(/Enter a UK phone number/)).toBeVisible();
  await expect(page.getByText("Your message must be at least 10 characters")).toBeVisible();
  await expect(page.getByText("Message sent")).toHaveCount(0);

  await form.getByLabel("Email").fill(sender);
  await form.getByLabel("Phone (optional)").fill("");
  await form
    .getByLabel("Your message", { exact: true })
    .fill("Can I get quotes for a move from Ealing to Harrow in March?");
  await send.click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  await expect(page.getByText(/reply within one working day/).first()).toBeVisible();
  await screenshot(page, "contact-sent-375");

  const team = await waitForMail(TEAM_EMAIL, /Contact form: Getting removal quotes — Tomasz Nowak/);
  expect(team.text).toMatch(/from Ealing to Harrow in March/);
  expect(team.text).toMatch(new RegExp(sender.replace(/[.+]/g, "\\$&")));
  const ack = await waitForMail(sender, /We have received your message/);
  // the acknowledgement says only that a message arrived: nothing the sender typed, no link (docs/decisions/036-contact-form-relays-nothing.md)
  expect(ack.text).toMatch(/^Hello,/);
  expect(ack.text).not.toMatch(/Tomasz|Ealing|Harrow|https?:\/\//);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("the contact page at desktop width", async ({ newPage }) => {
  const { page, context } = await newPage(DESKTOP);
  await page.goto("/contact");
  await expect(page.getByRole("complementary", { name: "Other ways to reach us" })).toBeVisible();
  // the honeypot is not shown to people
  await expect(page.locator("#contact-website")).toBeHidden();
  await screenshot(page, "contact-1440");
  await context.close();
});
