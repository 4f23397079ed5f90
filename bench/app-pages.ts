// Issue #34: the pages where people decide and work, on a phone. Lighthouse's mobile preset (simulated slow 4G,
// 4× CPU), median of BENCH_LIGHTHOUSE_RUNS (5) runs, signed in, on demo data like real use (lib/app-data.ts),
// next to React's floor page built in the same run. Writes results/app-pages.json and the `appPages` section
// of results/latest.{json,md}.   node --import tsx bench/app-pages.ts
// BENCH_LH_BUILDS="before=/path/to/build,after=apps/web/build": the pages of each build (one app each, same
// database and demo data) measured in the same rounds, side by side; written to results/app-pages-builds.json
// alone (latest.* untouched).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { appCompressesAssets } from "./lib/app.ts";
import { loadNow, saveExtraSection } from "./lib/extra-sections.ts";
import { lighthousePages, type PageResult, type PageTarget } from "./lib/pages.ts";
import { cleanupAll } from "./lib/processes.ts";
import { buildAndServeFloor } from "./lib/react-floor.ts";
import { buildsFromEnv, startSeededApp } from "./lib/seeded-app.ts";
import { BENCH_DIR, log, round } from "./lib/util.ts";

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const kib = (b: number | undefined) => (b === undefined ? "—" : round(b / 1024, 1));

function table(floor: PageResult, pages: PageResult[]): string[] {
  const floorJs = floor.scriptGzipBytes ?? 0;
  const out = [
    "| Page | Perf | A11y | CLS | LCP ms | TBT ms | JS gzip KiB | × floor | JS inline KiB | failed audits |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const p of [floor, ...pages]) {
    if (!p.runs) {
      out.push(`| ${p.name} | skipped: ${p.error} | | | | | | | | |`);
      continue;
    }
    const ratio = floorJs && p.scriptGzipBytes !== undefined ? round(p.scriptGzipBytes / floorJs, 2) : "—";
    out.push(
      `| ${p.name} | ${p.performance} | ${p.accessibility} | ${p.cls} | ${p.lcpMs} | ${p.tbtMs} | ${kib(p.scriptGzipBytes)} | ${ratio} | ${kib(p.inlineScriptGzipBytes)} | ${(p.failedAudits ?? []).join(", ") || "—"} |`,
    );
  }
  out.push("", "What each page's script holds (gzip KiB, the largest files):", "");
  for (const p of pages) {
    const files = [...(p.scriptFiles ?? [])].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8);
    out.push(
      `- ${p.name}: ${files.map((f) => `${f.path.replace(/^\/assets\//, "")} ${kib(f.gzipBytes)}`).join(", ")}`,
    );
  }
  return out;
}

async function main() {
  const loadStart = loadNow();
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const builds = buildsFromEnv("BENCH_LH_BUILDS");
  const seeded = await startSeededApp(stamp, builds);
  const { app, data } = seeded;
  const gzip = await appCompressesAssets(app.base);
  const floor = await buildAndServeFloor(stamp, gzip);
  // BENCH_APP_PAGES="mover's lead,wizard": a trial of those pages only, logged and not saved
  const only = process.env.BENCH_APP_PAGES?.split(",");
  const targets: PageTarget[] = [
    { name: "React floor", url: floor.url },
    // with builds: each page of each build in turn, so that every round measures them side by side
    ...seeded.pages
      .filter((p) => !only || only.includes(p.name))
      .flatMap((p) =>
        seeded.apps.map(({ label, app: a }) => ({
          name: builds.length > 1 ? `${p.name} · ${label}` : p.name,
          url: `${a.base}${p.path}`,
          headers: p.as ? { cookie: data.cookies[p.as] } : undefined,
        })),
      ),
  ];
  const lh = await lighthousePages(targets, { maxRuns: RUNS, minRuns: Math.min(3, RUNS), deadlineS: 3600 });
  const [floorResult, ...pageResults] = lh.results;
  const markdown = [
    `${lh.runsNote}; ${lh.chromium}; mobile preset (simulated slow 4G, 4× CPU). Signed in as the page's user. ${seeded.notes.join("; ")}.`,
    "JS: the page's script files, gzip level 6 computed by the bench; × floor: against React's smallest hydrated page.",
    "Targets (issue #34): performance ≥ 95, accessibility 100, CLS 0, JS ≤ 1.3 × floor.",
    "",
    ...table(floorResult!, pageResults),
  ];
  if (builds.length > 1) {
    const out = {
      measuredAt: new Date().toISOString(),
      load: { start: loadStart, end: loadNow() },
      builds,
      markdown,
      data: lh.results,
    };
    writeFileSync(resolve(BENCH_DIR, "results/app-pages-builds.json"), `${JSON.stringify(out, null, 2)}\n`);
  }
  if (only || builds.length > 1) {
    log(markdown.join("\n"));
    return;
  }
  const section = {
    title: "App pages on a phone (Lighthouse, mobile preset, signed in)",
    measuredAt: new Date().toISOString(),
    load: { start: loadStart, end: loadNow() },
    markdown,
    data: { floor: floorResult, pages: pageResults.map(({ perRun: _r, ...p }) => p) },
  };
  writeFileSync(
    resolve(BENCH_DIR, "results/app-pages.json"),
    `${JSON.stringify({ ...section, data: lh.results }, null, 2)}\n`,
  );
  saveExtraSection("appPages", section);
  log(markdown.join("\n"));
}

try {
  await main();
} finally {
  await cleanupAll();
}
process.exit(0);
