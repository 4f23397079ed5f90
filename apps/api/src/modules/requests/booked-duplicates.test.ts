// Issue 28 "What you tick is what you book": a repeat of a move the customer already BOOKED — same districts at
// both ends, dates overlapping or within 7 days — is not sent to movers again: the answer says "you already
// booked this move" with the booking. 8 days apart, or other districts: a new request. The early check
// (GET /api/client/same-move) finds the same only among the caller's own requests, and someone who types the
// customer's email from another browser learns nothing of the booking: their request is held, and the owner's
// confirmation answers with the booking.
import assert from "node:assert/strict";
import { test } from "vitest";
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { HELD_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import { leads, quotes } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { houseMove } from "../../test/fixtures/leads.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const { app, db } = t;
const BEA = "bea.booked@example.org";
const bea = await makeCustomer(t, BEA);
await makeCustomer(t, "sam.other@example.org", "07700900458");
const beaCookie = await t.login(BEA);
const samCookie = await t.login("sam.other@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const day = (n: number) => addDaysIso(todayInLondon(), n);

type Answer = {
  status: boolean;
  message: string;
  leadId: string | null;
  duplicate?: boolean;
  booked?: boolean;
  held?: boolean;
  companies: unknown[];
};

// Bea's move SE16 3LL → N17 9LR on day 30, quoted by Thames-side and booked
const { lead: booked } = await makeLead(t, { clientUserId: bea.id, companies: [0, 1], moveDate: day(30) });
{
  const quoted = await app.inject({
    method: "POST",
    url: `/api/company/leads/${booked.id}/quote`,
    headers: { cookie: thames },
    payload: quoteBody({ availableDates: [day(30)] }),
  });
  assert.equal(quoted.statusCode, 201, quoted.body);
  const [q] = await db.select().from(quotes).where(eq(quotes.leadId, booked.id));
  const res = await app.inject({
    method: "POST",
    url: `/api/client/quotes/${q!.id}/book`,
    headers: { cookie: beaCookie },
    payload: {},
  });
  assert.equal(res.statusCode, 200, res.body);
  const [row] = await db.select().from(leads).where(eq(leads.id, booked.id));
  assert.equal(row!.status, "booked");
}

/** the same route in other full postcodes of the same districts (SE16 → N17) */
const sameRoute = (client: Record<string, unknown>) =>
  houseMove({
    client: {
      fromCity: "SE16 2XU",
      fromAddress: "Flat 9, 2 Rotherhithe Street",
      toCity: "N17 6AA",
      toAddress: "4 High Road",
      ...client,
    },
  }).client;
const sendAsBea = async (client: Record<string, unknown>) => {
  const res = await app.inject({
    method: "POST",
    url: `/api/client/${bea.id}/leads`,
    headers: { cookie: beaCookie },
    payload: { client: sameRoute(client) },
  });
  assert.equal(res.statusCode, 200, res.body);
  return json<Answer>(res);
};
const leadCount = async () => (await db.select().from(leads)).length;
const moverMails = async () => (await t.mails()).filter((m) => m.kind === "lead-new").length;

test("the booked move again, 4 days later: 'you already booked this move' with the booking; nothing stored or sent", async () => {
  const [before, mails] = [await leadCount(), await moverMails()];
  const a = await sendAsBea({ startDate: day(34) });
  assert.equal(a.duplicate, true);
  assert.equal(a.booked, true);
  assert.equal(a.leadId, booked.id, "the answer is the booking's request");
  assert.equal(a.message, DUPLICATE_MESSAGES.booked.answer);
  assert.equal(await leadCount(), before, "no new request");
  assert.equal(await moverMails(), mails, "no mover is emailed");
});

test("a flexible range overlapping the booked day is the same move", async () => {
  const before = await leadCount();
  const a = await sendAsBea({ dateType: "flexible", startDate: day(12), endDate: day(31) });
  assert.equal(a.booked, true);
  assert.equal(a.leadId, booked.id);
  assert.equal(await leadCount(), before);
});

test("8 days after the booked day is a new request, sent to movers", async () => {
  const mails = await moverMails();
  const a = await sendAsBea({ startDate: day(38) });
  assert.equal(a.duplicate, undefined);
  assert.equal(a.booked, undefined);
  assert.notEqual(a.leadId, booked.id);
  const [row] = await db.select().from(leads).where(eq(leads.id, a.leadId!));
  assert.equal(row!.status, "open");
  assert.ok((await moverMails()) > mails, "movers are told");
});

test("other districts at either end are a new request", async () => {
  const to = await sendAsBea({ toCity: "N1 9GU", toAddress: "1 Pancras Square", startDate: day(30) });
  assert.equal(to.booked, undefined);
  assert.notEqual(to.leadId, booked.id);
  const from = await sendAsBea({
    fromCity: "SE1 9SG",
    fromAddress: "32 London Bridge Street",
    startDate: day(29),
  });
  assert.equal(from.booked, undefined);
  assert.notEqual(from.leadId, booked.id);
});

const check = (query: Record<string, string>, cookie?: string) =>
  app.inject({
    method: "GET",
    url: `/api/client/same-move?${new URLSearchParams(query)}`,
    headers: cookie ? { cookie } : {},
  });

test("the early check finds the booking among the caller's own requests only", async () => {
  const move = { from: "SE16 2XU", to: "N17 6AA", startDate: day(33) };
  const mine = await check(move, beaCookie);
  assert.equal(mine.statusCode, 200, mine.body);
  assert.deepEqual(json<{ data: unknown }>(mine).data, { leadId: booked.id, status: "booked" });
  // a flexible range that overlaps it
  const range = await check({ ...move, startDate: day(25), endDate: day(45) }, beaCookie);
  assert.deepEqual(json<{ data: unknown }>(range).data, { leadId: booked.id, status: "booked" });
  // the open request of the test above (SE16 → N1 on day 30) is found as open
  const open = await check({ ...move, to: "N1 9GU", startDate: day(28) }, beaCookie);
  assert.equal(json<{ data: { status: string } }>(open).data.status, "open");
  // 9 days before: nothing; another district: nothing
  assert.equal(json<{ data: unknown }>(await check({ ...move, startDate: day(21) }, beaCookie)).data, null);
  assert.equal(json<{ data: unknown }>(await check({ ...move, from: "E1 6AN" }, beaCookie)).data, null);
  // another customer with the same move: nothing of Bea's
  const other = await check(move, samCookie);
  assert.equal(other.statusCode, 200);
  assert.equal(json<{ data: unknown }>(other).data, null);
  assert.doesNotMatch(other.body, new RegExp(booked.id));
  // nobody signed in: 401, nothing looked up; a malformed date: 400
  assert.equal((await check(move)).statusCode, 401);
  assert.equal((await check({ ...move, startDate: "tomorrow" }, beaCookie)).statusCode, 400);
});

test("someone typing Bea's email in another browser: held, nothing of the booking shown; Bea's confirmation answers with her booking", async () => {
  const before = await moverMails();
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: { ...sameRoute({ startDate: day(31) }) },
      user: { email: BEA, firstName: "Mallory", phoneNumber: "07700 900999" },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const a = json<Answer>(res);
  assert.equal(a.held, true);
  assert.equal(a.message, HELD_MESSAGES.toast, "it will be confirmed by email");
  assert.equal(a.booked, undefined);
  assert.doesNotMatch(res.body, new RegExp(booked.id), "the booking's id is not given away");
  const notice = (await t.mails()).find((m) => m.kind === "lead-held" && m.to === BEA)!;
  const token = decodeURIComponent(/\/account\/confirm-request\?token=(\S+)/.exec(notice.text)![1]!);
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  const c = json<Answer>(confirmed);
  assert.equal(c.duplicate, true);
  assert.equal(c.booked, true);
  assert.equal(c.leadId, booked.id);
  assert.match(c.message, new RegExp(DUPLICATE_MESSAGES.booked.title));
  assert.deepEqual(await db.select().from(leads).where(eq(leads.id, a.leadId!)), [], "the held copy is gone");
  assert.equal(await moverMails(), before, "no mover is emailed");
});
