// The last lines of a Vitest run (vitest.config.ts): each failed test's error once more, so that a log read from
// its end says why the run failed, then the one line CI reads: `N passed, N failed` (and N skipped when some
// were). The errors are appended to RM_TEST_FAILURE_LOG too, which `npm test` (scripts/test.mjs) prints again
// after the e2e output.
import { appendFileSync } from "node:fs";
import { relative } from "node:path";
import type { Reporter, SerializedError, TestModule } from "vitest/node";
import { failureTail } from "./failure-tail.mjs";

const describeError = (e: SerializedError) =>
  [e.message, e.diff, e.stack?.split("\n").slice(1).join("\n")].filter(Boolean).join("\n");

export default class Summary implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled: ReadonlyArray<SerializedError>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const details: string[] = [];
    const fail = (title: string, errors: ReadonlyArray<SerializedError>) => {
      failed++;
      details.push(`✖ ${title}\n${failureTail(errors.map(describeError).join("\n\n"))}`);
    };
    for (const m of modules) {
      const file = `${relative(process.cwd(), m.moduleId)} [${m.project.name}]`;
      for (const t of m.children.allTests()) {
        const r = t.result();
        if (r.state === "passed") passed++;
        else if (r.state === "failed") fail(`${file} > ${t.fullName}`, r.errors ?? []);
        else skipped++;
      }
      // an error outside any test: the file failed to load, or a beforeAll/afterAll hook threw
      if (m.errors().length) fail(`${file} (outside its tests)`, m.errors());
    }
    if (unhandled.length) fail("unhandled errors", unhandled);
    if (details.length) {
      console.log(`\n=== failed tests ===\n${details.join("\n\n")}`);
      if (process.env.RM_TEST_FAILURE_LOG)
        appendFileSync(process.env.RM_TEST_FAILURE_LOG, `${details.join("\n\n")}\n\n`);
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  }
}
