// npm test: unit tests, API tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), then e2e
// in Chromium against the built app. Each stage prints node's test summary; the first failure stops the run.
import { spawnSync } from "node:child_process";

const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(r.status ?? 1);
  }
};
const node = process.execPath;
const tsx = ["--import", "tsx"];

run("unit tests (packages/domain)", node, ["scripts/run-tests.mjs", "packages/domain/src"]);

const snapshot = spawnSync(node, [...tsx, "scripts/prepare-test-db.ts", "pglite"], {
  encoding: "utf8",
  stdio: ["ignore", "pipe", "inherit"],
});
if (snapshot.status !== 0) process.exit(1);
run("API tests on PGlite", node, ["scripts/run-tests.mjs", "--serial", "apps/api/src"], {
  TEST_DB: "pglite",
  RM_PGLITE_SNAPSHOT: snapshot.stdout.trim(),
});

if (process.env.TEST_DATABASE_URL) {
  const tpl = spawnSync(node, [...tsx, "scripts/prepare-test-db.ts", "postgres"], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  if (tpl.status !== 0) process.exit(1);
  run("API tests on PostgreSQL", node, ["scripts/run-tests.mjs", "--serial", "apps/api/src"], {
    TEST_DB: "postgres",
    RM_PG_TEMPLATE: tpl.stdout.trim(),
  });
  spawnSync(node, [...tsx, "scripts/prepare-test-db.ts", "drop-postgres", tpl.stdout.trim()], {
    stdio: "inherit",
  });
} else {
  console.log("\n(TEST_DATABASE_URL not set: API tests ran on PGlite only)");
}

run("web build", "npm", ["run", "build", "--silent"]);
run("e2e tests in Chromium", node, [...tsx, "e2e/run.ts"]);
