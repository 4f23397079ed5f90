// Backups of either database (npm run db:backup / db:restore, scripts/db-backup.ts and db-restore.ts):
// PostgreSQL with its own tools — pg_dump's custom format, restored by pg_restore — and embedded PGlite as
// its data folder in one gzipped tarball (PGlite's dumpDataDir), loaded back into a new folder.
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** pg_dump / pg_restore: on the PATH, or where Debian's packages put them */
function pgTool(name: "pg_dump" | "pg_restore"): string {
  const dirs = [
    ...(process.env.PATH ?? "").split(":").filter(Boolean),
    "/usr/local/bin",
    "/usr/bin",
    "/usr/lib/postgresql/17/bin",
    "/usr/lib/postgresql/16/bin",
    "/usr/lib/postgresql/15/bin",
  ];
  for (const dir of dirs) if (existsSync(join(dir, name))) return join(dir, name);
  throw new Error(`${name} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`);
}

/** pg_dump --format=custom of the database at `url` into `file` (compressed; restored with pg_restore). */
export async function backupPostgres(url: string, file: string): Promise<void> {
  await run(pgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, url], {
    maxBuffer: 16 << 20,
  });
}

/**
 * Restores a pg_dump file into the database at `url`, in one transaction: what the backup holds replaces
 * what the database has of the same names (--clean --if-exists), so a fresh database and an old copy both
 * end up as the backup was.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await run(
    pgTool("pg_restore"),
    [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--no-privileges",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${url}`,
      file,
    ],
    { maxBuffer: 16 << 20 },
  );
}

interface DumpablePglite {
  dumpDataDir(compression?: "auto" | "gzip" | "none"): Promise<Blob | File>;
}

/** A running PGlite's whole data folder, gzipped, into `file`. */
export async function backupPglite(client: DumpablePglite, file: string): Promise<void> {
  const blob = await client.dumpDataDir("gzip");
  writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
}

/**
 * A PGlite backup loaded into `dataDir`, which must not hold a database yet (the caller moves an old one
 * aside); the folder is then what DATA_DIR/pglite is to the app.
 */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(join(dataDir, "PG_VERSION")))
    throw new Error(`${dataDir} already holds a database: move it aside first`);
  const { PGlite } = await import("@electric-sql/pglite");
  const client = new PGlite({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  await client.close();
}
