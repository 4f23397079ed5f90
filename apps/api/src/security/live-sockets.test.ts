// Issue #29 item 1: one session cannot take the site down with live sockets (GET /api/conversations/live).
// One process, real sockets (ws) against the listening app: a session holds at most LIVE_LIMITS.perSession
// open, an account perUser over its sessions, a client address perAddress over its accounts — the socket past
// a limit is closed with 1008 — and an address opens at most upgradesPerMinute a minute (429 before the
// upgrade). A socket the page says nothing on is closed after the idle time, though it answers every ping.
// The app believes X-Forwarded-For from 127.0.0.1 here (TRUST_PROXY), so each test speaks from addresses of
// its own. The same limits across two processes behind HAProxy: two-processes.test.ts.
import assert from "node:assert/strict";
import { once } from "node:events";
import type { Socket } from "node:net";
import { afterAll, test } from "vitest";
import { LIVE_CLOSE, LIVE_KEEPALIVE, LIVE_LIMITS } from "@rm/domain/conversation-limits";
import WebSocket from "ws";
import { createSession, SESSION_COOKIE } from "../modules/accounts/index.ts";
import { hubOf } from "../modules/conversations/index.ts";
import { makeCustomer } from "../test/fixtures/quotes.ts";
import { buildTestApp } from "../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1", TRUST_PROXY: "127.0.0.1" });
// every connection the server accepts, so that the file can end them all when it is done
const accepted = new Set<Socket>();
t.app.server.on("connection", (s) => accepted.add(s));
await t.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = t.app.server.address() as { port: number };
const base = `http://127.0.0.1:${port}`;
const opened: WebSocket[] = [];
afterAll(() => {
  for (const ws of opened) ws.terminate();
  for (const s of accepted) s.destroy();
});

/** a new session of `userId`: its cookie */
const sessionOf = async (userId: string) =>
  `${SESSION_COOKIE}=${(await createSession(t.db, userId, 1)).token}`;

let people = 0;
const customer = async () => makeCustomer(t, `live-${++people}@example.org`);

type Outcome = { kind: "open" } | { kind: "closed"; code: number } | { kind: "refused"; status: number };

/** a socket from `address`; its outcome as it stands (open, closed with a code, refused before the upgrade) */
function socket(cookie: string, address: string) {
  const ws = new WebSocket(`${base.replace("http", "ws")}/api/conversations/live`, {
    headers: { cookie, origin: base, "x-forwarded-for": address },
  });
  opened.push(ws);
  const state: { outcome: Outcome | null; ws: WebSocket } = { outcome: null, ws };
  ws.on("error", () => {});
  ws.on("open", () => {
    state.outcome = { kind: "open" };
  });
  ws.on("close", (code) => {
    if (state.outcome?.kind !== "refused") state.outcome = { kind: "closed", code };
  });
  ws.on("unexpected-response", (_req, res) => {
    state.outcome = { kind: "refused", status: res.statusCode ?? 0 };
    ws.terminate();
  });
  return state;
}

/** waits until `check` holds (a refused socket hears its close a moment after it opened) */
async function eventually(what: string, check: () => boolean) {
  for (let i = 0; i < 400; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  assert.fail(`never happened: ${what}`);
}

const count = (states: { outcome: Outcome | null }[]) => {
  const c = { open: 0, closed1008: 0, refused429: 0, other: 0 };
  for (const s of states) {
    const o = s.outcome;
    if (o?.kind === "open") c.open++;
    else if (o?.kind === "closed" && o.code === LIVE_CLOSE.tooMany) c.closed1008++;
    else if (o?.kind === "refused" && o.status === 429) c.refused429++;
    else c.other++;
  }
  return c;
};

test("100 sockets from one session: 3 stay open, the rest are refused (429 past the address's rate, else 1008); the site still answers", async () => {
  const cookie = await sessionOf((await customer()).id);
  const states = Array.from({ length: 100 }, () => socket(cookie, "198.51.100.10"));
  await eventually(
    "every socket past the limits is refused",
    () => states.filter((s) => s.outcome && s.outcome.kind !== "open").length >= 100 - LIVE_LIMITS.perSession,
  );
  const c = count(states);
  assert.deepEqual(c, {
    open: LIVE_LIMITS.perSession,
    closed1008: LIVE_LIMITS.upgradesPerMinute - LIVE_LIMITS.perSession,
    refused429: 100 - LIVE_LIMITS.upgradesPerMinute,
    other: 0,
  });
  assert.equal(hubOf(t.ctx).size, LIVE_LIMITS.perSession, "the hub holds only the open ones");
  const health = await fetch(`${base}/api/health`);
  assert.equal(health.status, 200);

  // a tab closed gives its place back: the same session opens one again (from another address: this one
  // has used its minute)
  const tab = states.find((s) => s.outcome?.kind === "open")!;
  tab.ws.close();
  await once(tab.ws, "close");
  await eventually("the place is given back", () => hubOf(t.ctx).size === LIVE_LIMITS.perSession - 1);
  const again = socket(cookie, "198.51.100.11");
  await eventually(
    "the new tab's socket is held",
    () => again.outcome !== null && hubOf(t.ctx).size === LIVE_LIMITS.perSession,
  );
  assert.deepEqual(again.outcome, { kind: "open" });
  for (const s of [...states, again]) s.ws.terminate();
  await eventually("all closed", () => hubOf(t.ctx).size === 0);
});

test("an account holds at most 6 sockets over its sessions, an address at most 30 over its accounts", async () => {
  const { id } = await customer();
  const sessions = await Promise.all([sessionOf(id), sessionOf(id), sessionOf(id)]);
  const states: ReturnType<typeof socket>[] = [];
  for (const [i, cookie] of sessions.entries())
    for (let j = 0; j < LIVE_LIMITS.perSession; j++) {
      const s = socket(cookie, `198.51.100.${20 + i}`);
      await eventually("an outcome", () => s.outcome !== null);
      states.push(s);
    }
  await eventually(
    "the account's sockets past its limit are closed",
    () => count(states).open <= LIVE_LIMITS.perUser,
  );
  assert.deepEqual(count(states), {
    open: LIVE_LIMITS.perUser,
    closed1008: 3 * LIVE_LIMITS.perSession - LIVE_LIMITS.perUser,
    refused429: 0,
    other: 0,
  });
  for (const s of states) s.ws.terminate();

  // one address, many accounts (each with one socket): 30 open, the 31st refused
  const fromOne: ReturnType<typeof socket>[] = [];
  for (let i = 0; i <= LIVE_LIMITS.perAddress; i++) {
    const s = socket(await sessionOf((await customer()).id), "198.51.100.30");
    await eventually("an outcome", () => s.outcome !== null);
    fromOne.push(s);
  }
  await eventually("the last is refused", () => fromOne.at(-1)!.outcome?.kind === "closed");
  assert.deepEqual(count(fromOne), { open: LIVE_LIMITS.perAddress, closed1008: 1, refused429: 0, other: 0 });
  for (const s of fromOne) s.ws.terminate();
  await eventually("all closed", () => hubOf(t.ctx).size === 0);
});

test("a socket the page says nothing on is closed when idle, though it answers every ping; one that says it is there stays", async () => {
  const settings = hubOf(t.ctx).settings;
  const was = { ...settings };
  // a wide idle time beside the 50 ms keep-alives, so that a busy machine delaying a few of them changes nothing
  Object.assign(settings, { idleMs: 3000, pingMs: 100 });
  try {
    const cookie = await sessionOf((await customer()).id);
    const silent = socket(cookie, "198.51.100.40");
    const chatty = socket(cookie, "198.51.100.41");
    await eventually("both open", () => silent.outcome?.kind === "open" && chatty.outcome?.kind === "open");
    let pings = 0;
    silent.ws.on("ping", () => pings++);
    const talk = setInterval(() => chatty.ws.send(LIVE_KEEPALIVE), 50);
    const [code, reason] = (await once(silent.ws, "close")) as [number, Buffer];
    clearInterval(talk);
    assert.equal(code, LIVE_CLOSE.idle);
    assert.equal(String(reason), LIVE_CLOSE.idleReason);
    assert.ok(pings > 0, "the silent socket was pinged and answered (ws answers pings itself)");
    assert.equal(chatty.ws.readyState, WebSocket.OPEN, "the page that says it is there keeps its socket");
    chatty.ws.terminate();
  } finally {
    Object.assign(settings, was);
  }
});
