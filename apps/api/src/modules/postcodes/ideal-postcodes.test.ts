// The Ideal Postcodes adapter against recorded API responses (src/test/fixtures/postcodes/ideal_postcodes: the payloads of
// @ideal-postcodes/api-fixtures 1.3.0, MIT), served by a fake Ideal Postcodes on 127.0.0.1.
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { afterAll, test } from "vitest";
import { buildTestApp, json } from "../../test/helper.ts";
import { AddressLookupUnavailable, idealPostcodesProvider } from "./address-providers.ts";

interface Recording {
  request: { url: string; query?: Record<string, string> };
  httpStatus?: number;
  body: unknown;
}

const samples = join(import.meta.dirname, "../../test/fixtures/postcodes/ideal_postcodes");
const recordings: Recording[] = readdirSync(samples)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(join(samples, f), "utf8")) as Recording);
const notFound = recordings.find((r) => r.request.url === "/v1/postcodes/FOO");
assert.ok(notFound, "the 4040 recording is there");

// our keys stand for the recordings' placeholders
const KEYS: Record<string, string> = {
  "valid-key": "<VALID_API_KEY>",
  "invalid-key": "<INVALID_API_KEY>",
  "no-balance-key": "<NO_BALANCE_KEY>",
  "daily-limit-key": "<DAILY_LIMIT_NIL_KEY>",
};
const seen: string[] = [];

const server: Server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://fake");
  seen.push(`${url.pathname}?api_key=${url.searchParams.get("api_key")}`);
  const key = KEYS[url.searchParams.get("api_key") ?? ""];
  const send = (r: Recording) => {
    res.writeHead(r.httpStatus ?? 200, { "content-type": "application/json" });
    res.end(JSON.stringify(r.body));
  };
  const exact = recordings.find((r) => r.request.url === url.pathname && r.request.query?.api_key === key);
  if (exact) return send(exact);
  // any other postcode with a good key: the recorded "Postcode Not Found"
  if (key === "<VALID_API_KEY>" && url.pathname.startsWith("/v1/postcodes/")) return send(notFound);
  const invalid = recordings.find((r) => r.request.query?.api_key === "<INVALID_API_KEY>");
  return send(invalid ?? { request: { url: "" }, httpStatus: 401, body: {} });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const provider = (apiKey: string | undefined, logged: string[] = []) =>
  idealPostcodesProvider({
    baseUrl,
    apiKey,
    log: (msg, detail) => logged.push(`${msg} ${JSON.stringify(detail)}`),
  });

test("a found postcode: each PAF address as {full_address, udprn}, blank lines skipped", async () => {
  assert.deepEqual(await provider("valid-key").lookup("SW1A 2AA"), [
    {
      full_address: "Prime Minister & First Lord Of The Treasury, 10 Downing Street, LONDON, SW1A 2AA",
      udprn: 23747771,
    },
  ]);
  assert.ok(
    seen.includes("/v1/postcodes/SW1A2AA?api_key=valid-key"),
    "asked with the compact postcode and the key",
  );
});

test("an unknown postcode (404, code 4040) gives an empty list", async () => {
  assert.deepEqual(await provider("valid-key").lookup("E1 6AN"), []);
});

test("key, balance and limit errors (401/402) are logged and become 'unavailable'", async () => {
  const cases: [string, string, RegExp][] = [
    ["invalid-key", "WC1A 2SE", /HTTP 401.*4010/],
    ["no-balance-key", "W2 2LG", /HTTP 402.*4020/],
    ["daily-limit-key", "UB6 9PR", /HTTP 402.*4021/],
  ];
  for (const [key, postcode, expected] of cases) {
    const logged: string[] = [];
    await assert.rejects(provider(key, logged).lookup(postcode), (err) => {
      assert.ok(err instanceof AddressLookupUnavailable);
      assert.equal(err.statusCode, 503);
      return true;
    });
    assert.match(logged.join("\n"), expected);
    assert.doesNotMatch(logged.join("\n"), new RegExp(key), "the key is not logged");
  }
});

test("no key configured, or no answer: unavailable, logged", async () => {
  const logged: string[] = [];
  await assert.rejects(provider(undefined, logged).lookup("SW1A 2AA"), AddressLookupUnavailable);
  assert.match(logged[0] ?? "", /IDEAL_POSTCODES_API_KEY is not set/);
  const dead = idealPostcodesProvider({ baseUrl: "http://127.0.0.1:9", apiKey: "k", log: () => {} });
  await assert.rejects(dead.lookup("SW1A 2AA"), AddressLookupUnavailable);
});

test("through the API: ADDRESS_PROVIDER=ideal-postcodes answers the spec's shape, or 503 with a message", async () => {
  const env = { ADDRESS_PROVIDER: "ideal-postcodes", IDEAL_POSTCODES_URL: baseUrl };
  const ok = await buildTestApp({ ...env, IDEAL_POSTCODES_API_KEY: "valid-key" });
  const found = await ok.app.inject({ method: "GET", url: "/api/autocomplete/addresses/sw1a2aa" });
  assert.equal(found.statusCode, 200);
  assert.deepEqual(json(found).data, [
    {
      full_address: "Prime Minister & First Lord Of The Treasury, 10 Downing Street, LONDON, SW1A 2AA",
      udprn: 23747771,
    },
  ]);
  const none = await ok.app.inject({ method: "GET", url: "/api/autocomplete/addresses/E1%206AN" });
  assert.deepEqual(json(none).data, []);

  const broke = await buildTestApp({ ...env, IDEAL_POSTCODES_API_KEY: "no-balance-key" });
  const down = await broke.app.inject({ method: "GET", url: "/api/autocomplete/addresses/W2%202LG" });
  assert.equal(down.statusCode, 503);
  assert.deepEqual(json(down), {
    status: false,
    message: "Address lookup is unavailable right now. Please type your address.",
  });
});
