// Issue #13 (docs/README.md#issues) (abuse): the contact form cannot relay mail; floods of anonymous leads cannot starve the
// marketplace (proof of work, velocity limits, duplicates answered with the open request).
import assert from "node:assert/strict";
import { onTestFinished, test, vi } from "vitest";
import { CONTACT_MESSAGES } from "@rm/domain/contact";
import { POW_HEADER, POW_MESSAGES } from "@rm/domain/proof-of-work";
import { eq, gt, sql } from "drizzle-orm";
import { contactMessages, leadMatches, leads, users } from "../db/schema.ts";
import { LEAD_VELOCITY } from "../modules/abuse/index.ts";
import { dayFromToday, houseMove } from "../test/fixtures/leads.ts";
import { DEMO_CLIENT } from "../seed/demo-accounts.ts";
import { buildTestApp, cookieOf, json } from "../test/helper.ts";
import { solveProof } from "../test/proof.ts";

const t = await buildTestApp({ TEAM_EMAIL: "team@test.example", RATE_LIMIT_FACTOR: "1" });
const { app } = t;

const spam = {
  name: "Win a prize https://evil.example/claim",
  email: "victim@example.org",
  phone: "",
  subject: "other",
  message: "Click https://evil.example/claim now to claim your prize. Your bank details are needed.",
};
const contact = (payload: object, remoteAddress: string) =>
  app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress });
const acksTo = async (to: string) => (await t.mails()).filter((m) => m.kind === "contact-ack" && m.to === to);

test("contact: the acknowledgement says only that a message arrived — nothing the sender typed, no link", async () => {
  const res = await contact(spam, "198.51.100.1");
  assert.equal(res.statusCode, 201, res.body);
  assert.equal(json(res).message, CONTACT_MESSAGES.sent);
  const [ack] = await acksTo("victim@example.org");
  assert.ok(ack, "an acknowledgement is sent");
  for (const typed of ["evil.example", "prize", "bank details", "Win a"]) {
    assert.ok(
      !ack.text.includes(typed) && !ack.subject.includes(typed),
      `the acknowledgement repeats "${typed}"`,
    );
  }
  assert.doesNotMatch(ack.text, /https?:\/\//, "no link at all");
  // the team still reads the whole message
  const team = (await t.mails()).find(
    (m) => m.kind === "contact-team" && m.text.includes("evil.example/claim"),
  );
  assert.ok(team, "the team gets the message");
  await t.db.delete(contactMessages);
});

test("contact: one recipient gets at most 2 acknowledgements a day, whoever sends; the team still gets every message", async () => {
  const to = "flooded@example.org";
  for (let i = 0; i < 5; i++) {
    const res = await contact({ ...spam, email: to }, `198.51.100.${10 + i}`);
    assert.equal(res.statusCode, 201, "the sender sees the same answer");
  }
  assert.equal((await acksTo(to)).length, 2);
  assert.equal((await t.db.select().from(contactMessages)).length, 5, "every message is kept for the team");
  await t.db.delete(contactMessages);
});

test("contact: one client address may send 20 messages a day; the 21st is refused and nothing is stored", async () => {
  // 5 per 10 minutes holds first: the clock moves 11 minutes after every 5 (the limiter reads Date.now)
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  const codes: number[] = [];
  for (let i = 0; i < 21; i++) {
    if (i > 0 && i % 5 === 0) vi.advanceTimersByTime(11 * 60_000);
    const res = await contact({ ...spam, email: `sender${i}@example.org` }, "203.0.113.9");
    codes.push(res.statusCode);
  }
  vi.useRealTimers();
  assert.deepEqual(codes, [...Array(20).fill(201), 429]);
  assert.equal((await t.db.select().from(contactMessages)).length, 20, "the refused message is not stored");
  // another address is not affected
  assert.equal((await contact({ ...spam, email: "other@example.org" }, "203.0.113.10")).statusCode, 201);
  await t.db.delete(contactMessages);
});

// ---- floods of anonymous leads (item 11) ----

const lead = (body: object, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "POST", url: "/api/client/register", payload: body, remoteAddress, headers });
/** leads each company was matched with today */
const matchesToday = async () =>
  new Map(
    (
      await t.db
        .select({ companyId: leadMatches.companyId, n: sql<number>`count(*)::int` })
        .from(leadMatches)
        .where(gt(leadMatches.createdAt, sql`now() - interval '1 day'`))
        .groupBy(leadMatches.companyId)
    ).map((r) => [r.companyId, Number(r.n)]),
  );

test("lead intake and registration need a solved proof of work: none, a forged one or a used one is refused, nothing stored", async () => {
  const before = (await t.db.select().from(leads)).length;
  const body = houseMove({ user: { email: "pow@example.org", phoneNumber: "07700 900601" } });
  const none = await lead(body, "198.51.100.60", { [POW_HEADER]: "" });
  assert.equal(none.statusCode, 400);
  assert.equal(json(none).message, POW_MESSAGES.required);
  const proof = await solveProof(app, "198.51.100.60");
  const decoded = JSON.parse(Buffer.from(proof, "base64").toString());
  const k: string = decoded.solution.derivedKey;
  decoded.solution.derivedKey = (k[0] === "0" ? "1" : "0") + k.slice(1);
  const forged = await lead(body, "198.51.100.60", {
    [POW_HEADER]: Buffer.from(JSON.stringify(decoded)).toString("base64"),
  });
  assert.equal(forged.statusCode, 400, "a wrong solution");
  const ok = await lead(body, "198.51.100.60", { [POW_HEADER]: proof });
  assert.equal(ok.statusCode, 200, ok.body);
  const replay = await lead(
    houseMove({ user: { email: "pow2@example.org", phoneNumber: "07700 900602" } }),
    "198.51.100.61",
    { [POW_HEADER]: proof },
  );
  assert.equal(replay.statusCode, 400, "a solution works once");
  assert.equal((await t.db.select().from(leads)).length, before + 1);
  const register = await app.inject({
    method: "POST",
    url: "/api/auth/register",
    payload: {
      firstName: "P",
      lastName: "W",
      email: "pow3@example.org",
      password: "12345678",
      confirmPassword: "12345678",
    },
    headers: { [POW_HEADER]: "" },
    remoteAddress: "198.51.100.62",
  });
  assert.equal(register.statusCode, 400);
  assert.equal((await t.db.select().from(users).where(eq(users.email, "pow3@example.org"))).length, 0);
  // a signed-in client needs none
  const cookie = await t.login(DEMO_CLIENT.email);
  const mine = await lead(houseMove({ client: { startDate: dayFromToday(50) } }), "198.51.100.63", {
    cookie,
    [POW_HEADER]: "",
  });
  assert.equal(mine.statusCode, 200, mine.body);
});

test("a scripted burst of 30 anonymous leads from one client leaves nearby movers room for real customers", async () => {
  const real = (i: number) =>
    houseMove({ user: { email: `real${i}@example.org`, phoneNumber: `07700 90070${i}` } });
  // how many movers a real customer from this postcode gets on a quiet day
  const expected = json<{ companies: unknown[] }>(await lead(real(1), "203.0.113.50")).companies.length;
  assert.ok(expected > 0, "movers cover the postcode");
  const before = await matchesToday();
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await lead(
      houseMove({
        user: { email: `flood${i}@spam.example`, phoneNumber: `07700 9${String(10000 + i)}` },
        client: { startDate: dayFromToday(5 + (i % 20)) },
      }),
      "203.0.113.66",
    );
    statuses.push(res.statusCode);
  }
  assert.ok(
    statuses.every((s) => s === 200 || s === 429),
    statuses.join(),
  );
  // only the first few went to movers; the rest wait for an emailed link nobody will click
  const after = await matchesToday();
  const most = Math.max(...[...after].map(([id, n]) => n - (before.get(id) ?? 0)));
  assert.ok(most <= LEAD_VELOCITY.perClient, `a mover got ${most} of the burst's leads`);

  const answer = json<{ companies: unknown[] }>(await lead(real(2), "203.0.113.51"));
  assert.equal(answer.companies.length, expected, "a real customer still gets every nearby mover");
});

test("past 3 leads a day from one phone or one email, leads wait for the emailed link", async () => {
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const res = await lead(
      houseMove({
        user: { email: `same-phone-${i}@example.org`, phoneNumber: "07700 900777" },
        client: { startDate: dayFromToday(30 + i) },
      }),
      `192.0.2.${100 + i}`,
    );
    assert.equal(res.statusCode, 200, res.body);
    ids.push(json<{ leadId: string }>(res).leadId);
  }
  const statuses = await Promise.all(
    ids.map(async (id) => (await t.db.select().from(leads).where(eq(leads.id, id)))[0]!.status),
  );
  assert.deepEqual(statuses, ["open", "open", "open", "held"]);
  const held = (await t.mails()).find((m) => m.kind === "lead-held" && m.to === "same-phone-3@example.org");
  assert.ok(held, "the 4th is confirmed by its address's owner");
});

test("sending the same open request again answers with it: no new lead, no new mail", async () => {
  const body = houseMove({ user: { email: "twice.again@example.org", phoneNumber: "07700 900811" } });
  const first = await lead(body, "192.0.2.200");
  const a = json<{ leadId: string }>(first);
  const mails = (await t.mails()).length;
  const leadsBefore = (await t.db.select().from(leads)).length;
  const again = await lead(body, "192.0.2.200", { cookie: cookieOf(first) });
  assert.equal(again.statusCode, 200);
  assert.equal(json<{ leadId: string }>(again).leadId, a.leadId);
  assert.equal((await t.db.select().from(leads)).length, leadsBefore);
  assert.equal((await t.mails()).length, mails);
  // a signed-in client's repeat too
  const cookie = await t.login(DEMO_CLIENT.email);
  const me = json<{ data: { _id: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data;
  const send = () =>
    app.inject({
      method: "POST",
      url: `/api/client/${me._id}/leads`,
      headers: { cookie },
      payload: { client: houseMove({ client: { startDate: dayFromToday(60) } }).client },
    });
  const one = json<{ leadId: string }>(await send()).leadId;
  const two = json<{ leadId: string }>(await send()).leadId;
  assert.equal(two, one);
});
