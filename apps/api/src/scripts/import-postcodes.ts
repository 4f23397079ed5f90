// npm run import:postcodes -- <file.csv>
// Loads an OS Code-Point Open-style CSV (postcode, latitude, longitude, borough_code) or an ONSPD CSV
// (pcds, lat, long, oslaua, doterm) into the `postcodes` table of the configured database
// (DATABASE_URL, or the embedded PGlite in DATA_DIR), with a progress bar on stderr. The embedded database
// allows one process at a time: stop the app before importing into it (a running app on PostgreSQL picks
// the new postcodes up within a minute).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { ConfigError, loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { importPostcodeFile, type ImportProgress } from "../modules/postcodes/index.ts";

const fmt = (n: number) => n.toLocaleString("en-GB");

/** A one-line bar redrawn in place on a terminal; on a pipe, a line every 10%. */
export function progressBar(out: NodeJS.WriteStream = process.stderr) {
  const started = Date.now();
  let lastTenth = -1;
  return (p: ImportProgress) => {
    const share = p.totalBytes ? Math.min(1, p.bytesRead / p.totalBytes) : 1;
    const width = 30;
    const filled = Math.round(share * width);
    const text = `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${fmt(p.imported)} imported, ${fmt(p.skipped)} skipped, ${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (out.isTTY) out.write(`\r${text}`);
    else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      out.write(`${text}\n`);
    }
  };
}

async function main() {
  const file = process.argv[2];
  if (!file || file === "--help" || file === "-h") {
    console.error("Usage: npm run import:postcodes -- <file.csv>   (Code-Point Open-style or ONSPD CSV)");
    process.exit(file ? 0 : 2);
  }
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(path)) {
    console.error(`No such file: ${path}`);
    process.exit(2);
  }
  const config = loadConfig();
  // a whole-country import builds its indexes in statements longer than a request may take
  const database = await openDatabase({ ...config, DATABASE_STATEMENT_TIMEOUT_MS: 0 });
  try {
    const bar = progressBar();
    const result = await importPostcodeFile(database.db, path, { onProgress: bar });
    if (process.stderr.isTTY) process.stderr.write("\n");
    console.error(
      `Imported ${fmt(result.imported)} postcodes (${result.format} format, ${fmt(result.skipped)} rows skipped: terminated, without a location or not a postcode) into ${database.kind} in ${(result.ms / 1000).toFixed(1)} s.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Import failed: ${(err as Error).message}`);
  process.exit(1);
});
