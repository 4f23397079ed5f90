// npm start: one Node process on PORT — the JSON API under /api and the server-rendered site.
// npm run dev: the same with `--dev` under `tsx watch`: the site from source through Vite with hot reload
// (web/dev-server.ts), and a restart (SIGTERM, then a new process) when the API's own code changes.
import { join } from "node:path";
import type { AppContext } from "./app-context.ts";
import { ConfigError, dkimOf, loadConfig } from "./config.ts";
import { openDatabase, openPostgres } from "./db/client.ts";
import { buildApp } from "./app.ts";
import { type JobSystem, startJobSystem } from "./jobs/job-system.ts";
import { pushDepsOf, textDepsOf } from "./jobs/runner.ts";
import { coalesced } from "./lib/coalesced.ts";
import { safeErrorText } from "./lib/safe-log.ts";
import { dispatchPush } from "./modules/alerts/index.ts";
import { buildAttachment, createSender, startOutboxWorker } from "./modules/mail/index.ts";
import { deliverTexts } from "./modules/texts/index.ts";
import { runStartupTasks } from "./startup.ts";

const dev = process.argv.includes("--dev");

/** Set once a stop (SIGTERM, SIGINT) has begun: the process then ends through `shutdown` alone. */
let stopping: Promise<void> | undefined;

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = (msg: string) => console.log(msg);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let worker: ReturnType<typeof startOutboxWorker> | undefined;
  let pushes: ReturnType<typeof coalesced> | undefined;
  let texts: ReturnType<typeof coalesced> | undefined;
  let jobs: Promise<JobSystem | undefined> | undefined;
  // From the start a stop closes the database before the process ends, even mid-start: embedded PGlite's
  // files must be closed cleanly, and `tsx watch` (npm run dev) starts the next process, which opens the same
  // files, only once this one has exited (it kills it after 5 s: in dev in-flight requests get 2 s).
  const opening = openDatabase(config);
  const shutdown = async (signal: string) => {
    log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    if (app) await (dev ? Promise.race([app.close(), delay(2000)]) : app.close()); // stops accepting, waits for in-flight requests
    await (await jobs)?.stop();
    await worker?.stop();
    await pushes?.stop();
    await texts?.stop();
    await (await opening.catch(() => undefined))?.close();
    clearTimeout(force);
    process.exit(0);
  };
  const stop = (signal: string) => {
    stopping ??= shutdown(signal);
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  const database = await opening;
  let kick = () => {};
  const ctx: AppContext = { config, db: database.db, dbKind: database.kind, kickOutbox: () => kick() };
  // imports and index builds at start run on a connection of their own, without the requests' statement limit
  const setup =
    config.DATABASE_URL && (config.DATABASE_STATEMENT_TIMEOUT_MS || config.DATABASE_DIRECT_URL)
      ? await openPostgres(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL, 2)
      : undefined;
  try {
    await runStartupTasks(setup ? { ...ctx, db: setup.db } : ctx, log);
  } finally {
    await setup?.close();
  }

  app = await buildApp(ctx, { logger: true, web: true, dev });
  // the development transport's "mail kept" lines are info: quiet when LOG_LEVEL asks for warnings and worse
  const infoLog = ["info", "debug", "trace"].includes(config.LOG_LEVEL) ? log : () => {};
  const send = createSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: infoLog,
    buildAttachment,
    keepDir: config.NODE_ENV === "production" ? undefined : join(config.DATA_DIR, "mail"),
    dkim: dkimOf(config),
  });
  ctx.sendMail = send;
  // a write's mail and push alerts leave at once from the process that wrote them; the job system's "mail
  // outbox" and "push alerts" jobs send the rest (retries, scheduled mail, what a stopped process left)
  worker = startOutboxWorker(database.db, send, log);
  pushes = coalesced(
    (stopping) => dispatchPush(pushDepsOf(ctx), new Date(), log, stopping),
    (err) => log(`push: ${safeErrorText(err)}`),
  );
  // issue #33: a write's texts too (a verification code goes at once)
  const textDeps = textDepsOf(ctx, infoLog);
  texts = coalesced(
    (stopping) => deliverTexts(textDeps, new Date(), stopping),
    (err) => log(`texts: ${safeErrorText(err)}`),
  );
  kick = () => {
    void worker?.kick();
    void pushes?.kick();
    void texts?.kick();
  };
  if (stopping) return;
  await app.listen({ port: config.PORT, host: config.HOST });
  // the emails asking for reviews, and any other work on the clock (jobs/runner.ts, jobs/job-system.ts): started
  // once the site answers (its first start on PGlite creates its tables, a few seconds); a failure to start it
  // is logged and the site goes on (mail still goes out; timed work waits for the next start)
  jobs = startJobSystem(ctx, database, log).catch((err) => {
    log(`jobs: the job system did not start: ${(err as Error).message}`);
    return undefined;
  });
  log(
    `London Removals Compare is running on ${config.appUrl} (database: ${database.kind}${dev ? "; development: Vite with hot reload" : ""})`,
  );
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

main().catch((err) => {
  // a start cut short by a stop fails on the closed database: the stop ends the process
  if (stopping) return;
  // a refused setting (issue #31: secrets that differ from the other processes') is one clear line, not a stack
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
