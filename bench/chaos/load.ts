// The chaos load: `total` leads sent by `connections` workers at once, each lead with its own
// Idempotency-Key. A lead whose request fails (no answer, or an answer that is not 2xx) is sent again with
// the same key and body — as the wizard does — after the Retry-After the app gave (or a short pause), until
// it is acknowledged or `deadline` passes. Every answer is counted: `sent` leads, `acknowledged` (a 2xx for
// the lead), and `failed` attempts (non-2xx answers or connection errors) by status.
import { POW_HEADER } from "@rm/domain/proof-of-work";
import { leadBody } from "../lib/leads.ts";
import { mintProofs } from "../lib/pow.ts";
import { sleep } from "../lib/util.ts";

export interface LeadLoadResult {
  sent: number;
  acknowledged: number;
  /** failed attempts (each was retried unless the deadline passed): by status, "error" for no answer */
  failed: number;
  failedBy: Record<string, number>;
  /** the first answer's body for each failed status */
  samples: Record<string, string>;
  /** leads never acknowledged (the deadline passed) */
  gaveUp: number;
  /** a 503 answered with a Retry-After header, and without one */
  with503RetryAfter: number;
  without503RetryAfter: number;
  /** other 5xx answers (a 500 is a bug: a database fault must be a 503) */
  other5xx: number;
  seconds: number;
  /** the run id in each lead's email (`….{runId}.{i}@bench.example.com`) */
  runId: string;
  /** the leads (by number) that got a 2xx */
  acked: number[];
}

export interface LeadLoadOptions {
  base: string;
  total: number;
  connections: number;
  postcodes: string[];
  runId: string;
  /** give up on a lead after this long (ms from the start) */
  deadlineMs?: number;
  /** called once when `atFraction` of the leads have been acknowledged */
  midway?: { atFraction: number; run: () => Promise<void> };
  /** observes every answer (status 0: no answer) and how long it took */
  onAnswer?: (status: number, ms: number) => void;
  /** called once the proofs of work are made, just before the first request */
  onStart?: () => Promise<void>;
  /** stop taking new leads once this says so (leads already sent are seen through) */
  until?: () => boolean;
}

export async function leadLoad(opts: LeadLoadOptions): Promise<LeadLoadResult> {
  // a proof of work per attempt (each is good for one request), made ahead in batches
  const proofs = await mintProofs(Math.min(opts.total + 200, 3000));
  let refill: Promise<void> | undefined;
  const proof = async (): Promise<string> => {
    for (;;) {
      if (proofs.length < 1000 && !refill)
        refill = mintProofs(1000).then((more) => {
          proofs.push(...more);
          refill = undefined;
        });
      const p = proofs.pop();
      if (p) return p;
      await refill;
    }
  };
  await opts.onStart?.();
  const started = Date.now();
  const deadline = started + (opts.deadlineMs ?? 10 * 60_000);
  const r: LeadLoadResult = {
    sent: 0,
    acknowledged: 0,
    failed: 0,
    failedBy: {},
    gaveUp: 0,
    with503RetryAfter: 0,
    without503RetryAfter: 0,
    other5xx: 0,
    seconds: 0,
    runId: opts.runId,
    acked: [],
    samples: {},
  };
  let next = 0;
  let midwayDone = !opts.midway;
  let midwayRun: Promise<void> | undefined;
  const path = "/api/client/register";
  const worker = async () => {
    for (;;) {
      if (opts.until?.()) return;
      const i = next++;
      if (i >= opts.total) return;
      r.sent++;
      const body = JSON.stringify(leadBody(i, opts.postcodes, opts.runId));
      const key = `chaos-${opts.runId}-${i}`;
      for (;;) {
        const pow = await proof();
        let status = 0;
        let retryAfter: number | undefined;
        const t0 = performance.now();
        try {
          const res = await fetch(`${opts.base}${path}`, {
            method: "POST",
            headers: { "content-type": "application/json", "idempotency-key": key, [POW_HEADER]: pow },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          status = res.status;
          const after = res.headers.get("retry-after");
          if (after !== null) retryAfter = Number(after);
          const text = await res.text();
          if ((status < 200 || status >= 300) && !(status in r.samples))
            r.samples[status] = text.slice(0, 200);
        } catch (err) {
          status = 0;
          const e = err as Error & { cause?: { code?: string; message?: string } };
          r.samples["0"] ??=
            `${e.name}: ${e.message}${e.cause ? ` (${e.cause.code ?? ""} ${e.cause.message ?? ""})` : ""}`;
        }
        opts.onAnswer?.(status, performance.now() - t0);
        if (status >= 200 && status < 300) {
          r.acknowledged++;
          r.acked.push(i);
          break;
        }
        r.failed++;
        const label = status === 0 ? "error" : String(status);
        r.failedBy[label] = (r.failedBy[label] ?? 0) + 1;
        if (status === 503) {
          if (retryAfter !== undefined && retryAfter > 0) r.with503RetryAfter++;
          else r.without503RetryAfter++;
        } else if (status >= 500) r.other5xx++;
        if (Date.now() > deadline) {
          r.gaveUp++;
          break;
        }
        // the wizard waits as asked (capped: a chaos run wants the retry soon after the fault passes)
        await sleep(retryAfter ? Math.min(retryAfter * 1000, 2000) : 250 + Math.random() * 250);
      }
      if (!midwayDone && r.acknowledged >= opts.total * opts.midway!.atFraction) {
        midwayDone = true;
        midwayRun = opts.midway!.run();
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, worker));
  await midwayRun;
  r.seconds = Math.round((Date.now() - started) / 100) / 10;
  return r;
}
