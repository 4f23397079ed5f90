// With only the shipped data (apps/api/data) in the database: a live London postcode is known, a real UK
// postcode outside London is told apart from one that does not exist, and the lead API applies the same rule
// as the wizard (the browser's check is not a security boundary).
import assert from "node:assert/strict";
import { test } from "vitest";
import { LEAD_MESSAGES as M } from "@rm/domain";
import { eq, sql } from "drizzle-orm";
import { leads, users } from "../../db/schema.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { type Body, houseMove, storageMove } from "../../test/fixtures/leads.ts";
import { importPostcodeRows } from "./import/import-file.ts";
import { readLondonPostcodes } from "./reference-files.ts";
import { postcodeCoverage } from "./coverage.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
// the shipped London file's postcodes in the districts this file asks about, every one of them: no answer here
// depends on another district, and all 180,792 took ~18 s of the file's ~21 s on a busy machine (the whole
// import is london-import.test.ts's); thousands of rows, so the table counts as imported (IMPORTED_AT_LEAST)
const DISTRICTS = new Set(["SW1A", "SW19", "SE1", "CR0", "E1"]);
await importPostcodeRows(
  t.db,
  readLondonPostcodes().filter((row) => DISTRICTS.has(row.outcode)),
);

const check = async (postcode: string) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/postcodes/check?postcode=${encodeURIComponent(postcode)}`,
  });
  assert.equal(res.statusCode, 200, postcode);
  return json<{ data: { postcode: string; coverage: string } }>(res).data;
};
const count = async (table: typeof leads | typeof users) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

test("GET /api/postcodes/check: London, elsewhere in the UK, or no such postcode", async () => {
  assert.deepEqual(await check("sw19 1db"), { postcode: "SW19 1DB", coverage: "london" });
  assert.deepEqual(await check("SE1 9SZ"), { postcode: "SE1 9SZ", coverage: "london" });
  assert.deepEqual(await check("cr01na"), { postcode: "CR0 1NA", coverage: "london" });
  assert.deepEqual(await check("M1 1AD"), { postcode: "M1 1AD", coverage: "uk" }, "Manchester");
  assert.deepEqual(await check("BN1 1AA"), { postcode: "BN1 1AA", coverage: "uk" }, "Brighton");
  assert.deepEqual(
    await check("DA1 1AA"),
    { postcode: "DA1 1AA", coverage: "uk" },
    "Dartford, beside Bexley",
  );
  // SW19 lies wholly in London: a postcode the London file does not hold does not exist
  assert.equal((await check("SW19 9ZZ")).coverage, "unknown");
  assert.equal((await check("ZZ9 9ZZ")).coverage, "unknown", "no such district");
  assert.deepEqual(await check("hello"), { postcode: "", coverage: "unknown" });
  const tooLong = await t.app.inject({
    method: "GET",
    url: `/api/postcodes/check?postcode=${"A".repeat(40)}`,
  });
  assert.equal(tooLong.statusCode, 400);
  assert.equal(json(tooLong).message, M.postcodeIncorrect);
});

test("the same answer in code as over HTTP", async () => {
  assert.equal((await postcodeCoverage(t.db, "E1 6AN")).coverage, "london");
  assert.equal((await postcodeCoverage(t.db, "G1 1AA")).coverage, "uk", "Glasgow");
});

const post = (body: Body) => t.app.inject({ method: "POST", url: "/api/client/register", payload: body });

test("a lead from a postcode that does not exist: 400 'Incorrect Postcode' on the field sent, nothing stored", async () => {
  const before = [await count(leads), await count(users)];
  for (const [field, value] of [
    ["fromCity", "SW19 9ZZ"],
    ["fromPostcode", "ZZ9 9ZZ"],
  ] as const) {
    const over = field === "fromCity" ? { fromCity: value } : { fromCity: "", fromPostcode: value };
    const res = await post(houseMove({ client: over, user: { email: `nobody-${field}@example.org` } }));
    assert.equal(res.statusCode, 400, value);
    assert.deepEqual(json(res), {
      status: false,
      message: M.postcodeIncorrect,
      errors: { [`client.${field}`]: M.postcodeIncorrect },
    });
  }
  assert.deepEqual([await count(leads), await count(users)], before, "nothing written");
});

test("a lead that starts outside London: its own message, nothing stored", async () => {
  const before = [await count(leads), await count(users)];
  const res = await post(houseMove({ client: { fromCity: "M1 1AD" }, user: { email: "manc@example.org" } }));
  assert.equal(res.statusCode, 400);
  assert.deepEqual(json(res).errors, { "client.fromCity": M.postcodeOutsideLondon });
  assert.equal(json(res).message, "We cover moves that start in London for now");
  assert.deepEqual([await count(leads), await count(users)], before);
});

test("a lead from London to anywhere in the UK is taken; to a postcode that does not exist is not", async () => {
  for (const to of ["M1 1AD", "BN1 1AA"]) {
    const res = await post(
      houseMove({
        client: { fromCity: "SW19 1DB", toCity: to },
        user: { email: `to-${to.replace(" ", "").toLowerCase()}@example.org` },
      }),
    );
    assert.equal(res.statusCode, 200, `${to}: ${res.body}`);
    const [stored] = await t.db
      .select({ to: leads.toPostcode })
      .from(leads)
      .where(eq(leads.id, json<{ leadId: string }>(res).leadId));
    assert.equal(stored?.to, to);
  }
  const before = await count(leads);
  const res = await post(houseMove({ client: { fromCity: "SW19 1DB", toCity: "ZZ9 9ZZ" } }));
  assert.equal(res.statusCode, 400);
  assert.deepEqual(json(res).errors, { "client.toCity": M.postcodeIncorrect });
  assert.equal(await count(leads), before);
});

test("storage: an area code London does not have is refused with the storage message", async () => {
  const before = await count(leads);
  const res = await post(storageMove({ client: { fromCity: "ZZ" }, user: { email: "store@example.org" } }));
  assert.equal(res.statusCode, 400);
  assert.deepEqual(json(res).errors, { "client.fromCity": M.storageCodeIncorrect });
  assert.equal(await count(leads), before);
  const ok = await post(storageMove({ client: { fromCity: "se" }, user: { email: "store2@example.org" } }));
  assert.equal(ok.statusCode, 200, ok.body);
});
