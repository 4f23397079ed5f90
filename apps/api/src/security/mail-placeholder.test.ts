// Issue #29 item 11: the words "[link removed after sending]" are anybody's to type — in a chat message, or
// in a company's name. A mail carrying them and a sign-in link is still delivered, with the link where the
// mail puts it and the typed words left as typed (never the link in their place).
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { companies, type outbox } from "../db/schema.ts";
import { deliverDue, LINK_REMOVED } from "../modules/mail/outbox.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp } from "../test/helper.ts";

type Row = typeof outbox.$inferSelect;
const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "placeholder.customer@example.org");
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const nadia = await t.login("placeholder.customer@example.org");

/** Every due mail through the real sender path, as the recipient gets it. */
async function deliverAll(): Promise<Row[]> {
  const sent: Row[] = [];
  while ((await deliverDue(t.db, async (row) => void sent.push(row))) > 0) {
    /* drain */
  }
  return sent;
}
const signinLinks = (text: string) => text.match(/https?:\/\/\S*\/account\/signin\?token=\S+/g) ?? [];

test("a chat message holding the placeholder's words reaches the customer, the sign-in link in its place", async () => {
  await deliverAll();
  const room = await t.app.inject({
    method: "POST",
    url: "/api/conversations",
    headers: { cookie: nadia },
    payload: { leadId: lead.id, companyId: companyIds[0] },
  });
  const roomId = room.json<{ data: { id: string } }>().data.id;
  const typed = `Our terms: ${LINK_REMOVED} (ask us), and ${LINK_REMOVED} again`;
  const sent = await t.app.inject({
    method: "POST",
    url: `/api/conversations/${roomId}/messages`,
    headers: { cookie: thames },
    payload: { text: typed },
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const delivered = (await deliverAll()).filter((m) => m.to === customer.email);
  assert.equal(delivered.length, 1, "the mail goes");
  const text = delivered[0]!.text;
  assert.ok(text.includes(`> ${typed}`), "the message is quoted as typed");
  const links = signinLinks(text);
  assert.equal(links.length, 1, text);
  assert.ok(text.indexOf(links[0]!) > text.indexOf(`> ${typed}`), "the link after the quoted message");
  assert.match(text, /signs you in and opens this conversation \(it works for \d+ days\):\nhttp/);
  // the mail as stored (the admins' log) still hides the link
  const [stored] = (await t.storedMails()).filter((m) => m.id === delivered[0]!.id);
  assert.equal(signinLinks(stored!.text).length, 0);
  assert.equal(stored!.status, "sent");
});

test("a company named with the placeholder's words: its quote mail is delivered with the link at the end", async () => {
  const name = `Vans ${LINK_REMOVED} Ltd`;
  await t.db.update(companies).set({ name }).where(eq(companies.id, companyIds[0]!));
  await deliverAll();
  const quoted = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: thames },
    payload: quoteBody(),
  });
  assert.equal(quoted.statusCode, 201, quoted.body);
  const delivered = (await deliverAll()).filter(
    (m) => m.to === customer.email && m.kind === "quote-received",
  );
  assert.equal(delivered.length, 1, "the mail goes");
  const mail = delivered[0]!;
  assert.ok(mail.subject.includes(name) || mail.text.includes(name), "the name as typed");
  assert.ok(mail.text.includes(`${name} has sent you a quote`), mail.text);
  const links = signinLinks(mail.text);
  assert.equal(links.length, 1, mail.text);
  assert.ok(mail.text.indexOf(links[0]!) > mail.text.indexOf(name));
});
