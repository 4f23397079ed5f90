// Startup tasks for the postcode reference data: the project's own district table always, and the full
// London postcode file from ../shared/data when it is there and IMPORT_LONDON_POSTCODES is on.
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import type { Db } from "../../db/client.ts";
import { postcodeDistricts, postcodes } from "../../db/schema.ts";
import { LONDON_DISTRICTS } from "../../data/london-districts.ts";
import { type ImportOptions, type ImportResult, importPostcodeFile } from "./import/import-file.ts";

export const LONDON_POSTCODES_FILE = "london_postcodes_codepoint_2025.csv";

/** Loads (or refreshes) `postcode_districts` from the compact table unless it already holds it. */
export async function loadDistricts(db: Db): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(postcodeDistricts);
  if (n === LONDON_DISTRICTS.length) return 0;
  await db
    .insert(postcodeDistricts)
    .values(LONDON_DISTRICTS.map(([outcode, boroughCode, lat, lon]) => ({ outcode, boroughCode, lat, lon })))
    .onConflictDoUpdate({
      target: postcodeDistricts.outcode,
      set: {
        boroughCode: sql`excluded.borough_code`,
        lat: sql`excluded.lat`,
        lon: sql`excluded.lon`,
      },
    });
  return LONDON_DISTRICTS.length;
}

/** True when `postcodes` holds fewer rows than a real import (demo seeds add a handful). */
export async function postcodesLookEmpty(db: Db): Promise<boolean> {
  const thousandth = await db.select({ p: postcodes.postcode }).from(postcodes).limit(1).offset(999);
  return thousandth.length === 0;
}

/**
 * Bench hook: loads the whole London Code-Point Open file (180,792 postcodes) into a database.
 * `sharedDataDir` defaults to ../shared/data beside the repository.
 */
export async function importLondonPostcodes(
  db: Db,
  sharedDataDir: string,
  opts: ImportOptions = {},
): Promise<ImportResult> {
  return importPostcodeFile(db, resolve(sharedDataDir, LONDON_POSTCODES_FILE), opts);
}

export async function postcodeDistrictsTask(ctx: AppContext, log: (m: string) => void) {
  const loaded = await loadDistricts(ctx.db);
  if (loaded) log(`postcode districts: loaded ${loaded} London districts`);
}

export async function londonPostcodesTask(ctx: AppContext, log: (m: string) => void) {
  const { config } = ctx;
  if (!config.IMPORT_LONDON_POSTCODES || !config.sharedDataAvailable) return;
  if (!(await postcodesLookEmpty(ctx.db))) return;
  const r = await importLondonPostcodes(ctx.db, config.SHARED_DATA_DIR);
  log(`postcodes: imported ${r.imported} London postcodes from ${config.SHARED_DATA_DIR} in ${r.ms} ms`);
}
