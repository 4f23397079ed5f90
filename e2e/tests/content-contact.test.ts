// /contact: field messages for bad input, a confirmation for good input, the team mail over SMTP.
import assert from "node:assert/strict";
import { test } from "node:test";
import { DESKTOP, newPage, PHONE, screenshot } from "../lib/browser.ts";
import { waitForMail } from "../lib/mail.ts";

// e2e/run.ts leaves TEAM_EMAIL unset: config.ts makes it team@{APP_URL's host}, "localhost" for 127.0.0.1
const TEAM_EMAIL = process.env.TEAM_EMAIL || "team@localhost";

test("bad input shows a message per field; a good message is confirmed and mailed to the team", async () => {
  const sender = `contact-${Date.now()}@example.org`;
  const { page, context, consoleErrors } = await newPage(PHONE);
  await page.goto("/contact");
  await page.getByRole("heading", { level: 1, name: "Contact us" }).waitFor();
  // the sticky quote bar has fields of its own: look inside the contact form only
  const form = page.getByRole("form", { name: "Contact form" });
  const send = form.getByRole("button", { name: "Send message" });
  await send.click();
  await page.getByText("Please enter your name").waitFor();
  await page.getByText("Email is required").waitFor();
  await page.getByText("Please choose what your message is about").waitFor();
  await page.getByText("Please write your message").waitFor();
  // messages are tied to their fields for screen readers
  assert.equal(await form.getByLabel("Your name").getAttribute("aria-invalid"), "true");
  await screenshot(page, "contact-errors-375");

  await form.getByLabel("Your name").fill("Tomasz Nowak");
  await form.getByLabel("Email").fill("tomasz@");
  await form.getByLabel("Phone (optional)").fill("12345");
  await form.getByLabel("Subject").selectOption({ label: "Getting removal quotes" });
  await form.getByLabel("Your message", { exact: true }).fill("Short");
  await send.click();
  await page.getByText("Email is not valid").waitFor();
  await page.getByText(/Enter a UK phone number/).waitFor();
  await page.getByText("Your message must be at least 10 characters").waitFor();
  assert.equal(await page.getByText("Message sent").count(), 0);

  await form.getByLabel("Email").fill(sender);
  await form.getByLabel("Phone (optional)").fill("");
  await form
    .getByLabel("Your message", { exact: true })
    .fill("Can I get quotes for a move from Ealing to Harrow in March?");
  await send.click();
  await page.getByRole("heading", { name: "Message sent" }).waitFor();
  await page
    .getByText(/reply within one working day/)
    .first()
    .waitFor();
  await screenshot(page, "contact-sent-375");

  const team = await waitForMail(TEAM_EMAIL, /Contact form: Getting removal quotes — Tomasz Nowak/);
  assert.match(team.text, /from Ealing to Harrow in March/);
  assert.match(team.text, new RegExp(sender.replace(/[.+]/g, "\\$&")));
  const ack = await waitForMail(sender, /We have received your message/);
  // the acknowledgement says only that a message arrived: nothing the sender typed, no link (docs/DECISIONS.md)
  assert.match(ack.text, /^Hello,/);
  assert.doesNotMatch(ack.text, /Tomasz|Ealing|Harrow|https?:\/\//);
  assert.deepEqual(consoleErrors, []);
  await context.close();
});

test("the contact page at desktop width", async () => {
  const { page, context } = await newPage(DESKTOP);
  await page.goto("/contact");
  await page.getByRole("complementary", { name: "Other ways to reach us" }).waitFor();
  // the honeypot is not shown to people
  assert.equal(await page.locator("#contact-website").isVisible(), false);
  await screenshot(page, "contact-1440");
  await context.close();
});
