// A fresh database for the run: a new database on the local PostgreSQL server (dropped afterwards), or an
// embedded PGlite folder when no server answers.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { onCleanup } from "./processes.ts";
import { errorText, log, TMP_DIR } from "./util.ts";

export const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type BenchDatabase =
  | { kind: "postgres"; url: string; name: string; note: string }
  | { kind: "pglite"; dataDir: string; note: string };

/** `forcePglite`: skip the server (the run already found none). */
export async function createBenchDatabase(stamp: string, forcePglite = false): Promise<BenchDatabase> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    if (forcePglite) throw new Error("no PostgreSQL server in this run");
    await admin.connect();
  } catch (err) {
    const dataDir = join(TMP_DIR, `pglite-${stamp}`);
    mkdirSync(dataDir, { recursive: true });
    onCleanup("remove PGlite folder", () => rmSync(dataDir, { recursive: true, force: true }));
    const note = `PostgreSQL not reachable at ${redact(ADMIN_URL)} (${errorText(err)}): measured on embedded PGlite`;
    log(note);
    return { kind: "pglite", dataDir, note };
  }
  const name = `bench_${stamp}`;
  try {
    const version = await admin.query<{ server_version: string }>("show server_version");
    await admin.query(`create database ${name}`);
    onCleanup(`drop database ${name}`, () => dropDatabase(name));
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    const note = `PostgreSQL ${version.rows[0].server_version} at ${url.host}, fresh database ${name}`;
    log(note);
    return { kind: "postgres", url: url.href, name, note };
  } finally {
    await admin.end();
  }
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    log(`dropped database ${name}`);
  } finally {
    await admin.end();
  }
}

const redact = (url: string) => url.replace(/\/\/[^@/]*@/, "//…@");
