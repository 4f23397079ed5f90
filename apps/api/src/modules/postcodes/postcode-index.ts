// The autocomplete answers from memory: every postcode's "OUT IN" form, sorted, searched by binary search
// (the bench asks for a p99 of 5 ms and half a hello-world route's throughput, which one database query per
// keystroke cannot give on PGlite). The `postcodes` table stays the source of truth: imports in this process
// invalidate the index at once, and a cheap row count once a minute picks up imports made by another
// process (npm run import:postcodes against a shared PostgreSQL), reloading in the background.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { postcodes } from "../../db/schema.ts";
import { forgetLocations } from "./location-cache.ts";

interface Snapshot {
  /**
   * "OUT IN" forms ("SW1A 2AA"), sorted by code unit (byte order, as `USING ~<~` in SQL): a space sorts
   * before a digit, so SE1 9SZ comes before SE10 0AA and a postcode before the longer outcodes it starts.
   */
  postcodes: string[];
}

/** the first index in `sorted` whose value is not below `key` */
function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The first `limit` entries of `sorted` that start with one of `prefixes`, in `sorted`'s order. Each prefix
 * is one binary search and a walk of at most `limit` entries; disjoint prefixes give disjoint runs, so the
 * runs ordered by where they start are the answer in order.
 */
export function searchSorted(
  sorted: readonly string[],
  prefixes: readonly string[],
  limit: number,
): string[] {
  const runs: { at: number; found: string[] }[] = [];
  for (const prefix of prefixes) {
    const at = lowerBound(sorted, prefix);
    const found: string[] = [];
    for (let i = at; i < sorted.length && found.length < limit; i++) {
      if (!(sorted[i] as string).startsWith(prefix)) break;
      found.push(sorted[i] as string);
    }
    if (found.length) runs.push({ at, found });
  }
  if (runs.length === 1) return (runs[0] as { found: string[] }).found;
  runs.sort((a, b) => a.at - b.at);
  return runs.flatMap((r) => r.found).slice(0, limit);
}

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
    return this.snapshot?.postcodes.length ?? 0;
  }

  /** the first `limit` postcodes ("OUT IN") starting with one of the disjoint `prefixes`, in byte order */
  async search(prefixes: readonly string[], limit: number): Promise<string[]> {
    const snap = this.snapshot ?? (await this.ready());
    this.recheckSoon();
    return searchSorted(snap.postcodes, prefixes, limit);
  }

  private async load(): Promise<Snapshot> {
    const generation = this.generation;
    let rows: { p: string }[];
    try {
      rows = await this.db.select({ p: postcodes.postcode }).from(postcodes);
    } catch (err) {
      if (generation === this.generation) this.loading = null; // the next search tries again
      throw err;
    }
    // the default sort compares UTF-16 code units: byte order for these ASCII strings
    const snap: Snapshot = { postcodes: rows.map((r) => r.p).sort() };
    if (generation === this.generation) {
      this.snapshot = snap;
      this.loading = null;
    }
    return snap;
  }

  private recheckSoon() {
    if (Date.now() - this.checkedAt < RECHECK_MS) return;
    this.checkedAt = Date.now();
    const known = this.snapshot?.postcodes.length;
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
