// Issue #29 item 2: push subscriptions cannot make the server POST to local ports (SSRF). An endpoint must be
// https on a browser's push service (a loopback one only under NODE_ENV=test); the host's addresses are
// checked as each push connects (private, loopback, link-local and the forms that hide them are refused); an
// account registers at most PUSH_DEVICES_MAX devices; pushes go out in parallel, each within its timeout.
// A stand-in push service on this machine sees what reaches it.
import assert from "node:assert/strict";
import { createECDH, randomBytes } from "node:crypto";
import type { LookupAddress } from "node:dns";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, test } from "vitest";
import { PUSH_DEVICES_MAX, PUSH_MESSAGES } from "@rm/domain/movers-day";
import { eq } from "drizzle-orm";
import { companies, pushSubscriptions } from "../db/schema.ts";
import { isPublicAddress } from "../lib/addresses.ts";
import { dispatchPush } from "../modules/alerts/dispatch.ts";
import { RefusedAddress, type Resolve, sendPush } from "../modules/alerts/push-transport.ts";
import { isPushEndpoint } from "../modules/alerts/subscriptions.ts";
import { DEMO_COMPANIES } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

// the stand-in push service; `hold` keeps answers back until it has that many requests waiting
const received: string[] = [];
let waiting: ServerResponse<IncomingMessage>[] = [];
let hold = 0;
const service = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    received.push(req.url ?? "");
    waiting.push(res);
    if (waiting.length >= hold) {
      for (const w of waiting) w.writeHead(201).end();
      waiting = [];
    }
  });
});
await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
afterAll(() => {
  service.closeAllConnections();
  service.close();
});
const port = (service.address() as AddressInfo).port;

test("an endpoint is a browser's push service over https; loopback only under NODE_ENV=test", () => {
  const table: [string, boolean, boolean][] = [
    // endpoint, allowed outside tests, allowed under NODE_ENV=test
    ["https://fcm.googleapis.com/fcm/send/abc", true, true],
    ["https://updates.push.services.mozilla.com/wpush/v2/abc", true, true],
    ["https://web.push.apple.com/QGx0", true, true],
    ["https://wns2-par02p.notify.windows.com/w/?token=abc", true, true],
    ["http://fcm.googleapis.com/fcm/send/abc", false, false],
    ["https://user:secret@fcm.googleapis.com/fcm/send/abc", false, false],
    ["https://fcm.googleapis.com.evil.example/x", false, false],
    ["https://googleapis.com/x", false, false],
    ["https://evil.example/push", false, false],
    ["http://127.0.0.1:6379/", false, true],
    ["http://localhost:5432/x", false, true],
    ["http://[::1]:3000/", false, true],
    ["http://2130706433:8080/", false, true],
    ["http://0177.0.0.1:8080/", false, true],
    ["http://0x7f.1/", false, true],
    ["http://10.0.0.1/push", false, false],
    ["http://169.254.169.254/latest/meta-data/", false, false],
    ["http://[fe80::1]/", false, false],
    ["file:///etc/passwd", false, false],
    ["not a url", false, false],
  ];
  for (const [endpoint, outside, underTest] of table) {
    assert.equal(isPushEndpoint(endpoint, false), outside, `${endpoint} outside tests`);
    assert.equal(isPushEndpoint(endpoint, true), underTest, `${endpoint} under NODE_ENV=test`);
  }
});

test("only public addresses are connected to: private, loopback, link-local and their disguises are refused", () => {
  const table: [string, boolean][] = [
    ["142.250.180.10", true],
    ["8.8.8.8", true],
    ["2a00:1450:4009:81f::200a", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.8.9.10", false],
    ["2130706433", false],
    ["0177.0.0.1", false],
    ["0x7f.0.0.1", false],
    ["10.1.2.3", false],
    ["172.16.5.4", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["255.255.255.255", false],
    ["224.0.0.1", false],
    ["::1", false],
    ["[::1]", false],
    ["::", false],
    ["fc00::1", false],
    ["fd12:3456:789a::1", false],
    ["fe80::1", false],
    ["febf::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["64:ff9b::a00:1", false],
    ["ff02::1", false],
    ["fcm.googleapis.com", false],
  ];
  for (const [address, ok] of table) assert.equal(isPublicAddress(address), ok, address);
});

/** a resolver that answers `address` for every name (what a rebinding or hostile DNS would do) */
const resolvesTo =
  (address: string): Resolve =>
  (_host, _options, callback) =>
    callback(null, [{ address, family: address.includes(":") ? 6 : 4 } as LookupAddress]);

test("at send time: a push service's name that resolves to a local address is refused before anything is sent", async () => {
  received.length = 0;
  for (const address of ["127.0.0.1", "10.0.0.7", "169.254.169.254", "::1", "fe80::1", "::ffff:127.0.0.1"]) {
    await assert.rejects(
      sendPush(
        { endpoint: `http://push.example.test:${port}/x`, method: "POST", headers: {} },
        { loopbackToo: false, resolve: resolvesTo(address) },
      ),
      RefusedAddress,
      address,
    );
  }
  // an address written in the endpoint is refused without a look-up
  for (const endpoint of [
    `http://127.0.0.1:${port}/x`,
    `http://2130706433:${port}/x`,
    `http://[::1]:${port}/x`,
  ])
    await assert.rejects(
      sendPush({ endpoint, method: "POST", headers: {} }, { loopbackToo: false }),
      RefusedAddress,
    );
  assert.deepEqual(received, [], "the local service heard nothing");
  // the same name resolving to loopback under NODE_ENV=test reaches the stand-in
  assert.equal(
    await sendPush(
      { endpoint: `http://push.example.test:${port}/ok`, method: "POST", headers: {} },
      { loopbackToo: true, resolve: resolvesTo("127.0.0.1") },
    ),
    201,
  );
  assert.deepEqual(received, ["/ok"]);
});

const thames = DEMO_COMPANIES[0]!;
/** a browser's subscription: its own P-256 key and auth secret */
function device(path: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `http://127.0.0.1:${port}/push/${path}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
    label: path,
  };
}

test("an account registers at most 10 devices; the 11th is refused and nothing is stored", async () => {
  const cookie = await t.login(thames.email);
  const subscribe = (body: ReturnType<typeof device>) =>
    t.app.inject({
      method: "POST",
      url: "/api/company/push-subscriptions",
      payload: body,
      headers: { cookie },
    });
  const phones = Array.from({ length: PUSH_DEVICES_MAX }, (_, i) => device(`phone-${i}`));
  for (const p of phones) assert.equal((await subscribe(p)).statusCode, 201);
  const refused = await subscribe(device("one-too-many"));
  assert.equal(refused.statusCode, 409);
  assert.equal(json(refused).message, PUSH_MESSAGES.tooManyDevices);
  const [company] = await t.db.select().from(companies).where(eq(companies.email, thames.email));
  const stored = await t.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.companyId, company!.id));
  assert.equal(stored.length, PUSH_DEVICES_MAX);
  assert.ok(!stored.some((s) => s.label === "one-too-many"));
  // renewing a device already registered still works at the limit
  assert.equal((await subscribe({ ...phones[0]!, label: "renewed" })).statusCode, 201);
});

test("pushes to an account's devices go out in parallel, each within its timeout", async () => {
  // the push alerts job's sender, with a timeout of the test's choosing
  const look = (timeoutMs: number) =>
    dispatchPush({ db: t.db, contact: "team@example.com", loopbackToo: true, timeoutMs });
  await look(1000); // what the demo data queued
  const customer = await makeCustomer(t, "push-parallel@example.org");
  await makeLead(t, { clientUserId: customer.id, companies: [0] });
  // the service answers only once all 10 pushes are waiting: sent one after another, each would time out
  received.length = 0;
  hold = PUSH_DEVICES_MAX;
  const done = await look(3000);
  hold = 0;
  assert.equal(received.length, PUSH_DEVICES_MAX);
  assert.deepEqual(done, { sent: PUSH_DEVICES_MAX, quiet: 0, gone: 0, failed: 0 });

  // a service that never answers: each push fails at its timeout, and the look ends
  await makeLead(t, { clientUserId: customer.id, companies: [0] });
  hold = Number.POSITIVE_INFINITY;
  const slow = await look(300);
  hold = 0;
  assert.deepEqual(slow, { sent: 0, quiet: 0, gone: 0, failed: PUSH_DEVICES_MAX });
  for (const w of waiting) w.destroy();
  waiting = [];
});
