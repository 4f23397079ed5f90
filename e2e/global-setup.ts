// Before the e2e specs (e2e/playwright.config.ts): a real SMTP server on loopback that keeps what it
// receives, then the built app on a free port with a fresh database and the operator's settings, the demo
// movers given room for one run's leads. The database is a new one on TEST_DATABASE_URL's PostgreSQL server
// when that is set (npm test in CI; dropped afterwards) — the database production runs on, and queries run in
// PostgreSQL's processes instead of the app's one thread (alone, 3 workers: 279 s on PGlite, 256 s) — else
// embedded PGlite, as `npm start` (a clone with nothing beside it). The runner's process keeps both for the whole run (the
// SMTP server must keep answering while the specs run); the workers find them through the environment
// set here (E2E_BASE_URL, E2E_MAIL_LOG and the site settings), which they inherit.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { DEMO_ADMIN } from "../apps/api/src/seed/demo-accounts.ts";
import { DEMO_PASSWORD, sessionCookie } from "./lib/browser.ts";
import { giveDemoMoversRoom } from "./lib/demo-movers.ts";
import { SITE_ENV } from "./lib/site-env.ts";
import { startFakeCompaniesHouse } from "../apps/api/src/test/fixtures/companies-house.ts";
import { freePort, PORT_TAKEN, startOnFreePort } from "../apps/api/src/test/ports.ts";
import { fakeTwilioEnv, startFakeTwilio } from "../apps/api/src/test/fake-twilio.ts";

const root = resolve(import.meta.dirname, "..");

/** an attachment as the mail log keeps it: a text file (a calendar file) with its text, to be read */
const attachment = (a: { filename?: string; contentType: string; size: number; content: Buffer }) => ({
  filename: a.filename,
  contentType: a.contentType,
  size: a.size,
  ...(a.contentType.startsWith("text/") ? { content: a.content.toString("utf8") } : {}),
});

function captureMail(mailLog: string) {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, cb) {
      simpleParser(stream)
        .then((m) => {
          const to = session.envelope.rcptTo.map((r) => r.address);
          // issue #33: a non-essential mail's one-click unsubscribe link, as its List-Unsubscribe header says
          const unsubscribe = m.headerLines.find((h) => h.key === "list-unsubscribe")?.line;
          const listUnsubscribe = unsubscribe?.match(/<(https?:[^>]+)>/)?.[1];
          appendFileSync(
            mailLog,
            `${JSON.stringify({ to, subject: m.subject, text: m.text, attachments: (m.attachments ?? []).map(attachment), listUnsubscribe })}\n`,
          );
          cb();
        })
        .catch((err) => {
          console.error("e2e smtp: could not parse a message", err);
          cb(err);
        });
    },
  });
}

function startApp(
  port: number,
  baseUrl: string,
  work: string,
  smtpPort: number,
  companiesHouseUrl: string,
  databaseUrl: string,
  twilioUrl: string,
): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "apps/api/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: join(work, "data"),
      SEED_DEMO_LEADS: "false",
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: "100",
      // issue #16: the review emails go at once, whatever the hour the suite runs
      REVIEW_MAIL_HOUR: "0",
      RATE_LIMIT_FACTOR: "50",
      // issue #13 (docs/README.md#issues): the proof of work the anonymous forms solve stays quick in the browser and in the tests
      POW_MAX_NUMBER: "1000",
      LOG_LEVEL: "warn",
      // the suite checks behaviour on a machine busy with other test stages: no load shedding (503s)
      EVENT_LOOP_MAX_DELAY_MS: "0",
      DATABASE_URL: databaseUrl,
      // issue #19: vetting checks numbers against a local fake of Companies House (recorded answers)
      COMPANIES_HOUSE_API_KEY: "e2e-fake-key",
      COMPANIES_HOUSE_API_URL: companiesHouseUrl,
      // issue #33: texts go through Twilio's library to a local fake of its Messages API (the specs read it back)
      ...fakeTwilioEnv({ url: twilioUrl }),
      ...SITE_ENV,
    },
    // piped, and passed on as it comes: startOnFreePort reads it for a port taken before the app bound it
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** scripts/prepare-test-db.ts with `args` (run in its own process: it loads the app's database modules) */
function testDb(args: string[]): string {
  const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/prepare-test-db.ts", ...args], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (r.status !== 0) throw new Error(`e2e: scripts/prepare-test-db.ts ${args.join(" ")} failed`);
  return r.stdout.trim();
}
/** an empty database on TEST_DATABASE_URL's server, named for this run (the app migrates and seeds it) */
function createDatabase() {
  const name = `rm_e2e_${process.pid}_${Date.now().toString(36)}`;
  return { name, url: testDb(["create-postgres", name]) };
}
const dropDatabase = (name: string) => testDb(["drop-postgres", name]);

export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = mkdtempSync(join(tmpdir(), "rm-e2e-"));
  const mailLog = join(work, "mails.jsonl");
  writeFileSync(mailLog, "");
  const smtp = captureMail(mailLog);
  const smtpPort = await freePort();
  await new Promise<void>((ok) => smtp.listen(smtpPort, "127.0.0.1", ok));

  const companiesHouse = await startFakeCompaniesHouse();
  const twilio = await startFakeTwilio();
  const postgres = process.env.TEST_DATABASE_URL ? createDatabase() : null;
  // never leave the app running if the runner is stopped
  let server: ChildProcess | undefined;
  const kill = () => server?.exitCode === null && server.kill("SIGKILL");
  process.on("exit", kill);
  const stopApp = async (app: ChildProcess) => {
    if (app.exitCode !== null || app.signalCode !== null) return;
    const exited = once(app, "exit");
    app.kill("SIGTERM");
    await exited;
  };
  const teardown = async () => {
    if (server) await stopApp(server);
    process.off("exit", kill);
    await new Promise<void>((r) => smtp.close(() => r()));
    await companiesHouse.close();
    await twilio.close();
    if (postgres) dropDatabase(postgres.name);
    rmSync(work, { recursive: true, force: true });
  };

  let baseUrl = "";
  let output = "";
  try {
    server = await startOnFreePort<ChildProcess>({
      start: (port) => {
        baseUrl = `http://127.0.0.1:${port}`;
        output = "";
        const app = startApp(
          port,
          baseUrl,
          work,
          smtpPort,
          companiesHouse.url,
          postgres?.url ?? "",
          twilio.url,
        );
        server = app;
        app.stdout?.on("data", (d) => {
          output += d;
          process.stdout.write(d);
        });
        app.stderr?.on("data", (d) => {
          output += d;
          process.stderr.write(d);
        });
        return app;
      },
      ready: async (app) => {
        // the first start imports the London postcodes (about a minute on a busy 2-core machine)
        const readyBy = Date.now() + (Number(process.env.E2E_READY_TIMEOUT_MS) || 6 * 60_000);
        while (app.exitCode === null && !PORT_TAKEN.test(output) && Date.now() < readyBy) {
          await new Promise((r) => setTimeout(r, 250));
          // (a bounded wait: whoever else may hold the port need not answer)
          const ready = await fetch(`${baseUrl}/api/ready`, { signal: AbortSignal.timeout(5000) }).then(
            (r) => r.ok,
            () => false,
          );
          if (ready) return;
        }
        throw new Error("e2e: the app did not become ready (is the web build there? `npm run build`)");
      },
      output: () => output,
      stop: stopApp,
    });
  } catch (err) {
    await teardown();
    throw err;
  }
  try {
    await giveDemoMoversRoom(baseUrl);
  } catch (err) {
    await teardown();
    throw new Error(`e2e: could not raise the demo movers' lead caps: ${(err as Error).message}`);
  }
  Object.assign(process.env, {
    E2E_BASE_URL: baseUrl,
    E2E_MAIL_LOG: mailLog,
    E2E_TWILIO_URL: twilio.url,
    ...SITE_ENV,
  });
  try {
    // the run's one admin session, which the workers reuse (e2e/lib/browser.ts)
    await sessionCookie(DEMO_ADMIN.email, DEMO_PASSWORD, baseUrl);
  } catch (err) {
    await teardown();
    throw new Error(`e2e: could not sign the demo admin in: ${(err as Error).message}`);
  }
  return teardown;
}
