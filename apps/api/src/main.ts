// npm start: one Node process on PORT — the JSON API under /api and the server-rendered site.
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { buildApp } from "./app.ts";
import { startOutboxWorker } from "./modules/mail/outbox.ts";
import { createSender } from "./modules/mail/transport.ts";
import { buildAttachment } from "./modules/mail/attachments.ts";
import { runStartupTasks } from "./startup.ts";

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
  const database = await openDatabase(config);
  const log = (msg: string) => console.log(msg);
  let kick = () => {};
  const ctx = { config, db: database.db, dbKind: database.kind, kickOutbox: () => kick() };
  await runStartupTasks(ctx, log);

  const app = await buildApp(ctx, { logger: true, web: true });
  // the development transport's "mail kept" lines are info: quiet when LOG_LEVEL asks for warnings and worse
  const infoLog = ["info", "debug", "trace"].includes(config.LOG_LEVEL) ? log : () => {};
  const send = createSender({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: infoLog,
    buildAttachment,
  });
  const worker = startOutboxWorker(database.db, send, config.OUTBOX_POLL_MS, log);
  kick = () => void worker.kick();

  await app.listen({ port: config.PORT, host: config.HOST });
  log(`London Removals Compare is running on ${config.appUrl} (database: ${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: finishing in-flight requests`);
    const force = setTimeout(() => process.exit(1), 15_000);
    await app.close(); // stops accepting, waits for in-flight requests
    await worker.stop();
    await database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
