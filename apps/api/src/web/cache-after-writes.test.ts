// What a write does to the page cache (issue #34; docs/decisions/110-quote-checks-on-first-use-and-cache-after-writes.md):
// a message in a conversation leaves it alone (no conversation is on a public page, and messages are the
// site's commonest write); any other signed-in write expires it, so a calm server renders the next visitor's
// page afresh while a server shedding load may still send the copy it had; an admin's decision empties it,
// so nothing from before it is sent again, stale or not. Pressure is forced through the test-only level.
// Reads apps/web/build (npm test builds it first).
import assert from "node:assert/strict";
import { test } from "vitest";
import { BUSY_PAGE } from "@rm/domain/page-faults";
import { DEMO_ADMIN } from "../seed/demo-accounts.ts";
import { companyIds, makeCustomer, makeLead } from "../test/fixtures/quotes.ts";
import { buildTestApp } from "../test/helper.ts";
import type { PressureLevel } from "./shedding.ts";

let level: PressureLevel = "calm";
const t = await buildTestApp({ PAGE_CACHE_SECONDS: "60" }, { web: true, pressure: () => level });
const { app } = t;

const faqs = () => app.inject({ url: "/faqs", headers: { accept: "text/html" } });
const post = (url: string, cookie: string, payload: unknown, method: "POST" | "PUT" = "POST") =>
  app.inject({ method, url, headers: { cookie }, payload: payload as Record<string, unknown> });

async function cachedFaqs() {
  level = "calm";
  await faqs();
  const hit = await faqs();
  assert.equal(hit.headers["x-page-cache"], "hit", "the page is in the cache");
  return hit.body;
}

test("a message leaves the cache alone; a company's write expires it; an admin's decision empties it", async () => {
  const customer = await makeCustomer(t, "ines.cache-after-writes@example.org");
  const [thamesId] = (await companyIds(t, [0])) as [string];
  const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [0] });
  const ines = await t.login("ines.cache-after-writes@example.org");
  const opened = await post("/api/conversations", ines, { leadId: lead.id, companyId: thamesId });
  assert.equal(opened.statusCode, 200, opened.body);
  const roomId = (opened.json() as { data: { id: string } }).data.id;

  // a message: the page is still served from the cache
  const before = await cachedFaqs();
  const sent = await post(`/api/conversations/${roomId}/messages`, ines, {
    text: "Is parking outside fine?",
  });
  assert.equal(sent.statusCode, 201, sent.body);
  const afterMessage = await faqs();
  assert.equal(afterMessage.headers["x-page-cache"], "hit");
  assert.equal(afterMessage.body, before);

  // the customer's own settings (any other signed-in write): expired, so a calm server renders it again…
  const saved = await post("/api/account/notifications", ines, { settings: [] }, "PUT");
  assert.equal(saved.statusCode, 200, saved.body);
  level = "busy";
  // …while a server shedding load still sends the copy it had, marked stale
  const stale = await faqs();
  assert.equal(stale.statusCode, 200);
  assert.equal(stale.headers["x-page-cache"], "stale");
  assert.equal(stale.body, before);
  level = "calm";
  assert.equal((await faqs()).headers["x-page-cache"], "miss", "calm: rendered afresh");

  // an admin suspends a company: no copy from before it is sent, even under pressure
  await cachedFaqs();
  const admin = await t.login(DEMO_ADMIN.email);
  const suspended = await post(`/api/admin/companies/${thamesId}/suspend`, admin, {
    reason: "Complaints under review",
  });
  assert.equal(suspended.statusCode, 200, suspended.body);
  level = "busy";
  const shed = await faqs();
  assert.equal(shed.statusCode, 503);
  assert.ok(shed.body.includes(BUSY_PAGE.heading.replace("'", "&#x27;")), "the busy page");
  level = "calm";
});
