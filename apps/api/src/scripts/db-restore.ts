// npm run db:restore -- <file> — puts a backup made by npm run db:backup back: with DATABASE_URL, pg_restore
// into that database in one transaction (its tables replaced by the backup's; create a fresh database to
// restore beside the live one); without, the PGlite tarball into DATA_DIR/pglite, the folder there moved
// aside first (pglite.before-restore-<time>). Stop the app first.
import { existsSync, renameSync } from "node:fs";
import { join, resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { restorePglite, restorePostgres } from "../db/backup.ts";

const stamp = () => new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);

async function main() {
  const arg = process.argv[2];
  if (!arg || arg === "--help" || arg === "-h") {
    console.error("Usage: npm run db:restore -- <file>   (a file made by npm run db:backup)");
    process.exit(arg ? 0 : 2);
  }
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), arg);
  if (!existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
  const config = loadConfig();
  const t0 = Date.now();
  if (config.DATABASE_URL) {
    if (file.endsWith(".tar.gz"))
      throw new Error("this is a PGlite backup: unset DATABASE_URL to restore it");
    await restorePostgres(file, config.DATABASE_URL);
  } else {
    if (!file.endsWith(".tar.gz"))
      throw new Error("this is a PostgreSQL backup: set DATABASE_URL to restore it");
    const dataDir = join(config.DATA_DIR, "pglite");
    if (existsSync(dataDir)) {
      const aside = `${dataDir}.before-restore-${stamp()}`;
      renameSync(dataDir, aside);
      console.error(`Moved the current database aside to ${aside}.`);
    }
    await restorePglite(file, dataDir);
  }
  console.error(`Restored ${file} in ${Date.now() - t0} ms.`);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exit(1);
});
