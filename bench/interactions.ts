// Issue #34: Interaction to Next Paint over scripted interactions, in Chromium with 4× CPU throttling (CDP), on
// the app pages' demo data (lib/app-data.ts). Each interaction runs BENCH_INP_REPEATS (10) times on a freshly
// loaded page; its latency is the longest Event Timing entry (PerformanceObserver, durationThreshold 16 ms:
// shorter ones are not reported, so "16" means "at most 16") of the interactions it made, which is what
// web-vitals' onINP reports for that page. p75 over the repeats, per interaction (target ≤ 200 ms).
//   node --import tsx bench/interactions.ts
// Options: BENCH_INP_ONLY (some of them), BENCH_INP_BUILDS (builds compared in one run), BENCH_INP_TRACE (traces).
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { CHAT_WORDS } from "@rm/domain/conversation-words";
import { type Browser, chromium, type Page } from "playwright";
import { loadNow, saveExtraSection } from "./lib/extra-sections.ts";
import { CHROMIUM_PATH } from "./lib/pages.ts";
import { cleanupAll, onCleanup } from "./lib/processes.ts";
import { buildsFromEnv, type SeededApp, startSeededApp } from "./lib/seeded-app.ts";
import { BENCH_DIR, log, median, quantile } from "./lib/util.ts";

const REPEATS = Number(process.env.BENCH_INP_REPEATS ?? 10);
const CPU_SLOWDOWN = 4;

/** Watches Event Timing from the page's start; `window.__inp()` = the longest interaction since the last call. */
const OBSERVER = `
  window.__events = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      window.__events.set(e.interactionId, Math.max(window.__events.get(e.interactionId) ?? 0, e.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  window.__inp = () => { const v = [...window.__events.values()]; window.__events = new Map(); return { worst: v.length ? Math.max(...v) : 16, count: v.length }; };
`;

interface Interaction {
  name: string;
  as: "client" | "mover" | null;
  /** opens the page and gets it ready (not measured) */
  open: (page: Page, i: number) => Promise<void>;
  /** the interaction, up to what the user waits to see */
  act: (page: Page, i: number) => Promise<void>;
}

function interactions(s: SeededApp): Interaction[] {
  const { data } = s;
  const request = `/client/removal-requests/${data.leadId}`;
  const wizard = async (page: Page) => {
    await page.goto("/free-quotes/wizard");
    await page.locator("form.wizard[data-ready]").waitFor();
  };
  return [
    {
      name: "typing a postcode, suggestions shown",
      as: null,
      open: async (page) => {
        await wizard(page);
        await page.getByRole("button", { name: "House/Flat Removals" }).click();
        await page.getByRole("combobox", { name: "Postcode" }).waitFor();
      },
      act: async (page) => {
        await page.getByRole("combobox", { name: "Postcode" }).pressSequentially("SE1 9", { delay: 120 });
        await page
          .getByRole("listbox", { name: "Postcode suggestions" })
          .getByRole("option")
          .first()
          .waitFor();
      },
    },
    {
      name: "advancing a wizard step",
      as: null,
      open: wizard,
      act: async (page) => {
        await page.getByRole("button", { name: "House/Flat Removals" }).click();
        await page.getByRole("combobox", { name: "Postcode" }).waitFor();
      },
    },
    {
      name: "ticking an extra on the comparison",
      as: "client",
      open: async (page) => {
        await page.goto(request);
        await page.locator("article.quote-card").first().waitFor();
        await page.waitForLoadState("networkidle");
      },
      act: async (page) => {
        const box = page
          .locator("article.quote-card")
          .first()
          .getByLabel(/optional, \+£/)
          .first();
        await box.click();
      },
    },
    {
      name: "sending a message",
      as: "client",
      open: async (page) => {
        await page.goto(`${request}?chat=${data.chatCompanyId}#conversation`);
        await page.waitForLoadState("networkidle");
        await page.getByLabel(CHAT_WORDS.yourMessage).fill("Could you also take the bike from the hallway?");
      },
      act: async (page) => {
        const mine = page.locator(".chat-message.is-mine");
        const before = await mine.count();
        await page.getByLabel(CHAT_WORDS.yourMessage).press("Enter");
        await mine.nth(before).waitFor();
      },
    },
    {
      name: "saving a quote",
      as: "mover",
      open: async (page, i) => {
        await page.goto(`/account/dashboard/leads/${data.moverLeadIds[i]}`);
        const form = page.getByRole("form", { name: "Your quote" });
        await form.waitFor();
        await page.waitForLoadState("networkidle");
        await form.getByLabel("Price (£)").fill("840");
        await form.getByLabel("Crew size").fill("3");
        await form.getByLabel("Vehicle").selectOption("Luton van");
        await form.getByLabel("Estimated hours").fill("6");
      },
      act: async (page) => {
        await page
          .getByRole("form", { name: "Your quote" })
          .getByRole("button", { name: "Send quote" })
          .click();
        await page.getByText("Your quote has been sent to the customer").first().waitFor();
      },
    },
  ];
}

/** BENCH_INP_ONLY: the interactions to run, a comma-separated list of parts of their names (default: all). */
function chosen(all: Interaction[]): Interaction[] {
  const only = process.env.BENCH_INP_ONLY?.split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return only?.length ? all.filter((it) => only.some((o) => it.name.toLowerCase().includes(o))) : all;
}

/**
 * BENCH_INP_TRACE=<folder>: a Chromium trace of each measured interaction (the main thread's tasks, with the
 * JavaScript sampled), written as <folder>/<interaction>-<build>-<repeat>.json, to open in DevTools' Performance
 * panel or read with bench/lib/inp-trace.ts.
 */
const TRACE_DIR = process.env.BENCH_INP_TRACE ? resolve(process.env.BENCH_INP_TRACE) : null;
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "v8.execute",
  "disabled-by-default-v8.cpu_profiler",
  "blink.user_timing",
  "loading",
  "latencyInfo",
];

/** One measured repeat of an interaction on a freshly loaded page of the app at `base`. */
async function runOnce(
  browser: Browser,
  seeded: SeededApp,
  it: Interaction,
  run: { base: string; i: number; label: string },
): Promise<number> {
  // a phone-sized page, a fresh context each time (no warm caches of the page's own state)
  const context = await browser.newContext({
    baseURL: run.base,
    viewport: { width: 375, height: 800 },
  });
  try {
    if (it.as) {
      const [name, value] = seeded.data.cookies[it.as].split("=") as [string, string];
      await context.addCookies([{ name, value, url: run.base }]);
    }
    await context.addInitScript(OBSERVER);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await it.open(page, run.i);
    await page.evaluate("window.__inp()");
    const slug = `${it.name.replace(/\W+/g, "-")}-${run.label.replace(/\W+/g, "-")}-${run.i}`;
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true });
      await browser.startTracing(page, {
        path: join(TRACE_DIR, `${slug}.json`),
        categories: TRACE_CATEGORIES,
      });
    }
    await it.act(page, run.i);
    // the next paint after the last event, then Event Timing's report of it
    await page.evaluate("new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300)))");
    if (TRACE_DIR) await browser.stopTracing();
    const { worst } = (await page.evaluate("window.__inp()")) as {
      worst: number;
    };
    return Math.round(worst);
  } finally {
    await context.close();
  }
}

type Result = {
  name: string;
  build: string;
  runs: number[];
  p75: number;
  median: number;
  errors: string[];
};

async function measure(browser: Browser, seeded: SeededApp): Promise<Result[]> {
  const results: Result[] = [];
  const apps = seeded.apps;
  for (const it of chosen(interactions(seeded))) {
    const mine = apps.map(({ label }) => ({
      label,
      runs: [] as number[],
      errors: [] as string[],
    }));
    for (let i = 0; i < REPEATS; i++) {
      for (const [b, { app, label }] of apps.entries()) {
        try {
          // each repeat and build its own index (the mover's quote needs a lead of its own)
          mine[b]!.runs.push(
            await runOnce(browser, seeded, it, {
              base: app.base,
              i: i * apps.length + b,
              label,
            }),
          );
        } catch (err) {
          mine[b]!.errors.push(String(err).split("\n")[0]!);
        }
      }
    }
    for (const m of mine) {
      const p75 = quantile(m.runs, 0.75);
      const build = apps.length > 1 ? m.label : "";
      results.push({
        name: it.name,
        build,
        runs: m.runs,
        p75,
        median: median(m.runs),
        errors: [...new Set(m.errors)],
      });
      log(
        `${it.name}${build ? ` [${build}]` : ""}: p75 ${p75} ms, median ${median(m.runs)} (${m.runs.join(", ")})${m.errors.length ? `; ${m.errors.length} failed: ${m.errors[0]}` : ""}`,
      );
    }
  }
  return results;
}

async function main() {
  const loadStart = loadNow();
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const seeded = await startSeededApp(stamp, buildsFromEnv("BENCH_INP_BUILDS"));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox"],
  });
  onCleanup("close Chromium", () => browser.close());
  const results = await measure(browser, seeded);
  const markdown = [
    `Chromium (Playwright) at 375 × 800 px, CPU throttled ${CPU_SLOWDOWN}× (CDP), no network throttling; ${REPEATS} repeats each on a freshly loaded page, signed in as the page's user; demo data as above. Latency = the longest Event Timing entry of the interaction (what web-vitals' onINP reports; 16 = under the API's 16 ms threshold). Target: p75 ≤ 200 ms.`,
    "",
    "| Interaction | p75 ms | median ms | runs (ms) | target | result |",
    "| --- | --- | --- | --- | --- | --- |",
    ...results.map(
      (r) =>
        `| ${r.name}${r.build ? ` (${r.build})` : ""} | ${r.p75} | ${r.median} | ${r.runs.join(", ")}${r.errors.length ? ` (${REPEATS - r.runs.length} failed: ${r.errors[0]})` : ""} | ≤ 200 | ${r.runs.length && r.p75 <= 200 ? "PASS" : "MISS"} |`,
    ),
  ];
  log(markdown.join("\n"));
  // a partial run (some interactions, or builds compared) is not the page's section of the report
  if (process.env.BENCH_INP_ONLY || seeded.apps.length > 1) return;
  const section = {
    title: "Interactions (INP, Chromium, 4× CPU throttling)",
    measuredAt: new Date().toISOString(),
    load: { start: loadStart, end: loadNow() },
    markdown,
    data: results,
  };
  writeFileSync(resolve(BENCH_DIR, "results/interactions.json"), `${JSON.stringify(section, null, 2)}\n`);
  saveExtraSection("interactions", section);
}

try {
  await main();
} finally {
  await cleanupAll();
}
process.exit(0);
