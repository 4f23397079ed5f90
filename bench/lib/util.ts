// Small helpers the bench shares: paths, free ports, timing, percentiles, logging.
import { createServer } from "node:net";
import { resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "../..");
export const BENCH_DIR = resolve(ROOT, "bench");
export const TMP_DIR = resolve(BENCH_DIR, ".tmp");

const started = Date.now();
/** Seconds since the bench started. */
export const elapsed = () => (Date.now() - started) / 1000;

export function log(msg: string) {
  const t = elapsed().toFixed(0).padStart(4);
  console.log(`[bench ${t}s] ${msg}`);
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => ok(port));
    });
  });
}

/** The q-th quantile (0..1) of the values, nearest-rank. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values: number[]) => quantile(values, 0.5);

export const round = (n: number, digits = 1) => {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
};

/** A seeded pseudo-random generator (mulberry32): the same leads and queries in every run. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
