// Startup tasks for the postcode reference data: the project's own district table always, and the London
// postcodes shipped in apps/api/data on the first start (when the table holds no more than demo postcodes).
import { sql } from "drizzle-orm";
import type { AppContext } from "../../app-context.ts";
import { LONDON_DISTRICTS } from "../../data/london-districts.ts";
import type { Db } from "../../db/client.ts";
import { postcodeDistricts, postcodes } from "../../db/schema.ts";
import { importPostcodeRows } from "./import/import-file.ts";
import { readLondonPostcodes } from "./reference-files.ts";

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
async function postcodesLookEmpty(db: Db): Promise<boolean> {
  const thousandth = await db.select({ p: postcodes.postcode }).from(postcodes).limit(1).offset(999);
  return thousandth.length === 0;
}

/**
 * Loads every London postcode shipped with the project (180,792, OS Code-Point Open) into a database;
 * `onProgress` hears after each batch. Also the bench's way to fill its database.
 */
export async function importLondonPostcodes(
  db: Db,
  onProgress?: (done: number, total: number) => void,
): Promise<{ imported: number; ms: number }> {
  const started = Date.now();
  const r = await importPostcodeRows(db, readLondonPostcodes(), { onProgress });
  return { imported: r.imported, ms: Date.now() - started };
}

export async function postcodeDistrictsTask(ctx: AppContext, log: (m: string) => void) {
  const loaded = await loadDistricts(ctx.db);
  if (loaded) log(`postcode districts: loaded ${loaded} London districts`);
}

export async function londonPostcodesTask(ctx: AppContext, log: (m: string) => void) {
  if (!ctx.config.IMPORT_LONDON_POSTCODES) return;
  if (!(await postcodesLookEmpty(ctx.db))) return;
  log(
    "postcodes: first start, importing the London postcodes that ship with the project (OS Code-Point Open)",
  );
  let shown = 0;
  const r = await importLondonPostcodes(ctx.db, (done, total) => {
    const quarter = Math.floor((4 * done) / total);
    if (quarter > shown && done < total) {
      shown = quarter;
      log(`postcodes: ${done.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")} imported`);
    }
  });
  log(`postcodes: imported ${r.imported} London postcodes in ${(r.ms / 1000).toFixed(1)} s`);
}
