// Issue #34's sections (app pages on a phone, interactions, the whole site under a mix, lead intake open-loop):
// each measured by its own script, merged into bench/results/latest.json under `extra.<key>` with the figure it
// replaces (`before`), and drawn at the end of latest.md. `npm run bench` keeps them when it rewrites the file.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { toMarkdown } from "./markdown.ts";
import type { ExtraSection, Extras, Results } from "./report.ts";
import { BENCH_DIR, round } from "./util.ts";

const RESULTS = resolve(BENCH_DIR, "results");
const LATEST = resolve(RESULTS, "latest.json");

export const loadNow = () =>
  loadavg()
    .map((x) => round(x, 2))
    .join(" ");

/** The extras latest.json holds now (kept by run.ts when it writes a new file). */
export function currentExtras(): Extras {
  if (!existsSync(LATEST)) return {};
  return ((JSON.parse(readFileSync(LATEST, "utf8")) as { extra?: Extras }).extra ?? {}) as Extras;
}

/** Puts one section into latest.json and rewrites latest.md; the section it replaces becomes `before`. */
export function saveExtraSection(key: string, section: Omit<ExtraSection, "before">) {
  const r = JSON.parse(readFileSync(LATEST, "utf8")) as Results & { extra?: Extras };
  const extra = r.extra ?? {};
  const old = extra[key];
  if (old) {
    const { before: _older, ...previous } = old;
    extra[key] = { ...section, before: previous };
  } else extra[key] = section;
  r.extra = extra;
  writeFileSync(LATEST, `${JSON.stringify(r, null, 2)}\n`);
  writeFileSync(resolve(RESULTS, "latest.md"), toMarkdown(r));
}
