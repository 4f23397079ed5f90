// latest.md: the summary table (each figure next to its ceiling and target) and the detail tables.
import type { LoadResult } from "./load.ts";
import type { PageResult } from "./pages.ts";
import { type Extras, isSkipped, type Results } from "./report.ts";
import { round } from "./util.ts";

const row = (cells: (string | number | undefined)[]) =>
  `| ${cells.map((c) => String(c ?? "—")).join(" | ")} |`;
const head = (cells: string[]) => [row(cells), row(cells.map(() => "---"))];
const kib = (b: number | undefined) => (b === undefined ? "—" : round(b / 1024, 1));

function summaryTable(r: Results): string[] {
  return [
    ...head(["Area", "Figure", "Measured", "Compared with", "Target", "Result"]),
    ...r.checks.map((c) => row([c.area, c.figure, c.measured, c.against, c.target, c.verdict])),
  ];
}

function pageRow(p: PageResult, floorJs: number | undefined) {
  if (!p.runs) return row([p.name, p.url, `skipped: ${p.error}`, "", "", "", "", "", "", "", "", ""]);
  const ratio = floorJs && p.scriptGzipBytes !== undefined ? round(p.scriptGzipBytes / floorJs, 2) : "—";
  return row([
    p.name,
    new URL(p.url).pathname,
    p.performance,
    p.accessibility,
    p.bestPractices,
    p.seo,
    p.lcpMs,
    p.tbtMs,
    p.cls,
    kib(p.scriptGzipBytes),
    kib(p.scriptWireBytes),
    ratio,
    kib(p.inlineScriptGzipBytes),
  ]);
}

function loadRow(name: string, l: LoadResult) {
  return row([name, l.url, l.connections, l.rps, l.p50, l.p99, l.ok2xx, l.non2xx, l.errors + l.timeouts]);
}

export function toMarkdown(r: Results): string {
  const out: string[] = [
    "# Benchmark results",
    "",
    `Run ${r.startedAt} → ${r.finishedAt} (${Math.round(r.durationSeconds)} s) with \`npm run bench\`.`,
    "",
    `Machine: ${Object.entries(r.machine)
      .map(([k, v]) => `${k} ${v}`)
      .join(", ")}.`,
    "",
    `Database: ${r.database.note}.`,
    "",
  ];
  if (r.notes.length) out.push(...r.notes.map((n) => `- ${n}`), "");
  out.push("## Summary", "", ...summaryTable(r), "");

  out.push("## Pages (Lighthouse, mobile preset)", "");
  if (isSkipped(r.pages)) out.push(`Skipped: ${r.pages.skipped}`, "");
  else {
    const floorJs = r.pages.floor.scriptGzipBytes;
    out.push(
      `${r.pages.runsNote}; ${r.pages.chromium}. LCP and TBT in ms. JS: the page's script requests in KiB,`,
      "gzip (level 6) computed by the bench and as sent on the wire; JS inline: the inline scripts of its HTML",
      "(hydration context and streamed data, or a static page's enhance script), gzip level 6.",
      "",
      ...head([
        "Page",
        "Path",
        "Perf",
        "A11y",
        "Best pr.",
        "SEO",
        "LCP",
        "TBT",
        "CLS",
        "JS gzip",
        "JS wire",
        "× floor",
        "JS inline",
      ]),
      pageRow(r.pages.floor, floorJs),
      ...r.pages.pages.map((p) => pageRow(p, floorJs)),
      "",
    );
    const failing = [r.pages.floor, ...r.pages.pages].filter((p) => p.failedAudits?.length);
    if (failing.length) {
      out.push("Failed Lighthouse audits (in any run):", "");
      for (const p of failing) out.push(`- ${p.name}: ${p.failedAudits!.join(", ")}`);
      out.push("");
    }
    const notes = [
      ...r.pages.notes,
      ...[r.pages.floor, ...r.pages.pages]
        .filter((p) => p.runs && p.error)
        .map((p) => `${p.name}: median of ${p.runs} runs (${p.error})`),
    ];
    if (notes.length) out.push(...notes.map((n) => `- ${n}`), "");
  }

  out.push("## Load (autocannon, loopback)", "");
  out.push(...head(["Test", "Path", "Conn.", "req/s", "p50 ms", "p99 ms", "2xx", "non-2xx", "errors"]));
  if (!isSkipped(r.leadIntake)) {
    out.push(loadRow("lead intake", r.leadIntake.register), loadRow("INSERT ceiling", r.leadIntake.ceiling));
  }
  if (!isSkipped(r.postcodes)) {
    out.push(
      loadRow("postcode autocomplete", r.postcodes.subject),
      loadRow("hello-world", r.postcodes.baseline),
    );
  }
  if (!isSkipped(r.ssr)) {
    out.push(loadRow("SSR borough page", r.ssr.subject), loadRow("same HTML, static file", r.ssr.baseline));
  }
  out.push("");
  for (const s of [r.leadIntake, r.postcodes, r.ssr]) {
    if (!isSkipped(s) && "note" in s && s.note) out.push(`- ${s.note}`);
  }

  out.push("", "## Matching (matchLead per lead, rolled-back transaction, with a month of past leads)", "");
  if ("skipped" in r.matching) out.push(`Skipped: ${r.matching.skipped}`);
  else {
    out.push(
      ...head(["Companies", "Generated in (s)", "Past leads", "Leads", "p50 ms", "p99 ms", "Mean matches"]),
    );
    for (const s of r.matching.sizes) {
      out.push(
        row([
          s.companies.toLocaleString("en-GB"),
          s.generateSeconds,
          s.historyLeads ?? "—",
          s.leads,
          s.p50Ms,
          s.p99Ms,
          s.meanMatches,
        ]),
      );
    }
    if (r.matching.note) out.push("", r.matching.note);
  }
  out.push("", ...extrasMarkdown(r.extra));
  return out.join("\n");
}

/** latest.md's end: each extra section, and the figure it replaced. */
export function extrasMarkdown(extras: Extras | undefined): string[] {
  const out: string[] = [];
  for (const s of Object.values(extras ?? {})) {
    out.push(
      `## ${s.title}`,
      "",
      `Measured ${s.measuredAt}; load average ${s.load.start} at the start, ${s.load.end} at the end (2 cores).`,
      "",
    );
    out.push(...s.markdown, "");
    if (s.before) {
      out.push(`Before (${s.before.measuredAt}; load ${s.before.load.start} → ${s.before.load.end}):`, "");
      out.push(...s.before.markdown, "");
    }
  }
  return out;
}
