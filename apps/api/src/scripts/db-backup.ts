// npm run db:backup [-- <file>] — a backup of the app's database: with DATABASE_URL, pg_dump's custom format
// (default DATA_DIR/backups/rm-<time>.dump); without, embedded PGlite's data folder as a gzipped tarball
// (default DATA_DIR/backups/rm-<time>.pglite.tar.gz). PGlite's folder belongs to one process at a time:
// stop the app first. Restore with npm run db:restore.
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { backupPglite, backupPostgres } from "../db/backup.ts";
import { openPglite } from "../db/client.ts";

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

async function main() {
  const arg = process.argv[2];
  if (arg === "--help" || arg === "-h") {
    console.error(
      "Usage: npm run db:backup [-- <file>]   (default: DATA_DIR/backups/rm-<time>.dump or .pglite.tar.gz)",
    );
    process.exit(0);
  }
  const config = loadConfig();
  const pglite = !config.DATABASE_URL;
  const file = arg
    ? resolve(process.env.INIT_CWD ?? process.cwd(), arg)
    : join(config.DATA_DIR, "backups", `rm-${stamp()}${pglite ? ".pglite.tar.gz" : ".dump"}`);
  mkdirSync(dirname(file), { recursive: true });
  const t0 = Date.now();
  if (config.DATABASE_URL) await backupPostgres(config.DATABASE_URL, file);
  else {
    const database = await openPglite({ dataDir: join(config.DATA_DIR, "pglite") });
    try {
      // biome-ignore lint/suspicious/noExplicitAny: dumpDataDir lives on the PGlite client
      await backupPglite((database.db as any).$client, file);
    } finally {
      await database.close();
    }
  }
  console.error(
    `Backed up the ${pglite ? "PGlite" : "PostgreSQL"} database to ${file} in ${Date.now() - t0} ms.`,
  );
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
});
