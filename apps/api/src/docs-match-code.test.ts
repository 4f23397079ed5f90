// test-database: none (opens no test database: run once, in the PGlite stage)
// The docs say what the code does (issue #30): the README's settings table lists every setting config.ts reads,
// docs/layout.md's module table says which modules each module uses, and docs/decisions/README.md lists every
// numbered decision record. Each test names what is missing, so the doc (or the code) can be put right.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join, normalize, relative, sep } from "node:path";
import { test } from "vitest";
import { REPO_ROOT, SETTING_NAMES } from "./config.ts";

const read = (path: string) => readFileSync(join(REPO_ROOT, path), "utf8");

/** the first cells of a markdown table's rows, from the table whose header row starts with `header` */
function tableRows(markdown: string, header: string): string[][] {
  const lines = markdown.split("\n");
  const start = lines.findIndex((l) => l.startsWith(header));
  assert.ok(start >= 0, `no table starting "${header}"`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    rows.push(line.split(/ \| /).map((c) => c.replace(/^\| ?| ?\|$/g, "").trim()));
  }
  return rows;
}

const backticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);

test("the README's settings table lists every setting config.ts reads, and no other", () => {
  const rows = tableRows(read("README.md"), "| variable | default | meaning |");
  const listed = new Set(rows.flatMap((r) => backticked(r[0])));
  const missing = SETTING_NAMES.filter((name) => !listed.has(name));
  assert.deepEqual(missing, [], `settings missing from the README's table: ${missing.join(", ")}`);
  const unknown = [...listed].filter((name) => !SETTING_NAMES.includes(name));
  assert.deepEqual(
    unknown,
    [],
    `the README's table lists settings config.ts does not read: ${unknown.join(", ")}`,
  );
});

const MODULES_DIR = join(REPO_ROOT, "apps/api/src/modules");

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/** module → the other modules its production files import (tests may reach anywhere) */
function moduleUses(): Map<string, Set<string>> {
  const modules = readdirSync(MODULES_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const uses = new Map(modules.map((m) => [m, new Set<string>()]));
  for (const m of modules) {
    for (const file of filesOf(join(MODULES_DIR, m))) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, spec] of readFileSync(file, "utf8").matchAll(/from\s+["'](\.[^"']+)["']/g)) {
        const target = relative(MODULES_DIR, normalize(join(file, "..", spec))).split(sep)[0];
        if (target !== m && uses.has(target)) uses.get(m)?.add(target);
      }
    }
  }
  return uses;
}

test("docs/layout.md's module table names every module and what it uses, as the imports say", () => {
  const rows = tableRows(read("docs/layout.md"), "| module | holds | uses |");
  const documented = new Map(
    rows.map((r) => [backticked(r[0])[0], new Set(r[2] === "—" ? [] : r[2].split(/,\s*/))] as const),
  );
  const actual = moduleUses();
  const wrong: string[] = [];
  for (const [m, used] of actual) {
    const doc = documented.get(m);
    if (!doc) {
      wrong.push(`${m}: not in the table`);
      continue;
    }
    const add = [...used].filter((u) => !doc.has(u));
    const drop = [...doc].filter((u) => !used.has(u));
    if (add.length || drop.length)
      wrong.push(`${m}: add ${add.join(", ") || "—"}; remove ${drop.join(", ") || "—"}`);
  }
  for (const m of documented.keys()) if (!actual.has(m)) wrong.push(`${m}: in the table, but no such module`);
  assert.deepEqual(wrong, [], `docs/layout.md's module table is out of date:\n${wrong.join("\n")}`);
});

test("docs/decisions/README.md lists every numbered decision record, and each record has a status", () => {
  const records = readdirSync(join(REPO_ROOT, "docs/decisions")).filter((f) => /^\d{3}-.+\.md$/.test(f));
  assert.ok(records.length > 90, "the decision records are in docs/decisions/");
  const index = read("docs/decisions/README.md");
  const unlisted = records.filter((f) => !index.includes(`](${f})`));
  assert.deepEqual(unlisted, [], `records missing from docs/decisions/README.md: ${unlisted.join(", ")}`);
  const noStatus = records.filter(
    (f) => !/^- Status: (accepted|superseded by )/m.test(read(`docs/decisions/${f}`)),
  );
  assert.deepEqual(
    noStatus,
    [],
    `records without "- Status: accepted" or "superseded by": ${noStatus.join(", ")}`,
  );
});
