// Issue #33: each person's notification settings through /api/account/notifications — the defaults, saving,
// the essential ones that cannot be switched off, bad input refused with nothing stored, and nobody reaching
// another person's settings; and the senders' check (mayNotify) reading what was saved.
import assert from "node:assert/strict";
import { test } from "vitest";
import { NOTIFICATION_MESSAGES } from "@rm/domain/notifications";
import { eq } from "drizzle-orm";
import { companies, notificationPreferences } from "../../db/schema.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { buildTestApp, json } from "../../test/helper.ts";
import { mayNotify } from "./preferences.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

interface Cell {
  kind: string;
  channel: string;
  on: boolean;
  essential: boolean;
}
const get = async (cookie: string) => {
  const res = await t.app.inject({ url: "/api/account/notifications", headers: { cookie } });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ data: { role: string; settings: Cell[] } }>(res).data;
};
const put = (cookie: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/account/notifications", headers: { cookie }, payload });
const cell = (cells: Cell[], kind: string, channel: string) =>
  cells.find((c) => c.kind === kind && c.channel === channel);
const storedFor = (userId: string) =>
  t.db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

let n = 0;
const customer = async () => {
  const user = await makeCustomer(t, `notify${++n}@example.org`);
  return { user, cookie: await t.login(user.email, DEMO_PASSWORD) };
};

test("a customer's defaults: every kind by email but news, no texts, booking changes fixed on, push for bookings", async () => {
  const c = await customer();
  const { role, settings } = await get(c.cookie);
  assert.equal(role, "client");
  assert.deepEqual(
    [...new Set(settings.map((s) => s.kind))],
    ["quote", "message", "booking", "reminder", "review", "news"],
  );
  assert.deepEqual([...new Set(settings.map((s) => s.channel))], ["email", "text", "push"]);
  // issue #33: a customer's devices are pushed only "On our way" (a booking change)
  assert.deepEqual(
    settings.filter((s) => s.channel === "push").map((s) => [s.kind, s.on]),
    [["booking", true]],
  );
  assert.deepEqual(cell(settings, "review", "email"), {
    kind: "review",
    channel: "email",
    on: true,
    essential: false,
  });
  assert.equal(cell(settings, "news", "email")?.on, false);
  assert.equal(cell(settings, "review", "text")?.on, false, "no texts before a phone is verified");
  assert.deepEqual(cell(settings, "booking", "email"), {
    kind: "booking",
    channel: "email",
    on: true,
    essential: true,
  });
  assert.equal(cell(settings, "lead", "email"), undefined, "a customer gets no leads");
  assert.equal((await storedFor(c.user.id)).length, 0, "defaults are not stored");
});

test("a mover's grid has new leads and push alerts; an admin's only news", async () => {
  const mover = await t.login(DEMO_COMPANIES[0]!.email);
  const grid = await get(mover);
  assert.equal(grid.role, "company");
  assert.equal(cell(grid.settings, "lead", "push")?.on, true);
  assert.equal(cell(grid.settings, "quote", "email"), undefined);
  const { DEMO_ADMIN } = await import("../../seed/demo-accounts.ts");
  const admin = await get(await t.login(DEMO_ADMIN.email));
  assert.deepEqual(
    admin.settings.map((s) => [s.kind, s.channel, s.on]),
    [["news", "email", false]],
  );
});

test("saving: the choices are kept, shown, and read by the senders' check", async () => {
  const c = await customer();
  const res = await put(c.cookie, {
    settings: [
      { kind: "review", channel: "email", on: false },
      { kind: "news", channel: "email", on: true },
      { kind: "booking", channel: "email", on: true },
    ],
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(json(res).message, NOTIFICATION_MESSAGES.saved);
  const { settings } = await get(c.cookie);
  assert.equal(cell(settings, "review", "email")?.on, false);
  assert.equal(cell(settings, "news", "email")?.on, true);
  assert.equal(cell(settings, "quote", "email")?.on, true, "the others keep their defaults");
  assert.equal(await mayNotify(t.db, c.user.id, "review", "email"), false);
  assert.equal(await mayNotify(t.db, c.user.id, "news", "email"), true);
  assert.equal(await mayNotify(t.db, c.user.id, "quote", "email"), true);
  assert.equal(await mayNotify(t.db, c.user.id, "booking", "email"), true);
  // the essential one is never stored: two rows
  assert.deepEqual((await storedFor(c.user.id)).map((r) => [r.kind, r.channel, r.enabled]).sort(), [
    ["news", "email", true],
    ["review", "email", false],
  ]);
  // switched on again
  assert.equal(
    (await put(c.cookie, { settings: [{ kind: "review", channel: "email", on: true }] })).statusCode,
    200,
  );
  assert.equal(await mayNotify(t.db, c.user.id, "review", "email"), true);
});

test("texts: off without a verified phone whatever is stored; with one, the stored choice or the default", async () => {
  const c = await customer();
  assert.equal(await mayNotify(t.db, c.user.id, "reminder", "text", { phoneVerified: true }), true);
  assert.equal(await mayNotify(t.db, c.user.id, "review", "text", { phoneVerified: true }), false);
  assert.equal(
    (await put(c.cookie, { settings: [{ kind: "review", channel: "text", on: true }] })).statusCode,
    200,
  );
  assert.equal(await mayNotify(t.db, c.user.id, "review", "text"), false, "no verified phone, no text");
  assert.equal(await mayNotify(t.db, c.user.id, "review", "text", { phoneVerified: true }), true);
});

test("refused, and nothing stored: an essential one off, an unknown kind or channel, another role's kind", async () => {
  const c = await customer();
  const refusals: [object, string][] = [
    [
      {
        settings: [
          { kind: "review", channel: "email", on: false },
          { kind: "booking", channel: "email", on: false },
        ],
      },
      NOTIFICATION_MESSAGES.essential("booking", "email"),
    ],
    [
      {
        settings: [
          { kind: "review", channel: "email", on: false },
          { kind: "spam", channel: "email", on: true },
        ],
      },
      "Choose a kind of message",
    ],
    [{ settings: [{ kind: "review", channel: "pigeon", on: false }] }, "Choose a channel"],
    [{ settings: [{ kind: "review", channel: "email", on: "no" }] }, "Say true or false"],
    [
      { settings: [{ kind: "lead", channel: "email", on: false }] },
      NOTIFICATION_MESSAGES.notForRole("lead", "email"),
    ],
    [
      { settings: [{ kind: "review", channel: "push", on: false }] },
      NOTIFICATION_MESSAGES.notForRole("review", "push"),
    ],
    [
      {
        settings: [
          { kind: "review", channel: "email", on: false },
          { kind: "review", channel: "email", on: true },
        ],
      },
      NOTIFICATION_MESSAGES.twice,
    ],
    [{ settings: "all off" }, "Send the settings as a list"],
  ];
  for (const [payload, message] of refusals) {
    const res = await put(c.cookie, payload);
    assert.equal(res.statusCode, 400, `${JSON.stringify(payload)}: ${res.body}`);
    const body = json<{ message: string; errors?: Record<string, string> }>(res);
    assert.ok(
      body.message.includes(message) || Object.values(body.errors ?? {}).some((m) => m.includes(message)),
      `${JSON.stringify(payload)} answered ${res.body}`,
    );
  }
  assert.equal((await storedFor(c.user.id)).length, 0, "nothing stored");
  assert.equal(await mayNotify(t.db, c.user.id, "review", "email"), true);
});

test("signed out: 401; a person changes only their own settings, whatever the body names", async () => {
  const anon = await t.app.inject({
    method: "PUT",
    url: "/api/account/notifications",
    payload: { settings: [] },
  });
  assert.equal(anon.statusCode, 401);
  assert.equal((await t.app.inject({ url: "/api/account/notifications" })).statusCode, 401);
  const a = await customer();
  const [company] = await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[1]!.email));
  const res = await put(a.cookie, {
    userId: company!.userId,
    settings: [{ kind: "message", channel: "email", on: false }],
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(await mayNotify(t.db, a.user.id, "message", "email"), false);
  assert.equal(
    await mayNotify(t.db, company!.userId, "message", "email"),
    true,
    "the mover's own is untouched",
  );
  assert.equal((await storedFor(company!.userId)).length, 0);
});
