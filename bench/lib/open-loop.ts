// An open-loop load (issue #34): each class of request arrives at its own fixed rate, whether or not the
// earlier ones have been answered (no connection waits for its answer before the next arrival, unlike
// autocannon's closed loop, whose mean latency is connections ÷ throughput). Each request's latency is
// measured from the moment it was due, so a server that falls behind shows it (no coordinated omission).
// node:http with a keep-alive agent: the sockets a browser population would hold, opened as needed.
import { Agent, request } from "node:http";
import { quantile, round } from "./util.ts";

export interface RequestSpec {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadClass {
  name: string;
  /** arrivals a second */
  rate: number;
  next: () => RequestSpec;
}

export interface ClassResult {
  name: string;
  rate: number;
  sent: number;
  answered: number;
  p50: number;
  p99: number;
  max: number;
  /** answered 2xx/3xx (or the 4xx the class expects: none) */
  ok: number;
  /** a 503 with Retry-After: shed by the app on purpose */
  shed: number;
  /** what a shed answer was: "html", "json", "text" */
  shedKinds: Record<string, number>;
  /** any other status, a network error, or no answer within the timeout */
  errors: number;
  statuses: Record<string, number>;
  firstError?: string;
}

const TIMEOUT_MS = 15_000;

interface Outcome {
  ms: number;
  status: number;
  shedKind?: string;
  error?: string;
}

function send(agent: Agent, base: URL, spec: RequestSpec, due: number): Promise<Outcome> {
  return new Promise((done) => {
    const body = spec.body === undefined ? undefined : Buffer.from(spec.body);
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method,
        path: spec.path,
        headers: { ...spec.headers, ...(body ? { "content-length": String(body.length) } : {}) },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const ms = performance.now() - due;
          const status = res.statusCode ?? 0;
          let shedKind: string | undefined;
          if (status === 503 && res.headers["retry-after"]) {
            const type = String(res.headers["content-type"] ?? "");
            shedKind = type.startsWith("text/html") ? "html" : type.includes("json") ? "json" : "text";
          }
          const error =
            status >= 400 && !shedKind ? Buffer.concat(chunks).toString().slice(0, 160) : undefined;
          done({ ms, status, shedKind, error });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (err) => done({ ms: performance.now() - due, status: 0, error: err.message }));
    req.end(body);
  });
}

/** Runs every class at its rate for `seconds`, then waits for the answers still in flight. */
export async function openLoop(
  baseUrl: string,
  classes: LoadClass[],
  seconds: number,
): Promise<ClassResult[]> {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const outcomes = classes.map(() => [] as Promise<Outcome>[]);
  const start = performance.now();
  const end = start + seconds * 1000;
  // each class's next due time; the first arrivals spread over one interval so that classes do not align
  const due = classes.map((c, i) =>
    c.rate > 0 ? start + ((i + 0.5) / classes.length) * (1000 / c.rate) : Infinity,
  );
  while (true) {
    const now = performance.now();
    let soonest = Infinity;
    for (const [i, c] of classes.entries()) {
      while (due[i]! <= now && due[i]! < end) {
        outcomes[i]!.push(send(agent, base, c.next(), due[i]!));
        due[i]! += 1000 / c.rate;
      }
      if (due[i]! < end) soonest = Math.min(soonest, due[i]!);
    }
    if (soonest === Infinity) break;
    await new Promise((r) => setTimeout(r, Math.max(0, soonest - performance.now())));
  }
  const results: ClassResult[] = [];
  for (const [i, c] of classes.entries()) {
    const all = await Promise.all(outcomes[i]!);
    const answered = all.filter((o) => o.status > 0);
    const ms = answered.map((o) => o.ms);
    const statuses: Record<string, number> = {};
    const shedKinds: Record<string, number> = {};
    for (const o of all)
      statuses[String(o.status || "error")] = (statuses[String(o.status || "error")] ?? 0) + 1;
    for (const o of all) if (o.shedKind) shedKinds[o.shedKind] = (shedKinds[o.shedKind] ?? 0) + 1;
    const shed = all.filter((o) => o.shedKind).length;
    const ok = all.filter((o) => o.status >= 200 && o.status < 400).length;
    results.push({
      name: c.name,
      rate: round(c.rate, 3),
      sent: all.length,
      answered: answered.length,
      p50: round(quantile(ms, 0.5), 1),
      p99: round(quantile(ms, 0.99), 1),
      max: round(Math.max(0, ...ms), 1),
      ok,
      shed,
      shedKinds,
      errors: all.length - ok - shed,
      statuses,
      firstError: all.find((o) => o.error)?.error,
    });
  }
  agent.destroy();
  return results;
}
