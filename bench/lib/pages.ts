// Lighthouse (mobile preset, simulated throttling) in Debian's Chromium on each page, several runs each,
// medians per figure; JavaScript bytes are the page's script requests, gzip-compressed here (level 6)
// whatever the server sent, so the app and React's floor are counted the same way. The JavaScript inside the
// HTML (inline <script> elements: React Router's hydration context and streamed data, the static pages'
// enhance script; JSON-LD is data and not counted) is measured too, gzip level 6 of their text together.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { onCleanup } from "./processes.ts";
import { elapsed, errorText, log, median, round } from "./util.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Lhr {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      score?: number | null;
      scoreDisplayMode?: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runtimeError?: { message: string };
}
type LighthouseFn = (url: string, flags: Record<string, unknown>) => Promise<{ lhr: Lhr } | undefined>;

export interface PageTarget {
  name: string;
  url: string;
  /** sent with every request of the page (a signed-in page: its session cookie) */
  headers?: Record<string, string>;
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptWireBytes: number;
  scriptGzipBytes: number;
  scripts: number;
  /** the inline scripts of the page's HTML, gzip level 6 */
  inlineScriptGzipBytes: number;
  failedAudits: string[];
  /** each script file: its path and gzip level 6 bytes */
  scriptFiles: { path: string; gzipBytes: number }[];
}

export interface PageResult extends Partial<RunFigures> {
  name: string;
  url: string;
  runs: number;
  error?: string;
  perRun?: RunFigures[];
}

const gzipCache = new Map<string, number>();
async function gzipBytes(url: string): Promise<number> {
  const known = gzipCache.get(url);
  if (known !== undefined) return known;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${new URL(url).pathname} answers ${res.status} when the bench reads it`);
  const body = Buffer.from(await res.arrayBuffer());
  const n = gzipSync(body, { level: 6 }).length;
  gzipCache.set(url, n);
  return n;
}

/** gzip size of the JavaScript in the page's HTML: every inline <script> that is not JSON-LD or a file. */
export async function inlineScriptGzipBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${new URL(url).pathname} answers ${res.status} when the bench reads it`);
  const html = await res.text();
  const code = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!))
    .map(([, , text]) => text)
    .join("\n");
  return code ? gzipSync(Buffer.from(code), { level: 6 }).length : 0;
}

async function figures(lhr: Lhr, url: string, headers?: Record<string, string>): Promise<RunFigures> {
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
  const num = (k: string) => lhr.audits[k]?.numericValue ?? Number.NaN;
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((i) => i.resourceType === "Script" && String(i.url).startsWith("http"));
  let gzip = 0;
  const scriptFiles: RunFigures["scriptFiles"] = [];
  for (const s of scripts) {
    const n = await gzipBytes(String(s.url));
    gzip += n;
    scriptFiles.push({ path: new URL(String(s.url)).pathname, gzipBytes: n });
  }
  const failedAudits = Object.entries(lhr.audits)
    .filter(([, a]) => a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable")
    .filter(([, a]) => a.scoreDisplayMode === "binary" && a.score === 0)
    .map(([k]) => k);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: round(num("largest-contentful-paint"), 0),
    tbtMs: round(num("total-blocking-time"), 0),
    cls: round(num("cumulative-layout-shift"), 3),
    scriptWireBytes: scripts.reduce((n, s) => n + Number(s.transferSize ?? 0), 0),
    scriptGzipBytes: gzip,
    scripts: scripts.length,
    inlineScriptGzipBytes: await inlineScriptGzipBytes(url, headers),
    failedAudits,
    scriptFiles,
  };
}

function dumpReport(dir: string, name: string, lhr: unknown) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replace(/\W+/g, "-")}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(lhr));
}

/**
 * Runs every page once per round, up to `maxRuns` rounds; after `minRuns` rounds it stops starting new
 * rounds once the bench has used `deadlineS` seconds.
 */
export async function lighthousePages(
  pages: PageTarget[],
  opts: { maxRuns: number; minRuns: number; deadlineS: number },
): Promise<{ results: PageResult[]; runsNote: string; chromium: string }> {
  const { default: lighthouse } = (await import("lighthouse")) as unknown as { default: LighthouseFn };
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: "silent",
  });
  onCleanup("stop Chromium", () => chrome.kill());
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((r) => r.json() as Promise<{ Browser?: string }>)
    .then(
      (v) => v.Browser ?? "Chromium",
      () => "Chromium",
    );
  const runs = new Map<string, RunFigures[]>(pages.map((p) => [p.name, []]));
  const errors = new Map<string, string>();
  const failures = new Map<string, number>();
  const runOnce = async (page: PageTarget) => {
    try {
      const out = await lighthouse(page.url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
        ...(page.headers ? { extraHeaders: page.headers } : {}),
      });
      if (!out) throw new Error("Lighthouse returned nothing");
      if (out.lhr.runtimeError) throw new Error(out.lhr.runtimeError.message);
      // BENCH_LH_DUMP=dir keeps each run's whole report, to read its main-thread breakdown and its trace
      if (process.env.BENCH_LH_DUMP) dumpReport(process.env.BENCH_LH_DUMP, page.name, out.lhr);
      runs.get(page.name)!.push(await figures(out.lhr, page.url, page.headers));
      return true;
    } catch (err) {
      errors.set(page.name, errorText(err));
      failures.set(page.name, (failures.get(page.name) ?? 0) + 1);
      log(`lighthouse ${page.name}: ${errorText(err)}`);
      return false;
    }
  };
  let rounds = 0;
  try {
    let lastRoundS = 0;
    for (let round = 1; round <= opts.maxRuns; round++) {
      // a round may start only if it can end by the deadline (judged by the previous one)
      if (round > opts.minRuns && elapsed() + lastRoundS > opts.deadlineS) break;
      const roundStart = elapsed();
      for (const page of pages) {
        // Lighthouse now and then fails a trace (NO_NAVSTART): retry once; a page failing 3 times is dropped
        if ((failures.get(page.name) ?? 0) >= 3) continue;
        if (!(await runOnce(page))) await runOnce(page);
      }
      rounds = round;
      lastRoundS = elapsed() - roundStart;
      log(`lighthouse round ${round} done in ${Math.round(lastRoundS)} s`);
    }
  } finally {
    await chrome.kill();
  }
  const results = pages.map((p): PageResult => {
    const list = runs.get(p.name)!;
    if (!list.length) return { name: p.name, url: p.url, runs: 0, error: errors.get(p.name) ?? "no run" };
    const med = (k: keyof Omit<RunFigures, "failedAudits" | "scriptFiles">) => median(list.map((r) => r[k]));
    const failed = [...new Set(list.flatMap((r) => r.failedAudits))];
    return {
      name: p.name,
      url: p.url,
      runs: list.length,
      error: errors.has(p.name)
        ? `${failures.get(p.name)} failed run(s), last: ${errors.get(p.name)}`
        : undefined,
      performance: med("performance"),
      accessibility: med("accessibility"),
      bestPractices: med("bestPractices"),
      seo: med("seo"),
      lcpMs: med("lcpMs"),
      tbtMs: med("tbtMs"),
      cls: med("cls"),
      scriptWireBytes: med("scriptWireBytes"),
      scriptGzipBytes: med("scriptGzipBytes"),
      scripts: med("scripts"),
      inlineScriptGzipBytes: med("inlineScriptGzipBytes"),
      failedAudits: failed,
      scriptFiles: list.at(-1)?.scriptFiles,
      perRun: list,
    };
  });
  const runsNote =
    rounds < opts.maxRuns
      ? `median of ${rounds} runs per page (reduced from ${opts.maxRuns} to keep the bench under its time budget)`
      : `median of ${rounds} runs per page`;
  return { results, runsNote, chromium: version };
}
