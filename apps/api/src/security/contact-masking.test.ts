// Issue #29 item 3: the disguised phone numbers, addresses and handles of the security review reach the
// other side of a conversation, and a quote's message, hidden until the customer books; invisible
// characters that split a number are refused with a message and nothing is stored. (The whole corpus is
// the table in packages/domain/src/masking/masking.test.ts; here a sample goes through the API.)
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_PLACEHOLDER as P } from "@rm/domain/contact-masking";
import { TEXT_MESSAGES } from "@rm/domain/safe-text";
import { conversationMessages } from "../db/schema.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const customer = await makeCustomer(t, "masking.customer@example.org");
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
const nadia = await t.login("masking.customer@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' JSON field by field
type Body = { message: string; data?: any };
const call = async (
  cookie: string,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) => {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { code: res.statusCode, body: json<Body>(res) };
};
const room = (await call(nadia, "POST", "/api/conversations", { leadId: lead.id, companyId: companyIds[0] }))
  .body.data.id as string;
const messageCount = async () => (await t.db.select().from(conversationMessages)).length;

const DISGUISED: [string, string][] = [
  ["call 7911 123456", `call ${P}`],
  ["07911~123~456 after six", `${P} after six`],
  ["٠٧٩١١ ١٢٣٤٥٦", P],
  ["O79ll l23456", P],
  ["oh seven nine double one, one two three four five six", P],
  ["dave＠gmail．com", P],
  ["dave (a) gmail (.) com", P],
  ["d a v e @ g m a i l . c o m", P],
  ["see davesvans[.]co[.]uk", `see ${P}`],
  ["davesvans.сom", P],
  ["hxxps://quotes.example/dave", P],
  ["IG davesvans", P],
];

test("disguised contact details reach the mover hidden; the customer's own text is stored as written", async () => {
  for (const [typed, shown] of DISGUISED) {
    const sent = await call(nadia, "POST", `/api/conversations/${room}/messages`, { text: typed });
    assert.equal(sent.code, 201, typed);
    assert.deepEqual([sent.body.data.text, sent.body.data.masked], [shown, true], typed);
  }
  const read = await call(thames, "GET", `/api/conversations/${room}/messages`);
  const texts = read.body.data.messages.map((m: { text: string }) => m.text);
  assert.deepEqual(
    texts.slice(-DISGUISED.length),
    DISGUISED.map(([, shown]) => shown),
  );
  const stored = (await t.db.select().from(conversationMessages)).map((m) => m.body);
  assert.deepEqual(
    stored.slice(-DISGUISED.length),
    DISGUISED.map(([typed]) => typed),
  );
});

test("ordinary figures reach the other side as written", async () => {
  const text = "£1,250 fixed, 12/03/2027 at 8:30, 3rd floor, SW1A 1AA, 2 bed flat, at 9 am. done. Thanks";
  const sent = await call(thames, "POST", `/api/conversations/${room}/messages`, { text });
  assert.deepEqual([sent.body.data.text, sent.body.data.masked], [text, false]);
});

test("zero-width and other invisible characters are refused with a message, nothing stored", async () => {
  const before = await messageCount();
  for (const text of ["07911\u200B123456", "0\u200C7911 123456", "07911\u2060123456", "079\u00AD11 123456"]) {
    const res = await call(nadia, "POST", `/api/conversations/${room}/messages`, { text });
    assert.equal(res.code, 400, JSON.stringify(text));
    assert.equal(res.body.message, TEXT_MESSAGES.hiddenCharacters);
  }
  assert.equal(await messageCount(), before);
});

test("a quote's message reaches the customer with its disguised number hidden", async () => {
  const quoted = await call(
    thames,
    "POST",
    `/api/company/leads/${lead.id}/quote`,
    quoteBody({ message: "Any questions: 07911/123/456 or dave (a) gmail (.) com" }),
  );
  assert.equal(quoted.code, 201, quoted.body.message);
  const compared = await call(nadia, "GET", `/api/client/requests/${lead.id}`);
  assert.equal(compared.body.data.quotes[0].message, `Any questions: ${P} or ${P}`);
});
