// npm run lint: no production source file over 400 lines (docs/architecture.md "Conventions", issue #30). Production: what apps/ and
// packages/ ship — not tests, test support (apps/api/src/test/), migrations, e2e/, bench/ or scripts/. Lists
// every file over the limit and fails; a file that must stay longer belongs in ALLOWED with why.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const MAX_LINES = 400;
/** path → why it may be longer (none today) */
const ALLOWED = new Map();

const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "apps", "packages"], {
  encoding: "utf8",
})
  .split("\n")
  .filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f))
  .filter((f) => !/\.test\.tsx?$|\.d\.ts$|\/test\/|\/drizzle\/|\/build\/|\/\.react-router\//.test(f));

const over = [];
for (const f of files) {
  let text;
  try {
    text = readFileSync(f, "utf8");
  } catch {
    continue; // deleted in the work tree
  }
  const lines = text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
  if (lines > MAX_LINES && !ALLOWED.has(f)) over.push(`  ${f}: ${lines} lines`);
}
if (over.length) {
  console.error(`Files over ${MAX_LINES} lines (split them by what the code is about):\n${over.join("\n")}`);
  process.exit(1);
}
console.log(`✔ ${files.length} production files, none over ${MAX_LINES} lines`);
