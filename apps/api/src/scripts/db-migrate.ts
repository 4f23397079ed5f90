// npm run db:migrate — the release step (issue #31): applies the migrations the code has and the database lacks,
// then exits. Run it once per release before the new processes start; the processes migrate at start too, under
// the same PostgreSQL advisory lock, so a machine that starts first (or two that start at once) applies each
// migration once. Without DATABASE_URL it migrates the embedded PGlite database in DATA_DIR (stop the app first).
import { join } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { migrate, migratePostgres, openPglite } from "../db/client.ts";

async function main() {
  const config = loadConfig();
  const t0 = Date.now();
  if (config.DATABASE_URL) await migratePostgres(config.DATABASE_DIRECT_URL ?? config.DATABASE_URL);
  else {
    const database = await openPglite({ dataDir: join(config.DATA_DIR, "pglite") });
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  }
  console.error(
    `Migrated the ${config.DATABASE_URL ? "PostgreSQL" : "PGlite"} database in ${Date.now() - t0} ms.`,
  );
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Migration failed: ${(err as Error).message}`);
  process.exit(1);
});
