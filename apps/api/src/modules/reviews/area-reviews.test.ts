// Issue #16: the recent-reviews block of the home page and the borough pages reads only published reviews of
// booked moves, of approved movers covering the borough (based in it or covering it), newest first, a few,
// each text cut short; nothing when there are none. The pages render what recentForArea returns.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { addDaysIso } from "@rm/domain/lead/dates";
import { eq } from "drizzle-orm";
import { companies, reviews } from "../../db/schema.ts";
import { DEMO_ADMIN, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { makeBooking } from "../../test/fixtures/reviews.ts";
import { buildTestApp } from "../../test/helper.ts";
import { AREA_REVIEWS, excerptOf, recentAreaReviews } from "./area-reviews.ts";
import { reviewWebService } from "./web-service.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const yesterday = addDaysIso(todayInLondon(), -1);
const SOUTHWARK = "E09000028"; // Thames-side Removals (0) is based there
const LEWISHAM = "E09000023"; // covered by Thames-side Removals (0) and Greenwich Global Movers (5)
const HARINGEY = "E09000014"; // Northline Movers (1) is based there
const BARNET = "E09000003"; // covered by Northline Movers (1) only

let n = 0;
/** a booked move with DEMO_COMPANIES[company], reviewed by its customer through the API */
async function reviewed(company: number, over: { title: string; body?: string; rating?: number }) {
  const u = await makeCustomer(t, `area-reviewer${++n}@example.org`);
  const cookie = await t.login(u.email, DEMO_PASSWORD);
  const b = await makeBooking(t, { clientUserId: u.id, company, moveDate: yesterday });
  const res = await t.app.inject({
    method: "POST",
    url: `/api/client/bookings/${b.leadId}/review`,
    headers: { cookie },
    payload: {
      rating: over.rating ?? 5,
      title: over.title,
      body: over.body ?? "Two movers on time, everything wrapped, nothing scratched, and done by lunch.",
      wouldRecommend: "yes",
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const [row] = await t.db.select().from(reviews).where(eq(reviews.leadId, b.leadId));
  return { ...b, review: row! };
}
const titles = async (boroughCode?: string) =>
  (await recentAreaReviews(t.db, { boroughCode })).map((r) => r.title);

test("no published review of a booking: nothing to show, and the pages leave the block out", async () => {
  assert.deepEqual(await recentAreaReviews(t.db), []);
  assert.deepEqual(await reviewWebService(t.ctx).recentForArea(SOUTHWARK), []);
});

test("only published verified reviews of approved movers covering the borough, newest first, a few", async () => {
  const thames = await reviewed(0, { title: "Thames-side were careful" });
  await reviewed(1, { title: "Northline moved us in a day", rating: 4 });
  // held by the automatic checks: never shown
  await reviewed(0, {
    title: "Held for a check",
    body: "Absolute shit service, late and rude all day long.",
  });

  const [first] = await recentAreaReviews(t.db, { boroughCode: SOUTHWARK });
  assert.deepEqual(first, {
    id: thames.review.id,
    rating: 5,
    title: "Thames-side were careful",
    excerpt: "Two movers on time, everything wrapped, nothing scratched, and done by lunch.",
    verifiedLabel: thames.review.verifiedLabel,
    authorName: thames.review.authorName,
    company: { name: "Thames-side Removals", profilePath: `/companies/${thames.companyId}` },
  });
  assert.match(first!.verifiedLabel, /^Southwark → Haringey, \w+ \d{4}$/);
  assert.match(first!.authorName, /^\S+ [A-Z]\.$/, "first name and initial only");

  assert.deepEqual(await titles(SOUTHWARK), ["Thames-side were careful"], "the mover based there");
  assert.deepEqual(await titles(LEWISHAM), ["Thames-side were careful"], "a mover covering it");
  assert.deepEqual(await titles(HARINGEY), ["Northline moved us in a day"]);
  assert.deepEqual(await titles(BARNET), ["Northline moved us in a day"]);
  assert.deepEqual(await titles("E09000017"), [], "Hillingdon: no mover covering it has a review");
  assert.deepEqual(
    await titles(),
    ["Northline moved us in a day", "Thames-side were careful"],
    "home: newest first",
  );

  // a few at most
  await reviewed(5, { title: "Greenwich Global, first" });
  await reviewed(5, { title: "Greenwich Global, second" });
  await reviewed(5, { title: "Greenwich Global, third" });
  assert.equal(AREA_REVIEWS.count, 3);
  assert.deepEqual(await titles(LEWISHAM), [
    "Greenwich Global, third",
    "Greenwich Global, second",
    "Greenwich Global, first",
  ]);
});

test("hidden by an admin, or of a suspended mover: gone from the block", async () => {
  const hide = await reviewed(2, { title: "Westway hidden later" });
  const westway = "E09000009"; // Ealing: Westway Man & Van (2)
  assert.deepEqual(await titles(westway), ["Westway hidden later"]);
  const admin = await t.login(DEMO_ADMIN.email);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/admin/reviews/${hide.review.id}/decision`,
    headers: { cookie: admin },
    payload: { decision: "hide", reason: "contained personal information" },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(await titles(westway), []);

  const croydon = await reviewed(4, { title: "Croydon Keys were quick" });
  assert.deepEqual(await titles("E09000008"), ["Croydon Keys were quick"]);
  await t.db.update(companies).set({ status: "suspended" }).where(eq(companies.id, croydon.companyId));
  try {
    assert.deepEqual(await titles("E09000008"), []);
    assert.ok(!(await titles()).includes("Croydon Keys were quick"));
  } finally {
    await t.db.update(companies).set({ status: "approved" }).where(eq(companies.id, croydon.companyId));
  }
});

test("a database out of reach leaves the block out (the page still renders); any other fault is not hidden", async () => {
  const failing = (err: Error) =>
    ({
      ...t.ctx,
      db: new Proxy(t.db, {
        get: (target, key) =>
          key === "select"
            ? () => {
                throw err;
              }
            : Reflect.get(target, key),
      }),
    }) as typeof t.ctx;
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  assert.deepEqual(await reviewWebService(failing(refused)).recentForArea(SOUTHWARK), []);
  const bug = Object.assign(new Error('column "nope" does not exist'), { code: "42703" });
  await assert.rejects(reviewWebService(failing(bug)).recentForArea(SOUTHWARK), /column "nope"/);
});

test("a long text is cut at a word with an ellipsis; a short one is whole", () => {
  const long = `${"Careful and quick movers who wrapped every single piece of furniture. ".repeat(5)}End.`;
  const cut = excerptOf(long);
  assert.ok(cut.length <= AREA_REVIEWS.excerpt + 1, `${cut.length} characters`);
  assert.ok(cut.endsWith("…"));
  assert.ok(long.startsWith(cut.slice(0, -1)), "cut at a word, nothing rewritten");
  assert.match(cut, /\w…$/, "no space or comma before the ellipsis");
  assert.equal(excerptOf("Great movers,\n\nwould book again."), "Great movers, would book again.");
});
