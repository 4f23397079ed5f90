// npm run bench:account-emails — issue #29 item 8: asking for a sign-in link or a password reset must take
// about as long for an address with an account as for one without (else the time tells which addresses have
// accounts). Starts the app (production mode, fresh PostgreSQL database, or PGlite), makes accounts, then asks
// for each address once, alternating known and unknown, and writes the medians beside GET /api/health's (the
// floor of any request) to bench/results/account-emails.json. One run on a shared machine, not a test.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { sql } from "drizzle-orm";
import { prepareWebBuild, startApp } from "./lib/app.ts";
import { createBenchDatabase } from "./lib/database.ts";
import { openAppDatabase } from "./lib/db-access.ts";
import { cleanupAll } from "./lib/processes.ts";
import { BENCH_DIR, log, round } from "./lib/util.ts";

const ASKS = Number(process.env.BENCH_ACCOUNT_ASKS ?? 150);
const ROUTES = ["/api/auth/login-link", "/api/auth/forgot-password"] as const;

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const figures = (xs: number[]) => ({
  n: xs.length,
  p50: round(quantile(xs, 0.5)),
  p90: round(quantile(xs, 0.9)),
});

async function timed(url: string, init?: RequestInit): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  return performance.now() - t0;
}

async function main() {
  const stamp = `acct${Date.now().toString(36)}`;
  const db = await createBenchDatabase(stamp);
  if (db.kind !== "postgres")
    throw new Error("this bench adds accounts while the app runs: it needs PostgreSQL");
  const build = await prepareWebBuild(stamp);
  const app = await startApp(db, build.dir);
  const database = await openAppDatabase(db);
  await database.db.execute(sql`insert into users (email, role, first_name, last_name)
    select 'known-' || i || '.' || ${stamp} || '@example.com', 'client', 'Known', 'Customer'
    from generate_series(1, ${ASKS * ROUTES.length}) i`);
  const times: Record<string, { known: number[]; unknown: number[] }> = {};
  const health: number[] = [];
  let i = 0;
  for (const route of ROUTES) {
    times[route] = { known: [], unknown: [] };
    for (let k = 0; k < ASKS; k++) {
      i++;
      for (const kind of k % 2 ? (["known", "unknown"] as const) : (["unknown", "known"] as const)) {
        const body = JSON.stringify({ email: `${kind}-${i}.${stamp}@example.com` });
        const headers = { "content-type": "application/json", origin: app.base };
        times[route]![kind].push(await timed(`${app.base}${route}`, { method: "POST", headers, body }));
      }
      health.push(await timed(`${app.base}/api/health`));
    }
  }
  const result = {
    at: new Date().toISOString(),
    database: app.database,
    asks: ASKS,
    health: figures(health),
    routes: Object.fromEntries(
      Object.entries(times).map(([route, t]) => [
        route,
        {
          known: figures(t.known),
          unknown: figures(t.unknown),
          ratioP50: round(quantile(t.known, 0.5) / quantile(t.unknown, 0.5)),
        },
      ]),
    ),
  };
  const out = resolve(BENCH_DIR, "results/account-emails.json");
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${out}\n${JSON.stringify(result.routes, null, 2)}`);
  await database.close();
  await app.stop();
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanupAll);
