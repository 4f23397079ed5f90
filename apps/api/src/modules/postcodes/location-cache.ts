// Positions of postcodes and area codes looked up for lead intake, kept in memory per database. They are
// reference data (a quarterly import changes them), so a lead from a postcode seen in the last few minutes
// costs no query. Imports in this process clear it at once (invalidatePostcodeIndex); an import made by
// another process shows after LOCATION_TTL_MS at most.
import { LRUCache } from "lru-cache";
import type { DbOrTx } from "../../db/client.ts";

const LOCATION_TTL_MS = 10 * 60_000;

const caches = new WeakMap<object, LRUCache<string, { value: unknown }>>();

/** `load()`'s answer for `key` in `db`, from memory when asked recently (null answers are kept too). */
export async function cachedLocation<T>(db: DbOrTx, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 20_000, ttl: LOCATION_TTL_MS });
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit.value as T;
  const value = await load();
  cache.set(key, { value });
  return value;
}

export const forgetLocations = (db: DbOrTx) => caches.get(db)?.clear();
