// test-database: none (opens no test database: run once, in the PGlite stage)
// The live hub across processes (live.ts): an event published by one process reaches the sockets held by the
// others; each knows who has a page open elsewhere (so no email goes to someone reading), and forgets a process
// that said goodbye or went silent. Two hubs joined by a bus like Redis's, without Redis: messages reach the
// other process's handlers, never the sender's own twice.
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "vitest";
import type { LiveEvent } from "@rm/domain/conversation";
import type { Bus, BusHandler } from "../../lib/bus.ts";
import { LiveHub, type LiveSink, PRESENCE_EVERY_MS } from "./live.ts";

/** buses of several "processes" on one wire: like RedisBus, own handlers at once, the others' too (in order) */
function wire() {
  const all: { origin: string; handlers: Map<string, BusHandler[]> }[] = [];
  return (): Bus => {
    const me = { origin: randomUUID(), handlers: new Map<string, BusHandler[]>() };
    all.push(me);
    return {
      origin: me.origin,
      publish: (channel, message) => {
        for (const p of all) for (const h of p.handlers.get(channel) ?? []) h(message);
      },
      subscribe: (channel, handler) =>
        me.handlers.set(channel, [...(me.handlers.get(channel) ?? []), handler]),
      onGap: () => {},
      ready: async () => true,
      close: async () => {},
    };
  };
}

const socket = () => {
  const got: LiveEvent[] = [];
  const sink: LiveSink = { send: (data) => got.push(JSON.parse(data) as LiveEvent) };
  return { sink, got };
};
const event: LiveEvent = { type: "message", roomId: "room-1", id: 7, from: "company" };

test("an event published by one process reaches the sockets on every process, once each", () => {
  const busOf = wire();
  const [a, b] = [new LiveHub(), new LiveHub()];
  const leaveA = a.connect(busOf());
  const leaveB = b.connect(busOf());
  const customerOnB = socket();
  const customerOnA = socket();
  const outsider = socket();
  b.add("customer", customerOnB.sink);
  a.add("customer", customerOnA.sink);
  b.add("someone-else", outsider.sink);
  a.publish(["customer", "mover", "customer"], event);
  assert.deepEqual(customerOnB.got, [event]);
  assert.deepEqual(customerOnA.got, [event]);
  assert.deepEqual(outsider.got, []);
  leaveA();
  leaveB();
});

test("each process knows who has a page open on the others, until they close it or the process goes", () => {
  const busOf = wire();
  const [a, b] = [new LiveHub(), new LiveHub()];
  a.connect(busOf());
  const leaveB = b.connect(busOf());
  assert.equal(a.isOnline("customer"), false);
  const tab1 = b.add("customer", socket().sink);
  const tab2 = b.add("customer", socket().sink);
  assert.equal(a.isOnline("customer"), true, "a page open on B counts on A");
  tab1();
  assert.equal(a.isOnline("customer"), true, "one tab of two closed: still online");
  tab2();
  assert.equal(a.isOnline("customer"), false, "the last tab closed");
  b.add("customer", socket().sink);
  assert.equal(a.isOnline("customer"), true);
  leaveB();
  assert.equal(a.isOnline("customer"), false, "B said goodbye: its users no longer count");
});

test("a process not heard from for three announcement periods no longer counts", () => {
  const busOf = wire();
  const [a, b] = [new LiveHub(), new LiveHub()];
  a.connect(busOf());
  b.connect(busOf());
  b.add("customer", socket().sink);
  const now = Date.now();
  assert.equal(a.isOnline("customer", now + 2 * PRESENCE_EVERY_MS), true);
  assert.equal(a.isOnline("customer", now + 4 * PRESENCE_EVERY_MS), false, "B stopped without a word");
});

test("a hub on its own delivers to its own sockets, as before", () => {
  const hub = new LiveHub();
  const tab = socket();
  const forget = hub.add("customer", tab.sink);
  assert.equal(hub.isOnline("customer"), true);
  hub.publish(["customer"], event);
  assert.deepEqual(tab.got, [event]);
  forget();
  assert.equal(hub.isOnline("customer"), false);
  assert.equal(hub.size, 0);
});

test("a message as each side reads it goes to the bus once, and each socket hears only its own side's", () => {
  const busOf = wire();
  const [a, b] = [new LiveHub(), new LiveHub()];
  const busA = busOf();
  const sent: string[] = [];
  const counting: Bus = {
    ...busA,
    publish: (channel, message) => {
      if (channel === "live") sent.push(message);
      busA.publish(channel, message);
    },
  };
  const leaveA = a.connect(counting);
  const leaveB = b.connect(busOf());
  const customer = socket();
  const mover = socket();
  b.add("customer", customer.sink);
  a.add("mover", mover.sink);
  const forCustomer: LiveEvent = { ...event, id: 8 };
  const forMover: LiveEvent = { ...event, id: 9 };
  a.publishEach([
    { userIds: ["customer"], event: forCustomer },
    { userIds: ["mover"], event: forMover },
  ]);
  assert.equal(sent.length, 1, "one bus message for both");
  assert.deepEqual(customer.got, [forCustomer]);
  assert.deepEqual(mover.got, [forMover]);
  // without a bus: straight to this process's sockets
  const alone = new LiveHub();
  const tab = socket();
  alone.add("mover", tab.sink);
  alone.publishEach([
    { userIds: ["customer"], event: forCustomer },
    { userIds: ["mover"], event: forMover },
  ]);
  assert.deepEqual(tab.got, [forMover]);
  leaveA();
  leaveB();
});
