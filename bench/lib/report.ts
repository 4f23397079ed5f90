// Each figure next to its ceiling and target, PASS/MISS; latest.json keeps everything, latest.md the tables.
import type { LoadResult } from "./load.ts";
import type { MatchingResult } from "./matching.ts";
import type { PageResult } from "./pages.ts";
import { round } from "./util.ts";

type Verdict = "PASS" | "MISS" | "SKIPPED" | "INFO";
export interface Check {
  area: string;
  figure: string;
  measured: string;
  against: string;
  target: string;
  verdict: Verdict;
}

export type Skippable<T> = T | { skipped: string };
export const isSkipped = <T>(x: Skippable<T>): x is { skipped: string } =>
  typeof x === "object" && x !== null && "skipped" in x;

export interface PagesSection {
  runsNote: string;
  chromium: string;
  floor: PageResult;
  pages: PageResult[];
  notes: string[];
}
export interface LeadSection {
  connections: number;
  register: LoadResult;
  ceiling: LoadResult;
  ratio: number;
  storedLeads: number;
  answered2xx: number;
  /** answers that were not 2xx, errors and timeouts (warm-up included) */
  otherOutcomes: number;
  storedMatches2xx: boolean;
  note?: string;
}
export interface PairSection {
  subject: LoadResult;
  baseline: LoadResult;
  ratio: number;
  note?: string;
}
export interface Results {
  startedAt: string;
  finishedAt: string;
  durationSeconds: number;
  machine: Record<string, string | number>;
  database: { kind: string; note: string };
  notes: string[];
  pages: Skippable<PagesSection>;
  leadIntake: Skippable<LeadSection>;
  matching: MatchingResult;
  postcodes: Skippable<PairSection>;
  ssr: Skippable<PairSection>;
  checks: Check[];
  /** issue #34's sections, each from its own script (extra-sections.ts) */
  extra?: Extras;
}

/** Issue #34's sections: one script each (extra-sections.ts), drawn at the end of latest.md. */
export interface ExtraSection {
  title: string;
  measuredAt: string;
  /** the machine's load average (1, 5, 15 min) when the section started and ended */
  load: { start: string; end: string };
  markdown: string[];
  data: unknown;
  /** the same section from the run before, if any */
  before?: Omit<ExtraSection, "before">;
}

export type Extras = Record<string, ExtraSection>;

/** The home page again, through a gzip proxy: informational, not the product as shipped. */
export const WHAT_IF_GZIP = "home + gzip (what-if)";

const kib = (b: number | undefined) => (b === undefined ? "—" : `${round(b / 1024, 1)} KiB`);
const v = (ok: boolean): Verdict => (ok ? "PASS" : "MISS");
const MARKETING = new Set(["home", "service", "borough", "faqs", "blog post"]);
/** issue #3 (docs/README.md#issues): the JavaScript sent to a marketing page, files and inline scripts, gzip. */
const MARKETING_JS_BUDGET_BYTES = 85 * 1024;

export function buildChecks(r: Omit<Results, "checks">): Check[] {
  const c: Check[] = [];
  if (isSkipped(r.pages)) c.push(skip("Pages", "Lighthouse", r.pages.skipped));
  else {
    const floorJs = r.pages.floor.scriptGzipBytes;
    for (const p of r.pages.pages) {
      if (p.error && !p.runs) {
        c.push(skip(`Page ${p.name}`, "Lighthouse", p.error));
        continue;
      }
      const others = [p.accessibility, p.bestPractices, p.seo];
      if (p.name === WHAT_IF_GZIP) {
        c.push({
          area: `Page ${p.name}`,
          figure: "Lighthouse perf / a11y / best practices / SEO",
          measured: `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}`,
          against: "the home page as served",
          target: "— (what-if: the app behind a gzip proxy)",
          verdict: "INFO",
        });
        continue;
      }
      c.push({
        area: `Page ${p.name}`,
        figure: "Lighthouse perf / a11y / best practices / SEO",
        measured: `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo}`,
        against: `floor ${r.pages.floor.performance} / ${r.pages.floor.accessibility} / ${r.pages.floor.bestPractices} / ${r.pages.floor.seo}`,
        target: "≥ 95 / 100 / 100 / 100",
        verdict: v((p.performance ?? 0) >= 95 && others.every((x) => x === 100)),
      });
      const ratio = floorJs && p.scriptGzipBytes !== undefined ? p.scriptGzipBytes / floorJs : Number.NaN;
      c.push({
        area: `Page ${p.name}`,
        figure: "JS loaded (gzip)",
        measured: `${kib(p.scriptGzipBytes)} (${round(ratio, 2)} × floor)`,
        against: `React floor ${kib(floorJs)}`,
        target: MARKETING.has(p.name) ? "≤ 1.25 × floor" : "— (app page)",
        verdict: MARKETING.has(p.name) ? v(ratio <= 1.25) : "INFO",
      });
      const sent =
        p.scriptGzipBytes !== undefined && p.inlineScriptGzipBytes !== undefined
          ? p.scriptGzipBytes + p.inlineScriptGzipBytes
          : undefined;
      c.push({
        area: `Page ${p.name}`,
        figure: "JS sent (gzip): files + inline",
        measured:
          sent === undefined
            ? "—"
            : `${kib(sent)} (${kib(p.scriptGzipBytes)} + ${kib(p.inlineScriptGzipBytes)})`,
        against: `React floor ${kib(floorJs)} + ${kib(r.pages.floor.inlineScriptGzipBytes)}`,
        target: MARKETING.has(p.name) ? "≤ 85 KiB gzip" : "— (app page)",
        verdict: MARKETING.has(p.name) ? v(sent !== undefined && sent <= MARKETING_JS_BUDGET_BYTES) : "INFO",
      });
    }
  }
  if (isSkipped(r.leadIntake)) c.push(skip("Lead intake", "POST /api/client/register", r.leadIntake.skipped));
  else {
    const l = r.leadIntake;
    c.push({
      area: "Lead intake",
      figure: `POST /api/client/register, ${l.connections} connections`,
      measured: `${l.register.rps} req/s (${round(l.ratio, 2)} × ceiling), p99 ${l.register.p99} ms (${round(l.register.p99 / l.ceiling.p99, 2)} × ceiling)`,
      against: `INSERT ceiling ${l.ceiling.rps} req/s, p99 ${l.ceiling.p99} ms`,
      // issue #20: against the ceiling of the same run (the absolute p99 ≤ 30 ms was withdrawn: this
      // machine's own one-INSERT ceiling does not reach it)
      target: "≥ 0.5 × ceiling, p99 ≤ 1.5 × ceiling's",
      verdict: v(
        l.ratio >= 0.5 &&
          l.register.p99 <= 1.5 * l.ceiling.p99 &&
          l.register.non2xx === 0 &&
          l.register.errors === 0,
      ),
    });
    c.push({
      area: "Lead intake",
      figure: "stored leads = 2xx answers",
      measured: `${l.storedLeads} stored, ${l.answered2xx} answered 2xx${l.otherOutcomes ? `, ${l.otherOutcomes} not 2xx or no answer` : ""}`,
      against: "—",
      target: "equal",
      verdict: v(l.storedMatches2xx),
    });
  }
  if ("skipped" in r.matching) c.push(skip("Matching", "matchLead", r.matching.skipped));
  else {
    const sizes = r.matching.sizes;
    const at = (n: number) => sizes.find((s) => s.companies >= n && s.companies < n * 2);
    const s1 = at(1_000);
    const s10 = at(10_000);
    const s100 = at(100_000);
    if (s10)
      c.push({
        area: "Matching",
        figure: `p99 per lead, ${s10.companies.toLocaleString("en-GB")} companies`,
        measured: `${s10.p99Ms} ms (p50 ${s10.p50Ms} ms)`,
        against: s1 ? `1,000 companies: p99 ${s1.p99Ms} ms` : "—",
        target: "≤ 5 ms",
        verdict: v(s10.p99Ms <= 5),
      });
    else c.push(skip("Matching", "10,000 companies", r.matching.note ?? "not measured"));
    if (s10 && s100)
      c.push({
        area: "Matching",
        figure: `p99 per lead, ${s100.companies.toLocaleString("en-GB")} companies`,
        measured: `${s100.p99Ms} ms (${round(s100.p99Ms / s10.p99Ms, 2)} × 10k)`,
        against: `10,000 companies: ${s10.p99Ms} ms`,
        target: "≤ 2 × the 10k figure",
        verdict: v(s100.p99Ms <= 2 * s10.p99Ms),
      });
    else c.push(skip("Matching", "100,000 companies", r.matching.note ?? "not measured"));
  }
  if (isSkipped(r.postcodes)) c.push(skip("Postcodes", "autocomplete", r.postcodes.skipped));
  else {
    const p = r.postcodes;
    c.push({
      area: "Postcodes",
      figure: `GET /api/autocomplete/postcode, ${p.subject.connections} connections`,
      measured: `${p.subject.rps} req/s (${round(p.ratio, 2)} × hello), p99 ${p.subject.p99} ms`,
      against: `hello-world ${p.baseline.rps} req/s, p99 ${p.baseline.p99} ms`,
      target: "≥ 0.5 × hello-world, p99 ≤ 5 ms",
      verdict: v(p.ratio >= 0.5 && p.subject.p99 <= 5 && p.subject.non2xx === 0),
    });
  }
  if (isSkipped(r.ssr)) c.push(skip("SSR", "borough page", r.ssr.skipped));
  else {
    const s = r.ssr;
    c.push({
      area: "SSR",
      figure: `GET /camden-removals, ${s.subject.connections} connections`,
      measured: `${s.subject.rps} req/s (${round(s.ratio, 2)} × static), p99 ${s.subject.p99} ms`,
      against: `static file ${s.baseline.rps} req/s, p99 ${s.baseline.p99} ms`,
      target: "≥ 0.5 × static",
      verdict: v(s.ratio >= 0.5 && s.subject.non2xx === 0),
    });
  }
  return c;
}

const skip = (area: string, figure: string, why: string): Check => ({
  area,
  figure,
  measured: `skipped: ${why}`,
  against: "—",
  target: "—",
  verdict: "SKIPPED",
});
