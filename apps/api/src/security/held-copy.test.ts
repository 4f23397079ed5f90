// Issue #29 item 12: a stranger's held copy must not swallow the owner's request. A stranger sends the wizard
// with the victim's email and the same districts and week: it is held for the address's owner. The owner's
// own later request for that move (from their own browser) used to be answered "held" with an id that did
// not exist and no email, so it was lost. Now it is stored and mailed too, each mail showing the addresses
// and notes it would confirm (contact details in them hidden), so the owner confirms their own and it
// reaches movers; the stranger's copy stays held, sent to nobody.
import assert from "node:assert/strict";
import { test } from "vitest";
import { eq } from "drizzle-orm";
import { leads } from "../db/schema.ts";
import { dayFromToday, houseMove } from "../test/fixtures/leads.ts";
import { makeCustomer } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

type Answer = { status: boolean; message: string; leadId: string | null; companies: unknown[] };
const send = async (body: object) => {
  const res = await t.app.inject({ method: "POST", url: "/api/client/register", payload: body });
  assert.equal(res.statusCode, 200, res.body);
  return json<Answer>(res);
};
const heldMails = async (to: string) =>
  (await t.mails()).filter((m) => m.kind === "lead-held" && m.to === to);
const moverMails = async () => (await t.mails()).filter((m) => m.kind === "lead-new").length;

test("the owner's request after a stranger's held copy of the same move is stored, mailed with its own details, and confirmed to movers", async () => {
  const email = "held.victim@example.org";
  const owner = await makeCustomer(t, email);
  const moverMailsBefore = await moverMails();

  // the stranger: the victim's email, the same districts and week, their own notes and a number in them
  const stranger = await send(
    houseMove({
      user: { email, phoneNumber: "07700 900111", firstName: "Mallory" },
      client: {
        startDate: dayFromToday(20),
        fromAddress: "1 Fake Row",
        description: "Ring me on 07911 123456 about the job",
      },
    }),
  );
  // the owner, from their own browser, the same move three days later
  const mine = await send(
    houseMove({
      user: { email, phoneNumber: "07700 900222" },
      client: {
        startDate: dayFromToday(23),
        fromAddress: "Flat 4, 22 Marsham Street",
        description: "Wardrobe needs dismantling",
      },
    }),
  );
  assert.notEqual(mine.leadId, stranger.leadId);
  const stored = await t.db.select().from(leads).where(eq(leads.clientUserId, owner.id));
  assert.deepEqual(
    stored.map((l) => l.status),
    ["held", "held"],
    "both wait for the owner",
  );
  assert.ok(
    stored.some((l) => l.id === mine.leadId),
    "the answer's id is the owner's stored request",
  );

  // one mail each, each showing the addresses and notes it would confirm; contact details hidden
  const mails = await heldMails(email);
  assert.equal(mails.length, 2, "two confirmation mails");
  const first = mails.find((m) => m.text.includes("1 Fake Row"))!;
  const second = mails.find((m) => m.text.includes("Marsham Street"))!;
  assert.ok(first && second, "one for each request");
  assert.match(first.text, /From: 1 Fake Row/);
  assert.match(first.text, /Notes: Ring me on/);
  assert.doesNotMatch(first.text, /07911|123456/, "no number reaches the owner through a stranger's notes");
  assert.match(second.text, /From: Flat 4, 22 Marsham Street/);
  assert.match(second.text, /Notes: Wardrobe needs dismantling/);
  assert.match(second.text, /To: Flat 1, Spital House, 14 Middlesex Street, E1 6AN/);

  // the owner confirms their own: it goes to movers; the stranger's stays held
  const token = decodeURIComponent(/\/account\/confirm-request\?token=(\S+)/.exec(second.text)![1]!);
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(res.statusCode, 200, res.body);
  const [confirmed] = await t.db.select().from(leads).where(eq(leads.id, mine.leadId!));
  assert.equal(confirmed?.status, "open");
  const [copy] = await t.db.select().from(leads).where(eq(leads.id, stranger.leadId!));
  assert.equal(copy?.status, "held");
  assert.ok((await moverMails()) > moverMailsBefore, "movers hear of the owner's request");
});
