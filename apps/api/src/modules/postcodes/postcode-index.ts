// The autocomplete answers from memory: every postcode's compact form, sorted, searched by binary search
// (the bench asks for a p99 of 5 ms and half a hello-world route's throughput, which one database query per
// keystroke cannot give on PGlite). The `postcodes` table stays the source of truth: imports in this process
// invalidate the index at once, and a cheap row count once a minute picks up imports made by another
// process (npm run import:postcodes against a shared PostgreSQL), reloading in the background.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { postcodes } from "../../db/schema.ts";
import { forgetLocations } from "./location-cache.ts";

interface Snapshot {
  /** compact forms ("SW1A2AA"), sorted by code unit (the order of the text_pattern_ops index) */
  compacts: string[];
}

/** stored postcodes are normalised, so the "OUT IN" form is the compact one with a space before the last 3 */
const display = (compact: string) => `${compact.slice(0, -3)} ${compact.slice(-3)}`;

const RECHECK_MS = 60_000;

export class PostcodeIndex {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private generation = 0;
  private checkedAt = Date.now();

  constructor(private readonly db: DbOrTx) {}

  /** the next search reads the table again */
  invalidate() {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
  }

  /** loads the index now (at start, so the first keystroke does not wait) */
  ready(): Promise<Snapshot> {
    if (this.snapshot) return Promise.resolve(this.snapshot);
    this.loading ??= this.load();
    return this.loading;
  }

  get size() {
    return this.snapshot?.compacts.length ?? 0;
  }

  /** postcodes whose compact form starts with `prefix` (already compact and upper-case), in order */
  async search(prefix: string, limit: number): Promise<string[]> {
    const snap = this.snapshot ?? (await this.ready());
    this.recheckSoon();
    const { compacts } = snap;
    let lo = 0;
    let hi = compacts.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((compacts[mid] as string) < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < compacts.length && out.length < limit; i++) {
      if (!(compacts[i] as string).startsWith(prefix)) break;
      out.push(display(compacts[i] as string));
    }
    return out;
  }

  private async load(): Promise<Snapshot> {
    const generation = this.generation;
    let rows: { c: string }[];
    try {
      rows = await this.db.select({ c: postcodes.compact }).from(postcodes);
    } catch (err) {
      if (generation === this.generation) this.loading = null; // the next search tries again
      throw err;
    }
    const compacts = rows.map((r) => r.c);
    compacts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const snap: Snapshot = { compacts };
    if (generation === this.generation) {
      this.snapshot = snap;
      this.loading = null;
    }
    return snap;
  }

  private recheckSoon() {
    if (Date.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = Date.now();
    const known = this.snapshot?.compacts.length;
    void this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(postcodes)
      .then(async ([row]) => {
        if (row && Number(row.n) !== known) {
          // keep answering from the old snapshot until the new one is in
          const old = this.snapshot;
          this.invalidate();
          this.snapshot = old;
          this.loading = this.load();
          await this.loading;
        }
      })
      .catch(() => {
        /* the next recheck tries again */
      });
  }
}

const indexes = new WeakMap<object, PostcodeIndex>();

export function postcodeIndexFor(db: DbOrTx): PostcodeIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new PostcodeIndex(db);
    indexes.set(db, index);
  }
  return index;
}

/** call after writing to `postcodes` outside the importer (also forgets the cached lead locations) */
export const invalidatePostcodeIndex = (db: DbOrTx) => {
  indexes.get(db)?.invalidate();
  forgetLocations(db);
};
