// Issue #34, with the built web app (reads apps/web/build): a page preloads the code of the parts it shows
// (apps/web/app/lib/lazy-part.tsx), so a part's chunk arrives with the page's own script; a page that does not
// show the part has no preload of it. The customer's request page: the conversation panel with a conversation
// open, the booking panels and the push switch once booked; the mover's lead page: the booking panels once booked.
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { eq } from "drizzle-orm";
import { test } from "vitest";
import { quotes } from "../db/schema.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead, quoteBody } from "../test/fixtures/quotes.ts";
import { buildTestApp } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" }, { web: true });
const host = "localhost";
const assets = readdirSync(new URL("../../../web/build/client/assets/", import.meta.url));
const chunk = (name: string) => {
  const file = assets.find((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
  assert.ok(file, `the build has ${name}'s chunk`);
  return `/assets/${file}`;
};
const CHAT_PANEL = chunk("chat-panel");
const BOOKING_PANELS = chunk("booking-panels");
const CUSTOMER_PUSH = chunk("customer-push");

const page = async (url: string, cookie: string) => {
  const res = await t.app.inject({ url, headers: { host, accept: "text/html", cookie } });
  assert.equal(res.statusCode, 200, url);
  return res.body;
};
const head = (html: string) => html.slice(0, html.indexOf("</head>"));
/** the page's module preloads of a file, with the nonce of its Content-Security-Policy */
const preloadsOf = (html: string, href: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)]
    .map((m) => m[0])
    .filter((l) => l.includes(`"${href}"`));
const api = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

const customer = await makeCustomer(t, "preloads@example.org");
const client = await t.login("preloads@example.org");
const thames = await t.login(DEMO_COMPANIES[0]!.email);
const { lead, companyIds } = await makeLead(t, { clientUserId: customer.id, companies: [0, 1] });
const request = `/client/removal-requests/${lead.id}`;
const leadPage = `/account/dashboard/leads/${lead.id}`;

test("the request page preloads the conversation panel only with a conversation open, nonce and all", async () => {
  assert.equal((await api(thames, `/api/company/leads/${lead.id}/quote`, quoteBody())).statusCode, 201);
  const opened = await api(client, "/api/conversations", { leadId: lead.id, companyId: companyIds[0] });
  assert.equal(opened.statusCode, 200);

  const plain = await page(request, client);
  assert.match(plain, /Compare your quotes/);
  assert.deepEqual(preloadsOf(plain, CHAT_PANEL), []);
  assert.deepEqual(preloadsOf(plain, BOOKING_PANELS), [], "not booked: no booking panels");
  assert.deepEqual(preloadsOf(plain, CUSTOMER_PUSH), [], "not booked: no push switch");

  const chat = await page(`${request}?chat=${companyIds[0]}`, client);
  const [link, ...more] = preloadsOf(head(chat), CHAT_PANEL);
  assert.ok(link, "the panel's chunk is preloaded in the head");
  assert.equal(more.length, 0, "once");
  const nonce = /<script nonce="([^"]+)"/.exec(chat)?.[1];
  assert.ok(nonce);
  assert.ok(link.includes(`nonce="${nonce}"`), "with the page's nonce");
  assert.deepEqual(preloadsOf(chat, BOOKING_PANELS), []);
});

test("once booked, both sides' pages preload the booking panels, and render them in full", async () => {
  assert.deepEqual(preloadsOf(await page(leadPage, thames), BOOKING_PANELS), [], "the lead before booking");
  const [quote] = await t.db.select().from(quotes).where(eq(quotes.leadId, lead.id));
  assert.equal((await api(client, `/api/client/quotes/${quote!.id}/book`)).statusCode, 200);

  const booked = await page(request, client);
  assert.equal(preloadsOf(head(booked), BOOKING_PANELS).length, 1);
  assert.match(booked, /Cancel booking/);
  assert.equal(preloadsOf(head(booked), CUSTOMER_PUSH).length, 1, "the push switch once booked");
  assert.match(booked, /id="push-heading"/);
  const mover = await page(leadPage, thames);
  assert.equal(preloadsOf(head(mover), BOOKING_PANELS).length, 1);
  assert.match(mover, /Decline booking/);
  assert.deepEqual(preloadsOf(mover, CUSTOMER_PUSH), [], "the customer's alone");
});
