// Streams a postcode CSV into the `postcodes` table: batches of rows, each one INSERT ... ON CONFLICT DO
// UPDATE, all inside one transaction (a failed import leaves the table as it was, and PGlite is many times
// faster when it does not commit every batch).
import { createReadStream, statSync } from "node:fs";
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { postcodes } from "../../../db/schema.ts";
import { invalidatePostcodeIndex } from "../postcode-index.ts";
import { type PostcodeFileFormat, type PostcodeRow, readerForHeader, splitCsvLine } from "./csv-format.ts";

export interface ImportProgress {
  bytesRead: number;
  totalBytes: number;
  imported: number;
  skipped: number;
}

export interface ImportOptions {
  /** rows per INSERT statement */
  batchSize?: number;
  onProgress?: (p: ImportProgress) => void;
}

export interface ImportResult {
  format: PostcodeFileFormat;
  imported: number;
  skipped: number;
  ms: number;
}

// Each column travels as one array literal and unnest() turns the arrays back into rows: a batch is one
// short statement with six parameters, however many rows it holds. The values were validated by the
// reader (postcode format, finite numbers, authority codes), so none needs quoting inside the literal.
const arrayLiteral = (values: (string | number | null)[]) =>
  `{${values.map((v) => (v === null ? "NULL" : String(v))).join(",")}}`;

export async function upsertPostcodes(db: DbOrTx, rows: PostcodeRow[]): Promise<void> {
  if (rows.length === 0) return;
  // one statement may not touch the same row twice: the last row of a postcode wins
  const unique = [...new Map(rows.map((r) => [r.postcode, r])).values()];
  await db.execute(sql`
    INSERT INTO postcodes (postcode, compact, outcode, lat, lon, borough_code)
    SELECT * FROM unnest(
      ${arrayLiteral(unique.map((r) => r.postcode))}::text[],
      ${arrayLiteral(unique.map((r) => r.compact))}::text[],
      ${arrayLiteral(unique.map((r) => r.outcode))}::text[],
      ${arrayLiteral(unique.map((r) => r.lat))}::float8[],
      ${arrayLiteral(unique.map((r) => r.lon))}::float8[],
      ${arrayLiteral(unique.map((r) => r.boroughCode))}::text[]
    )
    ON CONFLICT (postcode) DO UPDATE SET
      compact = excluded.compact, outcode = excluded.outcode, lat = excluded.lat, lon = excluded.lon,
      borough_code = excluded.borough_code`);
}

/** PGlite's client, when `db` runs on it (it can COPY from a Blob); null on PostgreSQL. */
function pgliteClient(db: Db): PgliteCopy | null {
  const client = (db as unknown as { $client?: Partial<PgliteCopy> & { dumpDataDir?: unknown } }).$client;
  return client && typeof client.dumpDataDir === "function" && typeof client.query === "function"
    ? (client as PgliteCopy)
    : null;
}
interface PgliteCopy {
  query(text: string, params: unknown[], opts: { blob: Blob }): Promise<unknown>;
}

/**
 * Stores rows already read (the shipped London file) inside one transaction; `onProgress` hears after each
 * part. Into an empty table, the secondary indexes are dropped first and built again after the rows are in
 * (their definitions are read from the database, so the schema stays their one source), and PGlite loads
 * with COPY: ~1.2 s instead of ~5 s for the London file on PGlite here. Otherwise it upserts in batches.
 */
export async function importPostcodeRows(
  db: Db,
  rows: readonly PostcodeRow[],
  opts: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<{ imported: number; ms: number }> {
  const started = Date.now();
  const pglite = pgliteClient(db);
  try {
    await db.transaction(async (tx) => {
      const [{ any } = { any: false }] = await tx
        .select({ any: sql<boolean>`true` })
        .from(postcodes)
        .limit(1);
      const empty = !any;
      const batchSize = opts.batchSize ?? (empty && pglite ? 50_000 : 5_000);
      const indexes = empty
        ? (
            (await tx.execute(sql`
              SELECT indexname AS name, indexdef AS def FROM pg_indexes
              WHERE schemaname = current_schema() AND tablename = 'postcodes'
                AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'postcodes'::regclass)`)) as {
              rows: { name: string; def: string }[];
            }
          ).rows
        : [];
      for (const ix of indexes) await tx.execute(sql.raw(`DROP INDEX "${ix.name}"`));
      for (let i = 0; i < rows.length; i += batchSize) {
        const part = rows.slice(i, i + batchSize);
        if (empty && pglite) await copyInto(tx, part);
        else await upsertPostcodes(tx, part);
        opts.onProgress?.(Math.min(i + batchSize, rows.length), rows.length);
      }
      for (const ix of indexes) await tx.execute(sql.raw(ix.def));
    });
  } finally {
    invalidatePostcodeIndex(db);
  }
  return { imported: rows.length, ms: Date.now() - started };
}

/** PGlite: COPY the rows from a CSV blob, inside the caller's transaction (same connection). */
async function copyInto(tx: DbOrTx, rows: readonly PostcodeRow[]) {
  const csv = rows
    .map((r) => `${r.postcode},${r.compact},${r.outcode},${r.lat},${r.lon},${r.boroughCode ?? ""}`)
    .join("\n");
  const client = (tx as unknown as { session: { client: PgliteCopy } }).session.client;
  await client.query(
    "COPY postcodes (postcode, compact, outcode, lat, lon, borough_code) FROM '/dev/blob' WITH (FORMAT csv)",
    [],
    { blob: new Blob([`${csv}\n`]) },
  );
}

/** Imports one Code-Point Open-style or ONSPD CSV file; throws on an unrecognised header. */
export async function importPostcodeFile(
  db: Db,
  path: string,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  const started = Date.now();
  const batchSize = opts.batchSize ?? 1000;
  const progress: ImportProgress = { bytesRead: 0, totalBytes: statSync(path).size, imported: 0, skipped: 0 };
  let format: PostcodeFileFormat | undefined;
  let stream: ReturnType<typeof createReadStream> | undefined;
  let lines: ReturnType<typeof createInterface> | undefined;

  const run = async (tx: DbOrTx) => {
    // opened here, where `for await` starts reading at once: a readline interface created before the
    // transaction has begun emits lines nobody is listening for yet, and they are lost
    stream = createReadStream(path, { highWaterMark: 256 * 1024 });
    stream.on("data", (chunk) => {
      progress.bytesRead += chunk.length;
    });
    lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
    let reader: ReturnType<typeof readerForHeader> | undefined;
    let batch: PostcodeRow[] = [];
    let lastReport = 0;
    for await (const line of lines) {
      if (!reader) {
        reader = readerForHeader(line);
        format = reader.format;
        continue;
      }
      if (line.trim() === "") continue;
      const row = reader.read(splitCsvLine(line));
      if (row) batch.push(row);
      else progress.skipped++;
      if (batch.length >= batchSize) {
        await upsertPostcodes(tx, batch);
        progress.imported += batch.length;
        batch = [];
        if (opts.onProgress && Date.now() - lastReport > 100) {
          lastReport = Date.now();
          opts.onProgress(progress);
        }
      }
    }
    if (!reader) throw new Error(`${path} is empty`);
    await upsertPostcodes(tx, batch);
    progress.imported += batch.length;
    opts.onProgress?.({ ...progress, bytesRead: progress.totalBytes });
  };

  try {
    await db.transaction((tx) => run(tx));
  } finally {
    invalidatePostcodeIndex(db);
    lines?.close();
    stream?.destroy();
  }
  return {
    format: format ?? "codepoint",
    imported: progress.imported,
    skipped: progress.skipped,
    ms: Date.now() - started,
  };
}
