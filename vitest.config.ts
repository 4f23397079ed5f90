// The unit, component and API tests (Vitest; docs/decisions/086-vitest-runs-the-tests.md). `npm test` runs every
// project through scripts/test.mjs, which first makes the API files' PGlite snapshot and PostgreSQL template;
// `npx vitest run <file>` runs one file (an API file then makes its own database's snapshot or template).
//
// Projects: domain, content, web (the component files say `@vitest-environment happy-dom` in their first
// lines), api-pglite, and api-postgres when TEST_DATABASE_URL is set — the API files once more, without those
// whose first lines say "// test-database: none (<why>)": they open no test database and would only repeat
// themselves. Each API file opens its own database (apps/api/src/test/database.ts), so files run at once.
//
// TEST_CONCURRENCY workers at once (default: one more than the cores, at least 2 — an API file spends part of
// its time waiting on its database). The domain, content and API files share a worker one file after another
// (`isolate: false`): the app's modules are imported once per worker, not once per file; each file's
// `afterAll` hooks close its app and database before the next file starts. The component files get a worker
// each (happy-dom's globals and Testing Library's `screen` belong to one page). Files run slowest first by the
// times Vitest keeps in node_modules/.vite (a fresh clone: the largest first), one project after another.
import { closeSync, globSync, openSync, readSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const API_FILES = "apps/api/src/**/*.test.ts";

/** the file's first 2 KiB, where its markers are */
const head = (file: string) => {
  const fd = openSync(file, "r");
  const buf = Buffer.alloc(2048);
  const n = readSync(fd, buf, 0, buf.length, 0);
  closeSync(fd);
  return buf.subarray(0, n).toString("utf8");
};
/** the API files whose first lines say "// test-database: none (<why>)" */
const opensNoDatabase = () => globSync(API_FILES).filter((f) => /^\/\/ test-database: none\b/m.test(head(f)));

const setting = process.env.TEST_CONCURRENCY;
const workers = setting ? Number(setting) : Math.max(2, availableParallelism() + 1);
if (!Number.isInteger(workers) || workers < 1)
  throw new Error(`TEST_CONCURRENCY must be a whole number of at least 1, not "${setting}"`);

const project = (
  name: string,
  test: TestProjectInlineConfiguration["test"],
): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, ...test },
});

export default defineConfig({
  test: {
    maxWorkers: workers,
    // node:test had no limit; a file on a loaded machine may take two minutes, and one test most of that
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // after-hooks run in the order they were added, as node:test ran them (an app closed before its database)
    sequence: { hooks: "list" },
    reporters: ["default", "./scripts/vitest-summary.ts"],
    projects: [
      project("domain", { include: ["packages/domain/src/**/*.test.ts"], isolate: false }),
      project("content", { include: ["packages/content/src/**/*.test.ts"], isolate: false }),
      project("web", { include: ["apps/web/app/**/*.test.{ts,tsx}", "apps/web/*.test.ts"] }),
      project("api-pglite", { include: [API_FILES], isolate: false, env: { TEST_DB: "pglite" } }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            project("api-postgres", {
              include: [API_FILES],
              exclude: ["**/node_modules/**", ...opensNoDatabase()],
              isolate: false,
              env: { TEST_DB: "postgres" },
            }),
          ]
        : []),
    ],
  },
});
