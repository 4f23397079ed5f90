// Issue #17 "Getting back in": every new or updated quote email carries a fresh single-use sign-in link for the
// customer, so that a guest who never set a password opens their quotes on any device; it signs in once.
import assert from "node:assert/strict";
import { test } from "vitest";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { makeCustomer, makeLead, quoteBody } from "../../test/fixtures/quotes.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
// a guest's account: no password
const customer = await makeCustomer(t, "guest-mover@example.org");
await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, customer.id));
const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });

const quoteMailTo = async (subject: RegExp) => {
  const mail = (await t.mails()).filter((m) => m.to === customer.email && subject.test(m.subject)).at(-1);
  assert.ok(mail, `a mail ${subject}`);
  const text = String(mail.text);
  const link = /(https?:\/\/\S+\/account\/signin\?token=(\S+?)&next=(\S+))/.exec(text);
  assert.ok(link, text);
  return { token: decodeURIComponent(link[2]!), next: decodeURIComponent(link[3]!) };
};
const useLink = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/client/signin-link", payload: { token } });

test("a new quote's email signs its passwordless customer in once, onto that request's quotes", async () => {
  const thames = await t.login(DEMO_COMPANIES[0]!.email);
  const sent = await t.app.inject({
    method: "POST",
    url: `/api/company/leads/${lead.id}/quote`,
    headers: { cookie: thames },
    payload: quoteBody(),
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const { token, next } = await quoteMailTo(/^New quote from Thames-side Removals/);
  assert.equal(next, `/client/removal-requests/${lead.id}`);

  const first = await useLink(token);
  assert.equal(first.statusCode, 200, first.body);
  const cookie = String(first.headers["set-cookie"]).split(";")[0]!;
  const page = await t.app.inject({
    method: "GET",
    url: `/api/client/requests/${lead.id}`,
    headers: { cookie },
  });
  assert.equal(page.statusCode, 200, "signed in as the customer");

  const again = await useLink(token);
  assert.equal(again.statusCode, 400);
  assert.equal(json<{ message: string }>(again).message, INTAKE_MESSAGES.signinInvalid);

  // the next quote brings a fresh link of its own, and an updated quote too
  const northline = await t.login(DEMO_COMPANIES[1]!.email);
  const url = `/api/company/leads/${lead.id}/quote`;
  assert.equal(
    (await t.app.inject({ method: "POST", url, headers: { cookie: northline }, payload: quoteBody() }))
      .statusCode,
    201,
  );
  const second = await quoteMailTo(/^New quote from Northline Movers/);
  assert.notEqual(second.token, token);
  const edited = await t.app.inject({
    method: "PUT",
    url,
    headers: { cookie: northline },
    payload: quoteBody({ price: "799" }),
  });
  assert.equal(edited.statusCode, 200, edited.body);
  const third = await quoteMailTo(/has updated their quote/);
  assert.notEqual(third.token, second.token);
  assert.equal((await useLink(second.token)).statusCode, 200);
  assert.equal((await useLink(third.token)).statusCode, 200);
});
