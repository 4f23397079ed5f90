// The tables of bench/mix.ts: per stage and class p50, p99, errors, shed answers (and what they were), CPU.
import { availableParallelism } from "node:os";
import type { ClassName } from "./mix-classes.ts";
import type { ClassResult } from "./open-loop.ts";
import { round } from "./util.ts";

interface Cpu {
  app: number;
  db: number;
  proxy: number;
  total: number;
}

export interface Stage {
  label: string;
  seconds: number;
  load: string;
  results: ClassResult[];
  /** server CPU (app processes, PostgreSQL, HAProxy) during the load, per request sent */
  cpuMsPerRequest: Cpu;
  /** the same until the mail it queued was delivered */
  cpuMsPerRequestWithMail: Cpu;
  mailsDuring: number;
  mailsAfter: number;
  drainS: number;
  pendingAfter: number;
  /** seconds from the load's start until its mail was delivered */
  wallS: number;
  /** the processes' CPU ms a second when idle (health checks, pollers), measured before the stages */
  idleCpuMs: number;
  /** HAProxy's `app` backend during the load: its processes marked down, seconds it had none up, its longest
   * queue, the 5xx it answered (its own and the processes') */
  proxy?: { serversMarkedDown: number; secondsWithNoServer: number; maxQueued: number; answered5xx: number };
}

/** CPU ms a request until its mail was delivered, less what the idle processes use meanwhile */
export const netCpuMs = (s: Stage) => {
  const sent = s.results.reduce((a, r) => a + r.sent, 0);
  return sent ? round(s.cpuMsPerRequestWithMail.total - (s.idleCpuMs * s.wallS) / sent, 2) : Number.NaN;
};

interface MixOut {
  context: { idleCpuPerS: number; setup: string; leadsMatched?: { leads: number; six: number } };
  mix: Stage[];
  solo: Stage[];
  intake: Stage[];
}

const shedText = (r: ClassResult) =>
  r.shed
    ? `${r.shed} (${Object.entries(r.shedKinds)
        .map(([k, n]) => `${n} ${k}`)
        .join(", ")})`
    : "0";
const errorText = (r: ClassResult) => {
  if (!r.errors) return "0";
  const codes = Object.entries(r.statuses)
    .filter(([k]) => !/^[23]/.test(k))
    .map(([k, n]) => `${n}× ${k}`)
    .join(", ");
  return `${r.errors} (${codes})`;
};

/** CPU ms a request of the class alone, the idle processes' own CPU taken off */
function soloCpu(solo: Stage[], name: string): string {
  const s = solo.find((x) => x.results[0]?.name === name);
  const r = s?.results[0];
  if (!s || !r?.sent) return "—";
  return String(netCpuMs(s));
}

/** what a shed answer of each class must be (the file shedding.ts's classes): none for files and cached pages */
const RIGHT_SHED: Record<ClassName, "none" | "html" | "json"> = {
  "page (marketing, anonymous)": "none",
  "asset (CSS, JS)": "none",
  "postcode look-up": "json",
  "sign-in": "json",
  "lead intake": "json",
  "quote sent": "json",
  "app page (signed in)": "html",
  "message sent": "json",
  "admin list": "html",
};

/** Past capacity: no file or cached page shed, every other shed answer of the right kind. */
function shedVerdict(s: Stage): string {
  const wrong: string[] = [];
  for (const r of s.results) {
    const right = RIGHT_SHED[r.name as ClassName] ?? "json";
    const bad = Object.entries(r.shedKinds).filter(([kind]) => kind !== right);
    for (const [kind, n] of bad) wrong.push(`${r.name}: ${n} ${right === "none" ? "shed" : kind}`);
  }
  return wrong.length ? `MISS (${wrong.join("; ")})` : "PASS";
}

/** The server CPU the mix needs a second at `factor` ×, from each class's CPU alone, against the machine's. */
function capacityLine(out: MixOut): string | undefined {
  const oneX = out.mix.find((s) => s.label.startsWith("1×"));
  if (!oneX) return undefined;
  let msPerS = 0;
  for (const r of oneX.results) {
    const s = out.solo.find((x) => x.results[0]?.name === r.name);
    if (!s) return undefined;
    msPerS += r.rate * netCpuMs(s);
  }
  const cores = availableParallelism();
  return `Capacity, from each class's CPU alone: the mix at 1× needs ${round(msPerS, 0)} ms of server CPU a second, so 100× needs ${round(msPerS / 10, 1)} cores; this machine has ${cores}, so its CPU is all used at about ${round((cores * 1000) / msPerS, 0)}× the estimate.`;
}

export function mixMarkdown(out: MixOut): string[] {
  const lines = [
    `${out.context.setup}. Open loop: each class at a fixed arrival rate, latency from the moment each request was due. The mix and its 1× estimate (sources, and that they are estimates) are in bench/lib/mix-classes.ts. CPU: the app processes, PostgreSQL and HAProxy from /proc, per request sent; "CPU alone" = the class alone at its 100× rate (≥ 20/s) for 5 s until its mail was delivered, less the idle processes' ${round(out.context.idleCpuPerS * 1000, 0)} ms/s. Shed = 503 with Retry-After (html: the busy page; json: the API's). Targets at 100×: every class p99 ≤ 150 ms, 0 errors; past capacity: no asset or cached page shed, every shed answer the right kind.`,
    "",
  ];
  for (const s of out.mix) {
    lines.push(
      `**${s.label}** — ${s.seconds} s, load average ${s.load}; server CPU ${s.cpuMsPerRequest.total} ms a request (app ${s.cpuMsPerRequest.app}, PostgreSQL ${s.cpuMsPerRequest.db}, HAProxy ${s.cpuMsPerRequest.proxy}); ${s.mailsDuring} mails delivered during the load, ${s.mailsAfter} by ${s.drainS} s after it (${s.pendingAfter} pending).${s.proxy ? ` HAProxy: processes marked down ${s.proxy.serversMarkedDown}×, ${s.proxy.secondsWithNoServer} s with none up, longest queue ${s.proxy.maxQueued}, 5xx answered ${s.proxy.answered5xx}.` : ""}`,
      "",
      "| Class | rate /s | sent | p50 ms | p99 ms | errors | shed | CPU alone ms/req |",
      "| --- | --- | --- | --- | --- | --- | --- | --- |",
      ...s.results.map(
        (r) =>
          `| ${r.name} | ${r.rate} | ${r.sent} | ${r.p50} | ${r.p99} | ${errorText(r)} | ${shedText(r)} | ${soloCpu(out.solo, r.name)} |`,
      ),
      "",
      `Shed answers: ${shedVerdict(s)}${s.results.some((r) => r.shed) ? "" : " (none shed)"}.`,
      "",
    );
  }
  const capacity = capacityLine(out);
  if (capacity) lines.push(capacity, "");
  return lines;
}

export function intakeMarkdown(out: MixOut): string[] {
  const m = out.context.leadsMatched;
  const lines = [
    `Same set-up; POST /api/client/register (a new customer's lead with its proof of work) alone at a fixed rate, and the write floor (POST /api/bench/insert-matched: a matched lead's rows in one statement, nothing read or checked, its 7 mails delivered by the same worker) at the same rates. ${m ? `Leads of this run: ${m.leads}, ${m.six} of them matched to 6 movers.` : ""} CPU a lead: app + PostgreSQL + HAProxy, until its mail was delivered. Target: p99 ≤ 100 ms at 10/s.`,
    "",
    "| Load | sent | 2xx | p50 ms | p99 ms | errors | shed | CPU ms a lead: load only / with its mail / less idle | mails during / after | load average |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const s of out.intake) {
    const r = s.results[0]!;
    lines.push(
      `| ${s.label} | ${r.sent} | ${r.ok} | ${r.p50} | ${r.p99} | ${errorText(r)} | ${shedText(r)} | ${s.cpuMsPerRequest.total} / ${s.cpuMsPerRequestWithMail.total} / ${netCpuMs(s)} | ${s.mailsDuring} / ${s.mailsAfter} | ${s.load} |`,
    );
  }
  const ratio = (rate: number) => {
    const i = out.intake.find((s) => s.label === `lead intake ${rate}/s`);
    const f = out.intake.find((s) => s.label === `write floor ${rate}/s`);
    return i && f ? round(netCpuMs(i) / netCpuMs(f), 2) : "—";
  };
  lines.push(
    "",
    `CPU a lead ÷ the write floor's (with mail, less idle): ${ratio(10)} at 10/s, ${ratio(100)} at 100/s.`,
  );
  return lines;
}
