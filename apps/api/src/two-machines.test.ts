// Issue #31, the proof: two app processes as two machines would run — each its own DATA_DIR (no shared disk),
// one PostgreSQL, one Redis, one S3-protocol server (s3rver on loopback), the same ENCRYPTION_KEY and
// POW_HMAC_SECRET. A certificate uploaded through A is downloaded through B; an admin whose authenticator secret
// was sealed elsewhere signs in with a code on B; a proof of work issued by A is accepted by B; a mail queued on A
// with a sealed sign-in link (A's mail server down) is sent by B with a link that works; each timed job's run at
// start is one job across both processes, run once.
//
// PostgreSQL only (two processes cannot share embedded PGlite); it needs Redis (TEST_REDIS_URL, default
// redis://127.0.0.1:6379).
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, test } from "vitest";
import { POW_CHALLENGE_PATH, POW_HEADER } from "@rm/domain/proof-of-work";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { currentCode } from "./modules/accounts/index.ts";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET, DEMO_COMPANIES, DEMO_PASSWORD } from "./seed/demo-accounts.ts";
import {
  type AppProcess,
  databaseUrlOf,
  eventually,
  processEnv,
  startProcess,
  stopProcess,
  waitReady,
} from "./test/app-processes.ts";
import { TEST_DATA_DIR, testDbKind } from "./test/database.ts";
import { houseMove } from "./test/fixtures/leads.ts";
import { multipart, SAMPLE_PDF } from "./test/fixtures/files.ts";
import { buildTestApp, type TestApp } from "./test/helper.ts";
import { startOnFreePort } from "./test/ports.ts";
import { startS3, type TestS3 } from "./test/s3.ts";
import { tempDir } from "./test/temp-dir.ts";

const REDIS_URL = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
const skip =
  testDbKind() !== "postgres"
    ? "runs in the PostgreSQL pass: two processes cannot share embedded PGlite"
    : false;
if (skip) console.log(`two-machines.test.ts skipped: ${skip}`);

const prefix = `rm-test-${randomBytes(4).toString("hex")}:`;
const delivered: { to: string[]; text: string }[] = [];
let t: TestApp;
let s3: TestS3;
let sink: SMTPServer;
let a: AppProcess;
let b: AppProcess;

async function startSink() {
  sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((r) => r.address);
      simpleParser(stream)
        .then((parsed) => delivered.push({ to, text: parsed.text ?? "" }))
        .then(() => done(), done);
    },
  });
  sink.listen(0, "127.0.0.1");
  await once(sink.server, "listening");
  return (sink.server.address() as { port: number }).port;
}

async function startAll() {
  t = await buildTestApp();
  const databaseUrl = await databaseUrlOf(t);
  s3 = await startS3();
  const smtpPort = await startSink();
  const shared = {
    ...processEnv(databaseUrl, REDIS_URL, prefix),
    ...s3.env,
    // the key the test database's seed sealed the demo admin's secret with, given to both, as production does
    ENCRYPTION_KEY: readFileSync(join(TEST_DATA_DIR, "encryption.key"), "utf8").trim(),
    POW_HMAC_SECRET: randomBytes(32).toString("hex"),
    POW_MAX_NUMBER: "1000",
    RATE_LIMIT_FACTOR: "100",
  };
  const machine = (name: string, env: Record<string, string>) =>
    startOnFreePort<AppProcess>({
      start: (port) =>
        startProcess(name, port, { ...shared, ...env, DATA_DIR: tempDir(`rm-machine-${name}-`) }),
      ready: waitReady,
      output: (p) => p.output.join(""),
      stop: stopProcess,
    });
  // A's mail server is down (nothing listens on port 9) and it asks the job system for outbox work only hourly
  // (it sends only what it writes itself, and that fails); B sends by the sink and asks often
  [a, b] = await Promise.all([
    machine("A", { SMTP_URL: "smtp://127.0.0.1:9", OUTBOX_POLL_MS: "3600000" }),
    machine("B", { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_MS: "100" }),
  ]);
}
if (!skip) await startAll();

afterAll(async () => {
  for (const p of [a, b]) if (p) await stopProcess(p);
  if (sink) await new Promise<void>((resolve) => sink.close(() => resolve()));
  await s3?.stop();
  if (skip) return;
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  for await (const keys of redis.scanStream({ match: `${prefix}*` }))
    if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

const post = (p: AppProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${p.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

test.skipIf(skip)(
  "a certificate uploaded through A is downloaded through B (one bucket, no shared disk)",
  async () => {
    const cookie = await t.login(DEMO_COMPANIES[0]!.email);
    const body = multipart(
      { kind: "pl", coverPounds: "5000000", expiresOn: `${new Date().getFullYear() + 1}-06-30` },
      [{ name: "pl.pdf", data: SAMPLE_PDF, type: "application/pdf" }],
    );
    const up = await fetch(`${a.base}/api/companies/me/documents`, {
      method: "POST",
      headers: { ...body.headers, cookie, origin: a.base },
      body: body.payload,
    });
    assert.equal(up.status, 201, await up.clone().text());
    const url = ((await up.json()) as { data: { fileUrl: string } }).data.fileUrl;
    const down = await fetch(`${b.base}${url}`, { headers: { cookie } });
    assert.equal(down.status, 200);
    assert.deepEqual(Buffer.from(await down.arrayBuffer()), SAMPLE_PDF);
  },
);

test.skipIf(skip)(
  "an admin whose authenticator secret was sealed elsewhere signs in with a code on B",
  async () => {
    const first = await post(b, "/api/auth/login", { email: DEMO_ADMIN.email, password: DEMO_PASSWORD });
    assert.equal(first.status, 200);
    const { challenge } = (await first.json()) as { challenge: string };
    const code = await post(b, "/api/auth/login/code", {
      challenge,
      code: currentCode(DEMO_ADMIN_TOTP_SECRET),
    });
    assert.equal(code.status, 200, await code.clone().text());
    assert.equal(((await code.json()) as { data: { email: string } }).data.email, DEMO_ADMIN.email);
  },
);

test.skipIf(skip)("a proof of work issued by A is accepted by B", async () => {
  const issued = await fetch(`${a.base}/api${POW_CHALLENGE_PATH}`);
  assert.equal(issued.status, 200);
  const challenge = ((await issued.json()) as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  assert.ok(solution);
  const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  const lead = await post(
    b,
    "/api/client/register",
    houseMove({ user: { email: "two-machines@example.org", firstName: "Tomas", lastName: "Two" } }),
    { [POW_HEADER]: proof },
  );
  assert.equal(lead.status, 200, await lead.clone().text());
});

// The rule (jobs/job-system.ts): one run at start per job and per clock minute, whichever processes start in
// it. Both processes start within seconds, so each job has one run, or two when their starts straddle a minute
// (one in each minute, never two in one).
test.skipIf(skip)(
  "each timed job's run at start is one job per minute across both processes, run once",
  async () => {
    const runs = async () =>
      (
        (await t.db.execute(
          sql`select name, count(*)::int as n, count(distinct singleton_on)::int as minutes,
              count(*) filter (where state = 'completed')::int as done
            from pgboss.job where singleton_key = 'at-start' group by name order by name`,
        )) as { rows: { name: string; n: number; minutes: number; done: number }[] }
      ).rows;
    await eventually("every job's run at start completed", async () => {
      const rows = await runs();
      return rows.length > 0 && rows.every((r) => r.done === r.n);
    });
    for (const r of await runs()) {
      assert.equal(r.n, r.minutes, `${r.name}: one run at start per minute for two processes`);
      assert.ok(r.n <= 2, `${r.name}: ${r.n} runs at start for two processes started within seconds`);
    }
  },
);

test.skipIf(skip)(
  "a mail queued on A with a sealed link (A's mail server down) is sent by B, and its link works",
  async () => {
    const email = DEMO_COMPANIES[1]!.email;
    assert.equal((await post(a, "/api/auth/login-link", { email })).status, 200);
    const linkIn = (m: { to: string[]; text: string }) =>
      m.to.includes(email) ? /login\/link\?token=([\w-]+)/.exec(m.text)?.[1] : undefined;
    await eventually("B delivered the sign-in link", () => delivered.some(linkIn), 600);
    const token = linkIn(delivered.find(linkIn)!);
    const used = await post(a, "/api/auth/login-link/use", { token });
    assert.equal(used.status, 200, await used.clone().text());
  },
);
