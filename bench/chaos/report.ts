// bench/results/chaos.json (every figure) and chaos.md (the table the README quotes).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BENCH_DIR, log } from "../lib/util.ts";

export interface ScenarioResult {
  id: number;
  name: string;
  what: string;
  sent: number;
  acknowledged: number;
  stored: number;
  duplicates: number;
  lost: number;
  failed: number;
  pass: boolean;
  detail: Record<string, unknown>;
}

export interface ChaosReport {
  ranAt: string;
  seconds: number;
  postgres: string;
  leads: number;
  connections: number;
  mailOutageS: number;
  scenarios: ScenarioResult[];
  notes: string[];
  pass: boolean;
}

function chaosTable(r: ChaosReport): string {
  const rows = [...r.scenarios]
    .sort((a, b) => a.id - b.id)
    .map(
      (s) =>
        `| ${s.id}. ${s.name} | ${s.sent} | ${s.acknowledged} | ${s.stored} | ${s.duplicates} | ${s.lost} | ${s.failed} | ${s.pass ? "PASS" : "FAIL"} |`,
    );
  return [
    "| Scenario | sent | acknowledged (2xx) | stored | duplicates | lost | failed | Result |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows,
  ].join("\n");
}

export function writeReport(r: ChaosReport) {
  const dir = join(BENCH_DIR, "results");
  writeFileSync(join(dir, "chaos.json"), `${JSON.stringify(r, null, 2)}\n`);
  const md = [
    "# Chaos run (npm run chaos)",
    "",
    `${r.ranAt.slice(0, 16).replace("T", " ")} UTC, ${r.seconds} s, PostgreSQL ${r.postgres} (a private cluster), 2 shared vCPUs. ` +
      "A scenario passes only with lost = 0 and duplicates = 0. `failed` counts failed attempts (non-2xx answers " +
      "and connection errors; for mail, failed deliveries), each retried.",
    "",
    chaosTable(r),
    "",
    ...[...r.scenarios]
      .sort((a, b) => a.id - b.id)
      .flatMap((s) => [
        `**${s.id}. ${s.name}**: ${s.what}.`,
        "",
        "```json",
        JSON.stringify(s.detail, null, 1).replace(/\n\s*/g, " "),
        "```",
        "",
      ]),
    ...(r.notes.length ? ["Notes:", "", ...r.notes.map((n) => `- ${n}`), ""] : []),
  ].join("\n");
  writeFileSync(join(dir, "chaos.md"), md);
  log(`wrote bench/results/chaos.json and chaos.md: ${r.pass ? "PASS" : "FAIL"}`);
  console.log(`\n${chaosTable(r)}\n`);
}
