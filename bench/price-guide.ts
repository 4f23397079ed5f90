// npm run bench:price-guide — issue #32's two costs of the price guide, each beside its reference:
// 1. per keystroke in the browser: the wizard recomputes priceGuide(guideInputOf(values, miles)) on every change
//    (features/wizard/wizard-guide.tsx). The same two functions, bundled by esbuild, run in Debian's Chromium
//    at 4× CPU throttling (CDP, as the INP bench) over a sequence of wizard values as a person edits them
//    (bedrooms, floors, parking, the list's counts). Reference: the 200 ms INP target and a 16.7 ms frame.
// 2. on the server: "quotes for similar moves" and the movers' "typical winning price" (modules/quotes/
//    similar-quotes.ts), the real functions, on a fresh migrated PostgreSQL database with 200,000 quotes in
//    48 bands. Reference: the same aggregate with index scans switched off (the full scan the partial indexes
//    avoid), and `select 1` on the same connection (a round trip's floor).
// Writes bench/results/price-guide.json. One run on a shared machine, not a test.
//   node --import tsx bench/price-guide.ts
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { build } from "esbuild";
import { type SQL, sql } from "drizzle-orm";
import { chromium } from "playwright";
import { INVENTORY_ITEMS } from "@rm/domain/inventory";
import { guideInputOf, priceGuide } from "@rm/domain/price-guide";
import { SIMILAR_QUOTES, similarMoveBand } from "@rm/domain/similar-quotes";
import type { Db } from "../apps/api/src/db/client.ts";
import { similarQuotes, typicalWinningPrice } from "../apps/api/src/modules/quotes/index.ts";
import { openMatchingDatabase } from "./lib/db-access.ts";
import { generateCompanies } from "./lib/generate-companies.ts";
import { CHROMIUM_PATH } from "./lib/pages.ts";
import { cleanupAll, onCleanup } from "./lib/processes.ts";
import { BENCH_DIR, log, quantile, round } from "./lib/util.ts";

const KEYSTROKES = Number(process.env.BENCH_GUIDE_KEYSTROKES ?? 5000);
const QUOTES = Number(process.env.BENCH_GUIDE_QUOTES ?? 200_000);
const SERVER_RUNS = Number(process.env.BENCH_GUIDE_RUNS ?? 200);
const CPU_SLOWDOWN = 4;
const TYPES = ["House/Flat Removals", "Man and Van", "Office Removals"] as const;

const figures = (xs: number[], digits = 3) => ({
  n: xs.length,
  p50: round(quantile(xs, 0.5), digits),
  p99: round(quantile(xs, 0.99), digits),
  max: round(Math.max(...xs), digits),
});

/** The browser's bundle: the wizard's two calls, and a timer over a list of wizard values. */
async function bundle(): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import { guideInputOf, priceGuide } from "@rm/domain/price-guide";
        window.__time = (steps, miles) => {
          const ms = [];
          let sink = 0;
          for (const v of steps) {
            const t0 = performance.now();
            const g = priceGuide(guideInputOf(v, miles));
            ms.push(performance.now() - t0);
            if (g.kind === "move") sink += g.lowPence;
          }
          return { ms, sink };
        };`,
      resolveDir: resolve(BENCH_DIR, ".."),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    minify: true,
    write: false,
    platform: "browser",
  });
  return out.outputFiles[0]!.text;
}

/** A person filling in the wizard: each step is the values after one keystroke or click. */
function keystrokes(n: number): Record<string, unknown>[] {
  const items = INVENTORY_ITEMS.slice(0, 12).map((it) => it.key);
  const steps: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const inventory: Record<string, number> = {};
    for (const [k, key] of items.entries()) inventory[key] = 1 + ((i + k) % 12);
    steps.push({
      typeOfMove: "House/Flat Removals",
      fromPropertyType: "Apartment",
      fromBedrooms: String(1 + (i % 5)),
      fromFloor: String(1 + (i % 20)),
      fromLift: i % 3 === 0 ? "yes" : "no",
      fromLiftFits: "yes",
      fromParking: ["driveway", "street", "paid", "suspension"][i % 4],
      fromCarry: ["door", "up-to-10m", "10-25m", "over-25m"][i % 4],
      toPropertyType: "House",
      toBedrooms: "3",
      toParking: "street",
      toCarry: "door",
      additionalServices: i % 2 ? ["Packing services"] : [],
      noOfPersonnel: "",
      inventory: i % 2 ? inventory : undefined,
    });
  }
  return steps;
}

type Timed = { __time: (steps: unknown[], miles: number) => { ms: number[]; sink: number } };

async function browserCost() {
  const script = await bundle();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox"] });
  onCleanup("close Chromium", () => browser.close());
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.setContent("<!doctype html><title>guide</title>");
  await page.addScriptTag({ content: script });
  const steps = keystrokes(KEYSTROKES);
  // warm up (the page's JIT), then the measured run
  const run = (s: Record<string, unknown>[]) =>
    page.evaluate((values) => (window as unknown as Timed).__time(values, 5), s);
  await run(steps.slice(0, 500));
  const { ms } = await run(steps);
  await browser.close();
  return {
    what: "priceGuide(guideInputOf(values, miles)) per keystroke, Chromium, 4× CPU throttling, ms",
    keystrokes: ms.length,
    ms: figures(ms),
    reference: { inpTargetMs: 200, frameMs: 16.7 },
    shareOfInpTargetP99: round(quantile(ms, 0.99) / 200, 5),
  };
}

/** 200,000 quotes in 48 bands (3 types × 4 sizes × 4 distances), 70 % sent, 10 % withdrawn, 20 % booked. */
async function seedQuotes(db: Db, companyIds: string[]) {
  const leadsNeeded = Math.ceil(QUOTES / 10);
  await db.execute(
    sql`insert into users (email, role, first_name) values ('guide-bench@bench.example.com', 'client', 'Bench')`,
  );
  await db.execute(sql`
    insert into leads (client_user_id, type_of_move, from_postcode, details, status)
    select (select id from users where email = 'guide-bench@bench.example.com'),
      (array['House/Flat Removals','Man and Van','Office Removals'])[1 + i % 3], 'SE1 1AA', '{}'::jsonb, 'closed'
    from generate_series(1, ${leadsNeeded}) i`);
  const ids = sql.raw(`array[${companyIds.map((id) => `'${id}'::uuid`).join(",")}]`);
  await db.execute(sql`
    with l as (select id, type_of_move, row_number() over (order by id) as r from leads)
    insert into quotes (lead_id, company_id, price_pence, price_kind, crew_size, vehicle, estimated_hours, includes,
      available_dates, cancellation_terms, valid_until, status, guide_band)
    select l.id, (${ids})[1 + k], 40000 + ((l.r * 37 + k * 101) % 1500) * 100, 'fixed', 3, 'Luton van', 6,
      '[]'::jsonb, '[]'::jsonb, 'Free cancellation up to 48 hours before.', current_date + 30,
      case when k = 0 then 'accepted' when k = 9 then 'withdrawn' when k = 8 then 'accepted' else 'sent' end,
      l.type_of_move || '|s' || (l.r % 4) || '|d' || ((l.r / 4) % 4)
    from l, generate_series(0, 9) k`);
  await db.execute(sql`analyze quotes`);
  const [{ n }] = (await rowsOf(db, sql`select count(*)::int as n from quotes`)) as { n: number }[];
  return n;
}

async function timed(fn: () => Promise<unknown>, runs: number): Promise<number[]> {
  for (let i = 0; i < 10; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms;
}

/** the same aggregate as similarQuotes with index scans off: the full scan the partial index avoids */
/** the rows a raw query returns (PGlite's and node-postgres's results both carry them) */
const rowsOf = async (db: Db, q: SQL) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

const fullScan = (db: Db, band: string, status: "live" | "won") =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_indexscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexonlyscan = off`);
    await tx.execute(sql`select count(*), percentile_disc(0.25) within group (order by price_pence),
      percentile_disc(0.75) within group (order by price_pence) from quotes
      where guide_band = ${band} and guide_band is not null
        and ${status === "won" ? sql`status = 'accepted'` : sql`status <> 'withdrawn'`}`);
  });

async function serverCost(stamp: string) {
  const database = await openMatchingDatabase(`${stamp}_guide`, "postgres");
  const db = database.db;
  const companyIds = await generateCompanies(db, 10, 32);
  const quotes = await seedQuotes(db, companyIds);
  const guide = priceGuide(
    guideInputOf(
      { typeOfMove: TYPES[0], fromPropertyType: "Apartment", fromBedrooms: "2", fromFloor: "3" },
      5,
    ),
  );
  const band = similarMoveBand(TYPES[0], guide)!;
  const lead = { id: "00000000-0000-4000-8000-000000000000", typeOfMove: TYPES[0] };
  const [rows] = (await rowsOf(
    db,
    sql`select count(*)::int as live,
      count(*) filter (where status = 'accepted')::int as won from quotes where guide_band = ${band}`,
  )) as { live: number; won: number }[];
  const plan = (
    await rowsOf(
      db,
      sql`explain select count(*) from quotes
      where guide_band = ${band} and guide_band is not null and status = 'accepted'`,
    )
  )
    .map((r) => Object.values(r)[0])
    .join(" / ");
  const result = {
    what: "one aggregate per lead view, ms (median and p99 of runs)",
    database: database.kind,
    quotes,
    bandsRowsRead: rows,
    minQuotesShown: SIMILAR_QUOTES.minQuotes,
    wonPlan: plan,
    similarQuotes: figures(await timed(() => similarQuotes(db, lead, guide), SERVER_RUNS)),
    typicalWinningPrice: figures(await timed(() => typicalWinningPrice(db, lead, guide), SERVER_RUNS)),
    reference: {
      fullScanLive: figures(await timed(() => fullScan(db, band, "live"), Math.min(SERVER_RUNS, 40))),
      fullScanWon: figures(await timed(() => fullScan(db, band, "won"), Math.min(SERVER_RUNS, 40))),
      select1: figures(await timed(() => db.execute(sql`select 1`), SERVER_RUNS)),
    },
  };
  // closed by the clean-up openMatchingDatabase registered
  return result;
}

async function main() {
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const loadStart = loadavg().map((x) => round(x, 2));
  const browser = await browserCost();
  log(`browser: ${JSON.stringify(browser.ms)}`);
  const server = await serverCost(stamp);
  log(`server: ${JSON.stringify({ sq: server.similarQuotes, won: server.typicalWinningPrice })}`);
  const result = {
    at: new Date().toISOString(),
    load: { start: loadStart, end: loadavg().map((x) => round(x, 2)) },
    perKeystroke: browser,
    similarMoves: server,
  };
  const out = resolve(BENCH_DIR, "results/price-guide.json");
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${out}`);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(cleanupAll);
