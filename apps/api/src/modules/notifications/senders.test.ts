// Issue #33: the senders read the settings. A mover who switched new-lead emails and push alerts off gets
// neither when a lead is matched to them (the lead still reaches their dashboard), while the other movers'
// new-lead emails go with their unsubscribe link; switched on again, the next lead is pushed. The new-lead
// email is written by the intake's one statement (matching/record.ts), the push by the "push alerts" job.
import assert from "node:assert/strict";
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, test } from "vitest";
import { and, eq } from "drizzle-orm";
import { companies, leadMatches } from "../../db/schema.ts";
import { runJobs } from "../../jobs/runner.ts";
import { DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { dayFromToday, houseMove } from "../../test/fixtures/leads.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

/** a stand-in push service on loopback: what it was sent, by path */
const pushed: string[] = [];
const service = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    pushed.push(req.url ?? "");
    res.writeHead(201).end();
  });
});
await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
afterAll(() => service.close());
const serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

const thames = DEMO_COMPANIES.find((c) => c.email === "hello@thamesside-removals.example.com")!;
const [thamesRow] = await t.db.select().from(companies).where(eq(companies.email, thames.email));

let n = 0;
async function sendLead() {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/client/register",
    payload: houseMove({
      client: { startDate: dayFromToday(26) },
      user: { email: `senders-${++n}@example.org` },
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const { leadId } = json<{ leadId: string }>(res);
  const [match] = await t.db
    .select()
    .from(leadMatches)
    .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, thamesRow!.id)));
  assert.ok(match, "the lead is matched to Thames-side (it reaches their dashboard)");
  return leadId;
}
const pushJob = () =>
  runJobs(
    t.ctx,
    new Date(),
    () => {},
    (j) => j.queue === "push-alerts",
  );
const leadMails = async (leadId: string) =>
  (await t.mails()).filter((m) => m.kind === "lead-new" && m.text.includes(leadId));

test("new-lead emails and pushes switched off are not sent; the other movers' go; on again, pushed again", async () => {
  const cookie = await t.login(thames.email);
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const sub = await t.app.inject({
    method: "POST",
    url: "/api/company/push-subscriptions",
    headers: { cookie },
    payload: {
      endpoint: `${serviceUrl}/push/thames-senders`,
      keys: {
        p256dh: ecdh.getPublicKey().toString("base64url"),
        auth: randomBytes(16).toString("base64url"),
      },
      label: "Test phone",
    },
  });
  assert.equal(sub.statusCode, 201, sub.body);
  const save = (on: boolean) =>
    t.app.inject({
      method: "PUT",
      url: "/api/account/notifications",
      headers: { cookie },
      payload: {
        settings: [
          { kind: "lead", channel: "email", on },
          { kind: "lead", channel: "push", on },
        ],
      },
    });
  assert.equal((await save(false)).statusCode, 200);

  const first = await sendLead();
  const mails = await leadMails(first);
  assert.equal(mails.filter((m) => m.to === thames.email).length, 0, "no new-lead email to Thames-side");
  assert.ok(mails.length >= 1, "the other matched movers are emailed");
  for (const m of mails) assert.match(m.listUnsubscribe ?? "", /\/account\/unsubscribe\?token=/);
  pushed.length = 0;
  await pushJob();
  assert.deepEqual(
    pushed.filter((p) => p.endsWith("/thames-senders")),
    [],
    "no push to Thames-side",
  );

  assert.equal((await save(true)).statusCode, 200);
  const second = await sendLead();
  assert.equal((await leadMails(second)).filter((m) => m.to === thames.email).length, 1);
  await pushJob();
  assert.deepEqual(
    pushed.filter((p) => p.endsWith("/thames-senders")),
    ["/push/thames-senders"],
  );
});
