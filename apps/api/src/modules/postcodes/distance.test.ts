// Issue #32: GET /api/postcodes/distance, what the wizard's price guide measures a move with: the straight line
// between two postcodes' points (and a rough road estimate), null for a place it does not know, 400 for input
// that is no postcode at all.
import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES, LEAD_MESSAGES as M } from "@rm/domain";
import { buildTestApp, json } from "../../test/helper.ts";
import { importPostcodeRows } from "./import/import-file.ts";
import { readLondonPostcodes } from "./reference-files.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "100" });
const DISTRICTS = new Set(["SW1A", "SE1"]);
await importPostcodeRows(
  t.db,
  readLondonPostcodes().filter((row) => DISTRICTS.has(row.outcode)),
);

const distance = (from: string, to: string) =>
  t.app.inject({
    method: "GET",
    url: `/api/postcodes/distance?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  });

test("Buckingham Palace to Tate Modern: about a mile and a half in a straight line, 2 by road", async () => {
  const res = await distance("sw1a 1aa", "SE1 9TG");
  assert.equal(res.statusCode, 200, res.body);
  const d = json<{ data: { miles: number; roadMiles: number; exact: boolean; label: string } }>(res).data;
  assert.ok(d.miles > 1.2 && d.miles < 2, `${d.miles} miles`);
  assert.equal(d.roadMiles, Math.max(1, Math.round(d.miles * 1.3)));
  assert.equal(d.exact, true);
  assert.match(d.label, /in a straight line/);
  // a district alone is measured from its centre, and says so
  const district = json<{ data: { exact: boolean; label: string } }>(await distance("SW1A", "SE1 9TG")).data;
  assert.equal(district.exact, false);
  assert.match(district.label, /between the areas' centres/);
});

test("an unknown place answers no distance; input that is no postcode is refused", async () => {
  const unknown = await distance("ZZ9 9ZZ", "SE1 9TG");
  assert.equal(unknown.statusCode, 200);
  assert.equal(json<{ data: unknown }>(unknown).data, null);
  const tooLong = await distance("A".repeat(40), "SE1 9TG");
  assert.equal(tooLong.statusCode, 400);
  assert.equal(json(tooLong).message, M.postcodeIncorrect);
  const missing = await t.app.inject({ method: "GET", url: "/api/postcodes/distance?from=SE1%209TG" });
  assert.equal(missing.statusCode, 400);
});

test("at most 120 a minute from one address (here scaled down to 6), then 429 with the usual message", async () => {
  const slow = await buildTestApp({ RATE_LIMIT_FACTOR: "0.05" });
  const call = () =>
    slow.app.inject({ method: "GET", url: "/api/postcodes/distance?from=SE1%209TG&to=SW1A%201AA" });
  for (let i = 0; i < 6; i++) assert.equal((await call()).statusCode, 200);
  const refused = await call();
  assert.equal(refused.statusCode, 429);
  assert.equal(json(refused).message, AUTH_MESSAGES.tooMany);
});
