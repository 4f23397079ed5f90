// Moderation and the contact inbox (issue #19). At 375 px: a customer reports a mover's message; the admin finds it in the queue,
// opens the conversation (audited), is told a reason is needed, removes the message with one, and the customer
// then reads that it was removed; the decision is in the audit log. At 1440 px: a contact message answered
// from the inbox reaches the sender by email.
import { confirmDecision, hydrated } from "../lib/admin.ts";
import { CONTACT_INBOX_MESSAGES } from "@rm/domain/contact";
import { CONVERSATION_MESSAGES, REMOVED_MESSAGE_TEXT } from "@rm/domain/conversation";
import { BASE, PHONE, screenshot, sessionCookie } from "../lib/browser.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";
import { DEMO_COMPANIES } from "../../apps/api/src/seed/demo-accounts.ts";
import { inDays } from "../lib/dates.ts";

async function call(cookie: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${BASE}/api${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { message: string; data?: Record<string, unknown> };
  expect(res.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
  return answer;
}

test("an admin removes a reported message at 375 px; the customer reads that it was removed", async ({
  signedIn,
}) => {
  const customer = { email: `moderation-${Date.now()}@example.org`, password: "moving-house-2026" };
  const { leadId, matched } = await sendHouseMove(customer, inDays(20));
  const mover = DEMO_COMPANIES.find((c) => matched.includes(c.name));
  expect(mover, `matched: ${matched.join(", ")}`).toBeTruthy();

  // the mover writes first; the customer reports the message
  const moverCookie = await sessionCookie(mover!.email);
  const room = (await call(moverCookie, "POST", "/conversations", { leadId })).data!.id as string;
  const text = "Cancel on the site and pay me cash instead, it's cheaper for both of us";
  const sent = await call(moverCookie, "POST", `/conversations/${room}/messages`, { text });
  const customerCookie = await sessionCookie(customer.email, customer.password);
  await call(customerCookie, "POST", `/conversations/messages/${sent.data!.id}/report`, {
    reason: "Asked me to pay cash off the site",
  });

  const { page, consoleErrors } = await signedIn("admin", PHONE);
  await page.goto("/admin/moderation");
  await expect(page.getByRole("heading", { name: "Moderation", level: 1 })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: "Asked me to pay cash off the site" });
  await expect(card).toBeVisible();
  await screenshot(page, "admin-moderation-375");
  await card.getByRole("link", { name: /Read the conversation/ }).click();
  await expect(page.getByRole("heading", { name: "Reported conversation" })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await hydrated(page);

  // a decision needs its reason: said, and nothing decided
  const form = page.getByRole("form", { name: /Decide on the message reported/ });
  await form.getByLabel("Remove the message").check();
  await form.getByRole("button", { name: "Record the decision" }).click();
  await expect(form.getByText(CONVERSATION_MESSAGES.decisionReasonRequired)).toBeVisible();
  await form.getByLabel("Reason (kept in the audit log)").fill("Takes the job off the site");
  await form.getByRole("button", { name: "Record the decision" }).click();
  // issue #28: removing a message cannot be undone: the dialog asks first
  await confirmDecision(page, "Yes, remove");
  await expect(page.getByText(CONVERSATION_MESSAGES.messageRemoved).first()).toBeVisible();
  await expect(
    page.getByText(/Removed .*Takes the job off the site|Takes the job off the site/).first(),
  ).toBeVisible();
  await screenshot(page, "admin-reported-conversation-375");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);

  // the customer's history now says the message was removed, and the words are gone
  const history = await call(customerCookie, "GET", `/conversations/${room}/messages`);
  const messages = (history.data as { messages: { id: number; text: string }[] }).messages;
  expect(messages.find((m) => m.id === sent.data!.id)?.text).toBe(REMOVED_MESSAGE_TEXT);

  // and the audit log has the decision with its reason
  await page.goto("/admin/audit?action=conversation.report-decision");
  await expect(page.getByRole("cell", { name: "Takes the job off the site" }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("an admin answers a contact message from the inbox at 1440 px; the sender gets the reply", async ({
  newPage,
  signedIn,
  inbox,
}) => {
  const sender = `inbox-${Date.now()}@example.org`;
  const { page: visitor } = await newPage();
  await visitor.goto("/contact");
  const form = visitor.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Your name").fill("Olu Adebayo");
  await form.getByLabel("Email").fill(sender);
  await form.getByLabel("Subject").selectOption({ label: "A quote or mover I was matched with" });
  await form
    .getByLabel("Your message", { exact: true })
    .fill("Which of my quotes includes packing materials?");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(visitor.getByText(/your message has been sent/)).toBeVisible();

  const { page, consoleErrors } = await signedIn("admin");
  await page.goto("/admin/inbox");
  await expect(page.getByRole("heading", { name: "Contact inbox", level: 1 })).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: "Olu Adebayo" });
  await expect(row.getByText("Waiting")).toBeVisible();
  await expect(row).not.toContainText(sender);
  await row.getByRole("link", { name: /Olu Adebayo/ }).click();
  await expect(page.getByRole("link", { name: sender })).toBeVisible();

  // an empty reply is refused with its message; a real one is sent and the message is handled
  const send = page.getByRole("button", { name: "Send the reply" });
  await send.click();
  await expect(page.getByText(CONTACT_INBOX_MESSAGES.replyRequired)).toBeVisible();
  await page
    .getByLabel(`Your reply to ${sender}`)
    .fill("Hello Olu — Thames-side's quote includes materials.");
  await send.click();
  await expect(page.getByText(CONTACT_INBOX_MESSAGES.replied)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Replies sent" })).toBeVisible();
  await expect(page.getByText(/^Handled /)).toBeVisible();
  await screenshot(page, "admin-inbox-message-1440");
  const mail = await inbox.waitFor(sender, /^Re: A quote or mover I was matched with$/);
  expect(mail.text).toContain("Thames-side's quote includes materials");
  expect(consoleErrors).toEqual([]);
});
