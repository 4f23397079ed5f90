// Issue #31: the retention job deletes what has done its work — ended sessions, links and invites used or
// expired over a week ago, counts of account emails past their day, mail sent over 90 days ago, held requests nobody confirmed in 30 days — and keeps
// everything else: a live session, a fresh link, pending and failed mail, a held request still within its
// days, and an open request however old. What it reports is what went, read back from the tables.
import assert from "node:assert/strict";
import { test } from "vitest";
import { HELD_REQUEST_DAYS, SENT_MAIL_DAYS, SPENT_LINK_DAYS } from "@rm/domain/retention";
import { addDaysIso } from "@rm/domain";
import { count, inArray } from "drizzle-orm";
import {
  addressNotices,
  adminInvites,
  authTokens,
  leads,
  outbox,
  pendingAccounts,
  sessions,
} from "../db/schema.ts";
import { londonToday } from "../lib/london-today.ts";
import { DEMO_ADMIN } from "../seed/demo-accounts.ts";
import { makeCustomer, makeLead } from "../test/fixtures/quotes.ts";
import { buildTestApp } from "../test/helper.ts";
import { runJobs } from "./runner.ts";

const t = await buildTestApp();
const now = new Date();
const daysAgo = (d: number) => new Date(now.getTime() - d * 86400_000);
const daysOn = (d: number) => new Date(now.getTime() + d * 86400_000);
const customer = await makeCustomer(t, "retention@example.org");
const admin = (await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, DEMO_ADMIN.email) }))!;

const sessionRows = {
  expired: { expiresAt: daysAgo(1), lastSeenAt: daysAgo(2) },
  idle: { expiresAt: daysOn(20), lastSeenAt: daysAgo(t.ctx.config.SESSION_IDLE_DAYS + 1) },
  live: { expiresAt: daysOn(20), lastSeenAt: daysAgo(1) },
};
const linkRows = {
  expiredLongAgo: { expiresAt: daysAgo(SPENT_LINK_DAYS + 1), usedAt: null },
  usedLongAgo: { expiresAt: daysOn(20), usedAt: daysAgo(SPENT_LINK_DAYS + 1) },
  expiredLately: { expiresAt: daysAgo(SPENT_LINK_DAYS - 1), usedAt: null },
  fresh: { expiresAt: daysOn(6), usedAt: null },
};
const mailRows = {
  sentLongAgo: { status: "sent" as const, sentAt: daysAgo(SENT_MAIL_DAYS + 1) },
  sentLately: { status: "sent" as const, sentAt: daysAgo(SENT_MAIL_DAYS - 1) },
  failedLongAgo: { status: "failed" as const, sentAt: null, createdAt: daysAgo(SENT_MAIL_DAYS + 100) },
  pendingLongAgo: { status: "pending" as const, sentAt: null, createdAt: daysAgo(SENT_MAIL_DAYS + 100) },
};

async function seed() {
  for (const [id, row] of Object.entries(sessionRows))
    await t.db.insert(sessions).values({ id: `retention-${id}`, userId: customer.id, ...row });
  for (const [id, row] of Object.entries(linkRows)) {
    await t.db
      .insert(authTokens)
      .values({ id: `retention-${id}`, userId: customer.id, purpose: "signin", ...row });
    const invite = { email: `${id}@example.org`, firstName: "Ina", lastName: "Vite", invitedBy: admin.id };
    await t.db.insert(adminInvites).values({ id: `retention-${id}`, ...invite, ...row });
  }
  // the account emails counted for an address (issue #29 item 8): today's and yesterday's stay
  for (const back of [0, 1, 2, 30])
    await t.db
      .insert(addressNotices)
      .values({ addressKey: `retention-${back}`, day: addDaysIso(londonToday(now), -back), sent: 1 });
  // registrations waiting for their link (issue #29 item 8): an expired one goes, a live one stays
  for (const [id, hours] of [
    ["expired", -1],
    ["live", 5],
  ] as const)
    await t.db.insert(pendingAccounts).values({
      id: `retention-${id}`,
      email: `${id}.registration@example.org`,
      role: "client",
      details: { firstName: "Reg", passwordHash: "x" },
      expiresAt: new Date(now.getTime() + hours * 3_600_000),
    });
  const mailIds: Record<string, number> = {};
  for (const [name, row] of Object.entries(mailRows)) {
    const mail = { kind: "test", to: "retention@example.org", subject: name, text: "kept or not" };
    const [stored] = await t.db
      .insert(outbox)
      .values({ ...mail, ...row })
      .returning({ id: outbox.id });
    mailIds[name] = stored!.id;
  }
  const lead = async (status: "held" | "open", age: number) => {
    const { lead } = await makeLead(t, { clientUserId: customer.id, companies: [] });
    await t.db
      .update(leads)
      .set({ status, createdAt: daysAgo(age) })
      .where(inArray(leads.id, [lead.id]));
    return lead.id;
  };
  const leadIds = {
    heldLongAgo: await lead("held", HELD_REQUEST_DAYS + 1),
    heldLately: await lead("held", HELD_REQUEST_DAYS - 1),
    openLongAgo: await lead("open", 400),
  };
  return { mailIds, leadIds };
}

const totals = async () => ({
  sessions: (await t.db.select({ n: count() }).from(sessions))[0]!.n,
  links: (await t.db.select({ n: count() }).from(authTokens))[0]!.n,
  invites: (await t.db.select({ n: count() }).from(adminInvites))[0]!.n,
  "address counts": (await t.db.select({ n: count() }).from(addressNotices))[0]!.n,
  "unconfirmed registrations": (await t.db.select({ n: count() }).from(pendingAccounts))[0]!.n,
  "sent mails": (await t.db.select({ n: count() }).from(outbox))[0]!.n,
  "held requests": (await t.db.select({ n: count() }).from(leads))[0]!.n,
});

test("the retention job deletes what has done its work, keeps the rest, and reports what went", async () => {
  const { mailIds, leadIds } = await seed();
  const before = await totals();
  const done = (await runJobs(t.ctx, now, undefined, (j) => j.name === "retention")).retention!;
  const after = await totals();
  for (const key of Object.keys(before) as (keyof typeof before)[])
    assert.equal(done[key], before[key] - after[key], `${key}: reported as deleted = rows that went`);

  const ids = async (table: typeof sessions | typeof authTokens | typeof adminInvites) =>
    (await t.db.select({ id: table.id }).from(table))
      .map((r) => r.id)
      .filter((id) => id.startsWith("retention-"));
  assert.deepEqual((await ids(sessions)).sort(), ["retention-live"]);
  assert.deepEqual((await ids(authTokens)).sort(), ["retention-expiredLately", "retention-fresh"]);
  assert.deepEqual((await ids(adminInvites)).sort(), ["retention-expiredLately", "retention-fresh"]);
  const countsLeft = await t.db.select({ key: addressNotices.addressKey }).from(addressNotices);
  assert.deepEqual(countsLeft.map((r) => r.key).sort(), ["retention-0", "retention-1"]);
  const pendingLeft = await t.db.select({ id: pendingAccounts.id }).from(pendingAccounts);
  assert.deepEqual(
    pendingLeft.map((r) => r.id),
    ["retention-live"],
  );
  const mailsLeft = await t.db
    .select({ subject: outbox.subject })
    .from(outbox)
    .where(inArray(outbox.id, Object.values(mailIds)));
  assert.deepEqual(mailsLeft.map((m) => m.subject).sort(), ["failedLongAgo", "pendingLongAgo", "sentLately"]);
  const leadsLeft = await t.db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(leads.id, Object.values(leadIds)));
  assert.deepEqual(
    leadsLeft.map((l) => l.id).sort(),
    [leadIds.heldLately, leadIds.openLongAgo].sort(),
    "the old held request went; the recent held one and the old open one stay",
  );
  assert.ok(done.sessions >= 2 && done.links >= 2 && done.invites >= 2, "at least the seeded rows went");

  const again = (await runJobs(t.ctx, now, undefined, (j) => j.name === "retention")).retention!;
  assert.deepEqual(
    Object.values(again),
    [0, 0, 0, 0, 0, 0, 0, 0],
    "a second run finds nothing more to delete",
  );
});
