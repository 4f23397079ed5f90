// HTTP load with autocannon: a short warm-up, then a bounded measured run; figures in requests/s and ms.
import autocannon, { type RequestSpec } from "autocannon";
import { round } from "./util.ts";

const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
/** how often autocannon samples its counters, and so how closely a run's measured duration fits it (ms) */
const SAMPLE_MS = 20;

export interface LoadResult {
  url: string;
  connections: number;
  seconds: number;
  requests: number;
  rps: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  p50: number;
  p99: number;
  statusCodes: Record<string, number>;
  /** 2xx answers during the warm-up (not part of the figures; they did store rows) */
  warmup2xx: number;
  /** warm-up answers that were not 2xx, and warm-up errors or timeouts */
  warmupOther: number;
}

export interface LoadSpec {
  url: string;
  connections: number;
  /** builds each request (fresh body, headers) — omit for a fixed GET */
  request?: () => { method: string; path: string; headers: Record<string, string>; body?: string };
  seconds?: number;
  /**
   * Send a fixed number of requests (the warm-up's rate × seconds) instead of stopping at a deadline, so that
   * every request sent is answered and counted (a deadline leaves requests in flight that may still commit).
   */
  exactCount?: boolean;
}

export async function load(spec: LoadSpec): Promise<LoadResult> {
  const base = new URL(spec.url);
  const requests: RequestSpec[] | undefined = spec.request
    ? [{ setupRequest: (req) => ({ ...req, ...spec.request!() }) }]
    : undefined;
  // exact mode: a long timeout, so that every request sent gets its answer counted
  // sampleInt: autocannon notices the end of a fixed-count run only at its next sample, and its duration
  // (requests/s = requests ÷ duration) is measured to that moment: at its default of 1 s a run that ended at
  // 3.3 s counted as 4.0 s, so every rate came out on a grid (2,341 requests: 584 or 778 requests/s, nothing
  // between). Sampled every 20 ms, a rate is right to within 20 ms of its run.
  const opts = {
    url: spec.url,
    connections: spec.connections,
    requests,
    timeout: spec.exactCount ? 60 : 10,
    sampleInt: SAMPLE_MS,
  };
  const seconds = spec.seconds ?? LOAD_SECONDS;
  // exact mode warms up with a fixed number of requests too, so that none is left in flight: a few to find
  // the rate, then about WARMUP_SECONDS' worth at that rate (the same warm-up the timed loads get)
  let warm = await autocannon(
    spec.exactCount ? { ...opts, amount: spec.connections * 3 } : { ...opts, duration: WARMUP_SECONDS },
  );
  let warm2xx = warm["2xx"];
  let warmOther = warm.non2xx + warm.errors + warm.timeouts;
  let rate = warm.requests.total / warm.duration;
  if (spec.exactCount) {
    warm = await autocannon({
      ...opts,
      amount: Math.max(spec.connections, Math.round(rate * WARMUP_SECONDS)),
    });
    warm2xx += warm["2xx"];
    warmOther += warm.non2xx + warm.errors + warm.timeouts;
    rate = warm.requests.total / warm.duration;
  }
  let r = warm;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const amount = Math.max(spec.connections, Math.round(rate * seconds));
    r = await autocannon(spec.exactCount ? { ...opts, amount } : { ...opts, duration: seconds });
    // a cold warm-up underestimates the rate: a run much shorter than asked is redone at the rate it found
    if (!spec.exactCount || r.duration >= seconds * 0.6 || attempt === 3) break;
    warm2xx += r["2xx"];
    warmOther += r.non2xx + r.errors + r.timeouts;
    rate = r.requests.total / r.duration;
  }
  const statusCodes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = Number(v.count);
  return {
    url: `${base.pathname}${base.search}`,
    connections: spec.connections,
    seconds: round(r.duration, 2),
    requests: r.requests.total,
    rps: round(r.requests.total / r.duration, 0),
    ok2xx: r["2xx"],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    p50: r.latency.p50,
    p99: r.latency.p99,
    statusCodes,
    warmup2xx: warm2xx,
    warmupOther: warmOther,
  };
}
