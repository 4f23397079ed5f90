// Issue #28, principle 1 (docs/product/rules.md): a mover sees no name of the customer until the customer books
// it — not in its lead, its conversation, its list of conversations or the email about a new message
// ("Messages with the customer"); once booked, the customer's first name and contact details.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CUSTOMER_UNNAMED } from "@rm/domain/conversation";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { companyIds, makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const NAME = /Nadia|Hussain/;

test("before booking a mover's lead and conversation reads carry no name; after booking, the first name", async () => {
  const customer = await makeCustomer(t, "no-name@example.org");
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const mover = await t.login(DEMO_COMPANIES[0]!.email);
  const nadia = await t.login(customer.email);
  const call = async (cookie: string, method: "GET" | "POST", url: string, payload?: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.body;
  };

  // the customer writes first: the mover is away, so it is emailed
  const room = JSON.parse(
    await call(nadia, "POST", "/api/conversations", {
      leadId: lead.id,
      companyId: (await companyIds(t, [0]))[0],
    }),
  ).data as { id: string };
  await call(nadia, "POST", `/api/conversations/${room.id}/messages`, {
    text: "Is there parking at your depot?",
  });

  const reads = {
    lead: await call(mover, "GET", `/api/company/leads/${lead.id}`),
    room: await call(mover, "POST", "/api/conversations", { leadId: lead.id }),
    rooms: await call(mover, "GET", "/api/conversations"),
    messages: await call(mover, "GET", `/api/conversations/${room.id}/messages`),
  };
  for (const [what, body] of Object.entries(reads)) assert.doesNotMatch(body, NAME, `${what}: ${body}`);
  assert.equal(JSON.parse(reads.room).data.withName, CUSTOMER_UNNAMED);
  assert.equal(JSON.parse(reads.lead).data.customer, null);
  const mail = (await t.mails()).find(
    (m) => m.kind === "conversation-message" && m.to === DEMO_COMPANIES[0]!.email,
  );
  assert.ok(mail, "the mover was emailed");
  assert.equal(mail.subject.startsWith("New message from the customer about the move"), true, mail.subject);
  assert.match(mail.text, /The customer has sent you a message about their move/);
  assert.doesNotMatch(`${mail.subject}\n${mail.text}`, NAME);

  // booked: the mover may know who it is
  const quoted = JSON.parse(await call(mover, "POST", `/api/company/leads/${lead.id}/quote`, quoteBody()));
  await call(nadia, "POST", `/api/client/quotes/${quoted.data.id}/book`, {});
  const after = JSON.parse(await call(mover, "POST", "/api/conversations", { leadId: lead.id })).data;
  assert.equal(after.withName, "Nadia");
  const rooms = JSON.parse(await call(mover, "GET", "/api/conversations")).data.rooms as {
    id: string;
    withName: string;
  }[];
  assert.equal(rooms.find((r) => r.id === room.id)?.withName, "Nadia");
  assert.equal(
    JSON.parse(await call(mover, "GET", `/api/company/leads/${lead.id}`)).data.customer.name,
    "Nadia Hussain",
  );
});
