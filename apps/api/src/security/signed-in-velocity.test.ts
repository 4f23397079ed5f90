// Issue #29 item 6: an account whose email was never proven flooded matched leads — 20 in an hour through the
// signed-in path (POST /api/client/:id/leads), each to 6 movers, with no velocity check. Now a signed-in
// account may send ACCOUNT_LEADS_PER_DAY requests a day (429 after, nothing stored), and the requests of an
// account none of whose emailed links was ever used wait, held, for the link emailed to it: no mover hears of
// them until it is used, and once it is, the address counts as proven and later requests go straight out.
import assert from "node:assert/strict";
import { test } from "vitest";
import { ACCOUNT_LEADS_PER_DAY, HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import { leadMatches, leads, users } from "../db/schema.ts";
import { dayFromToday, houseMove } from "../test/fixtures/leads.ts";
import { makeCustomer } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";
import { createSession } from "../modules/accounts/index.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" });

type Answer = { status: boolean; message: string; leadId: string | null; held?: boolean };
const PASSWORD = "a-good-password";
const moverMails = async () => (await t.mails()).filter((m) => m.kind === "lead-new").length;
const leadsOf = async (userId: string) => t.db.select().from(leads).where(eq(leads.clientUserId, userId));

/** a move of its own each time: another destination district and another week (never a duplicate) */
const DISTRICTS = ["E1 6AN", "N16 0AA", "SE1 9SG", "W2 1HB", "NW1 8NH", "E8 1DY", "SW9 8EQ", "N1 9GU"];
const nthMove = (n: number) =>
  houseMove({ client: { toCity: DISTRICTS[n % DISTRICTS.length], startDate: dayFromToday(15 + 9 * n) } });

const sendAs = async (cookie: string, userId: string, body: object) => {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/client/${userId}/leads`,
    payload: body,
    headers: { cookie },
  });
  return { code: res.statusCode, body: json<Answer>(res) };
};

test("an account whose email was never proven: its signed-in requests wait for the emailed link; once used, they go straight to movers", async () => {
  const email = "never.proven@example.org";
  // registered with a password through the wizard: its first request went out (D8); no emailed link used
  const first = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({ user: { email, password: PASSWORD, confirmPassword: PASSWORD } }),
  });
  assert.equal(first.statusCode, 200, first.body);
  const [account] = await t.db.select().from(users).where(eq(users.email, email));
  assert.equal(account!.emailVerifiedAt, null);
  // decision 101: its password opens nothing until an emailed link is used …
  const refused = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password: PASSWORD },
  });
  assert.equal(refused.statusCode, 401);
  // … yet a full session of such an account (one opened before that rule) still has its requests held
  const cookie = `rm_session=${(await createSession(t.db, account!.id, 1)).token}`;
  const before = await moverMails();

  const sent = await sendAs(cookie, account!.id, nthMove(1));
  assert.equal(sent.code, 200);
  assert.equal(sent.body.held, true);
  assert.equal(sent.body.message, HELD_MESSAGES.toast);
  const [held] = await t.db.select().from(leads).where(eq(leads.id, sent.body.leadId!));
  assert.equal(held?.status, "held");
  assert.equal((await t.db.select().from(leadMatches).where(eq(leadMatches.leadId, held!.id))).length, 0);
  assert.equal(await moverMails(), before, "no mover hears of it");

  // the link emailed to the address: the request goes out and the address is proven
  const notice = (await t.mails()).find((m) => m.kind === "lead-held" && m.to === email)!;
  const token = decodeURIComponent(/\/account\/confirm-request\?token=(\S+)/.exec(notice.text)![1]!);
  const confirmed = await t.app.inject({
    method: "POST",
    url: "/api/client/request-links/confirm",
    payload: { token },
  });
  assert.equal(confirmed.statusCode, 200, confirmed.body);
  assert.equal((await t.db.select().from(leads).where(eq(leads.id, held!.id)))[0]?.status, "open");
  const [proven] = await t.db.select().from(users).where(eq(users.id, account!.id));
  assert.ok(proven!.emailVerifiedAt, "the address counts as proven");
  const after = await moverMails();
  assert.ok(after > before, "movers hear of the confirmed request");

  // from now on, straight out
  const next = await sendAs(cookie, account!.id, nthMove(2));
  assert.equal(next.code, 200);
  assert.equal(next.body.held, undefined);
  assert.equal((await t.db.select().from(leads).where(eq(leads.id, next.body.leadId!)))[0]?.status, "open");
  assert.ok((await moverMails()) > after);
});

test(`a proven account may send ${ACCOUNT_LEADS_PER_DAY} requests a day: the next is refused with a clear message, nothing stored`, async () => {
  const email = "many.moves@example.org";
  const customer = await makeCustomer(t, email, "07700900777");
  const cookie = await t.login(email);
  for (let n = 0; n < ACCOUNT_LEADS_PER_DAY; n++) {
    const sent = await sendAs(cookie, customer.id, nthMove(n));
    assert.equal(sent.code, 200, `request ${n + 1}`);
  }
  const mails = await moverMails();
  const refused = await sendAs(cookie, customer.id, nthMove(ACCOUNT_LEADS_PER_DAY));
  assert.deepEqual([refused.code, refused.body.message], [429, INTAKE_MESSAGES.accountDailyLimit]);
  assert.equal((await leadsOf(customer.id)).length, ACCOUNT_LEADS_PER_DAY, "nothing stored");
  assert.equal(await moverMails(), mails, "no mover emailed");
});
