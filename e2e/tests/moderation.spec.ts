// Moderation (issue #19) at 375 px: a customer reports a mover's message; the admin finds it in the queue,
// opens the conversation (audited), is told a reason is needed, removes the message with one, and the customer
// then reads that it was removed; the decision is in the audit log.
import { CONVERSATION_MESSAGES, REMOVED_MESSAGE_TEXT } from "@rm/domain/conversation";
import { BASE, PHONE, screenshot, sessionCookie } from "../lib/browser.ts";
import { sendHouseMove } from "../lib/quote-loop.ts";
import { expect, test } from "../lib/fixtures.ts";
import { DEMO_COMPANIES } from "../../apps/api/src/seed/demo-accounts.ts";

const inDays = (n: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date(Date.now() + n * 864e5));

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

  // a decision needs its reason: said, and nothing decided
  const form = page.getByRole("form", { name: /Decide on the report/ });
  await form.getByLabel("Remove the message").check();
  await form.getByRole("button", { name: "Record the decision" }).click();
  await expect(form.getByText(CONVERSATION_MESSAGES.decisionReasonRequired)).toBeVisible();
  await form.getByLabel("Reason (kept in the audit log)").fill("Takes the job off the site");
  await form.getByRole("button", { name: "Record the decision" }).click();
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
