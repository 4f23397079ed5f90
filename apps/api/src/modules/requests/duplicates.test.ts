// Issue #17 "Duplicates": a request for the same move as one of the customer's open requests — same districts
// at both ends, a date within 7 days — is answered with that request: nothing stored, no mover told. Another
// district, a date 8 days away, or a cancelled request: a new request. Someone else's request never shows.
import assert from "node:assert/strict";
import { test } from "vitest";
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { eq } from "drizzle-orm";
import { leads } from "../../db/schema.ts";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, cookieOf, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const { app } = t;

type Answer = {
  status: boolean;
  message: string;
  leadId: string | null;
  duplicate?: boolean;
  companies: unknown[];
};
const send = async (body: object, cookie?: string) => {
  const res = await app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: body,
    headers: cookie ? { cookie } : {},
  });
  assert.equal(res.statusCode, 200, res.body);
  return { res, body: json<Answer>(res) };
};
const leadCount = async () => (await t.db.select().from(leads)).length;
const moverMails = async () => (await t.mails()).filter((m) => m.kind === "lead-new").length;

const move = (email: string, client: Record<string, unknown> = {}) =>
  houseMove({
    user: { email, phoneNumber: "07700 900321" },
    client: { startDate: dayFromToday(20), ...client },
  });

test("same districts, date 3 days later, from the same browser: the open request is answered, nothing stored or sent", async () => {
  const first = await send(move("repeat.one@example.org"));
  assert.ok(first.body.companies.length > 0, "the first request reached movers");
  assert.equal(first.body.duplicate, undefined);
  const cookie = cookieOf(first.res);
  const [leadsBefore, mailsBefore] = [await leadCount(), await moverMails()];
  // other full postcodes in the same districts (SW1A → E1), three days later
  const again = await send(
    move("repeat.one@example.org", { fromCity: "SW1A 1AA", toCity: "E1 6AN", startDate: dayFromToday(23) }),
    cookie,
  );
  assert.equal(again.body.duplicate, true);
  assert.equal(again.body.leadId, first.body.leadId);
  assert.equal(again.body.message, DUPLICATE_MESSAGES.answer);
  assert.equal(await leadCount(), leadsBefore, "no new lead row");
  assert.equal(await moverMails(), mailsBefore, "no mover is emailed");
});

test("another district or a date 8 days away is a new request", async () => {
  const first = await send(move("repeat.two@example.org"));
  const cookie = cookieOf(first.res);
  const later = await send(move("repeat.two@example.org", { startDate: dayFromToday(28) }), cookie);
  assert.equal(later.body.duplicate, undefined);
  assert.notEqual(later.body.leadId, first.body.leadId);
  const elsewhere = await send(move("repeat.two@example.org", { toCity: "SW19 1DB" }), cookie);
  assert.equal(elsewhere.body.duplicate, undefined);
  assert.notEqual(elsewhere.body.leadId, first.body.leadId);
  const stored = await t.db.select().from(leads).where(eq(leads.id, elsewhere.body.leadId!));
  assert.equal(stored[0]?.status, "open");
});

test("a cancelled request does not count: the same move again is a new request", async () => {
  const first = await send(move("repeat.three@example.org"));
  await t.db.update(leads).set({ status: "cancelled" }).where(eq(leads.id, first.body.leadId!));
  const mailsBefore = await moverMails();
  const again = await send(move("repeat.three@example.org"), cookieOf(first.res));
  assert.equal(again.body.duplicate, undefined);
  assert.notEqual(again.body.leadId, first.body.leadId);
  assert.ok((await moverMails()) > mailsBefore, "the new request goes to movers");
});

test("a signed-in customer's repeat is answered with their open request", async () => {
  const cookie = await t.login(DEMO_CLIENT.email);
  const me = json<{ data: { _id: string } }>(
    await app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } }),
  ).data;
  const post = (startDate: string) =>
    app.inject({
      method: "POST",
      url: `/api/client/${me._id}/leads`,
      headers: { cookie },
      payload: { client: move(DEMO_CLIENT.email, { startDate, toCity: "E1 6AN" }).client },
    });
  const one = json<Answer>(await post(dayFromToday(40)));
  const [leadsBefore, mailsBefore] = [await leadCount(), await moverMails()];
  const two = json<Answer>(await post(dayFromToday(37)));
  assert.equal(two.duplicate, true);
  assert.equal(two.leadId, one.leadId);
  assert.equal(await leadCount(), leadsBefore);
  assert.equal(await moverMails(), mailsBefore);
});

test("the same email from another browser: not sent to movers, and the answer reveals nothing of the open request", async () => {
  const first = await send(move("repeat.four@example.org"));
  const mailsBefore = await moverMails();
  const stranger = await send(move("repeat.four@example.org", { startDate: dayFromToday(22) }));
  assert.notEqual(stranger.body.leadId, first.body.leadId, "the open request's id is not given away");
  assert.equal(stranger.body.duplicate, undefined, "it looks like any other answer");
  assert.doesNotMatch(stranger.res.body, new RegExp(first.body.leadId!));
  // issue #13: held for the address's owner to confirm by the emailed link; no mover hears of it
  const stored = await t.db
    .select()
    .from(leads)
    .where(
      eq(
        leads.clientUserId,
        (await t.db.select().from(leads).where(eq(leads.id, first.body.leadId!)))[0]!.clientUserId,
      ),
    );
  assert.deepEqual(stored.map((l) => l.status).sort(), ["held", "open"]);
  assert.equal(await moverMails(), mailsBefore, "no mover is emailed");
});

test("another customer's request (another email and phone) never matches", async () => {
  const first = await send(move("repeat.five@example.org"));
  const mailsBefore = await moverMails();
  const other = await send(
    houseMove({
      user: { email: "someone.else@example.org", phoneNumber: "07700 900999" },
      client: { startDate: dayFromToday(20) },
    }),
  );
  assert.equal(other.body.duplicate, undefined);
  assert.notEqual(other.body.leadId, first.body.leadId);
  const stored = await t.db.select().from(leads).where(eq(leads.id, other.body.leadId!));
  assert.equal(stored[0]?.status, "open");
  assert.ok((await moverMails()) > mailsBefore, "sent to movers");
});

test("the owner confirms a held copy of a move already open: answered with the open request, the copy dropped, no mover told", async () => {
  const email = "repeat.six@example.org";
  const first = await send(
    houseMove({
      user: {
        email,
        phoneNumber: "07700 900321",
        password: "long enough 6",
        confirmPassword: "long enough 6",
      },
      client: { startDate: dayFromToday(20) },
    }),
  );
  const held = await send(move(email, { startDate: dayFromToday(18) }));
  const [copy] = await t.db.select().from(leads).where(eq(leads.id, held.body.leadId!));
  assert.equal(copy?.status, "held");
  const notice = (await t.mails()).find((m) => m.kind === "lead-held" && m.to === email)!;
  const token = decodeURIComponent(/\/account\/confirm-request\?token=(\S+)/.exec(notice.text)![1]!);
  const mailsBefore = await moverMails();
  const res = await app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(res.statusCode, 200, res.body);
  const answer = json<Answer>(res);
  assert.equal(answer.duplicate, true);
  assert.equal(answer.leadId, first.body.leadId);
  assert.match(answer.message, new RegExp(DUPLICATE_MESSAGES.title));
  assert.deepEqual(
    await t.db.select().from(leads).where(eq(leads.id, held.body.leadId!)),
    [],
    "the copy is gone",
  );
  assert.equal(await moverMails(), mailsBefore, "no mover is emailed");
});
