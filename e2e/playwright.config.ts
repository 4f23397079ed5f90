// The e2e suite (`npm run test:e2e`, and the e2e stage of `npm test`): @playwright/test driving Debian's
// Chromium (never a downloaded browser) against the built app, started once for the run with a fresh
// embedded database and a loopback SMTP server that keeps the mail (e2e/global-setup.ts).
// Fixtures (pages at phone and desktop widths, signed-in contexts, the inbox, axe, console errors):
// e2e/lib/fixtures.ts. Why these settings: docs/decisions/060-e2e-on-playwright-test.md, 074-one-e2e-retry.md, 078-e2e-in-headless-shell.md.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, DESKTOP } from "./lib/chromium.ts";

/**
 * E2E_WORKERS: spec files at once against the one app; 3 keeps both cores of the 2-core machine busy, alone
 * or beside npm test's API stages (docs/decisions/078-e2e-in-headless-shell.md)
 */
const retries = process.env.E2E_RETRIES === undefined ? 1 : Number(process.env.E2E_RETRIES);
const workers = Number(process.env.E2E_WORKERS) || 3;

export default defineConfig({
  testDir: "./tests",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results",
  globalSetup: "./global-setup.ts",
  // one retry (E2E_RETRIES overrides; 0 locally when chasing a flake): under CI's load (both cores busy with the API
  // tests beside) a click now and then lands in a page still settling — three different tests failed once each in
  // three full runs and never alone. A retried test is reported "flaky" by name at the end of the run; a test
  // that fails twice fails the run (docs/decisions/074-one-e2e-retry.md)
  retries,
  workers,
  // the tests of one file run in order in one worker; files spread over the workers. No test leans on
  // another having run (each makes its own accounts and leads).
  fullyParallel: false,
  forbidOnly: true,
  // generous for a 2-core machine running the API tests beside: the longest flows (the wizard end to end, the
  // sitemap sweep sets its own) take about a minute when the machine is quiet, and the admin's sign-in may wait
  // for the next 30-second code step; an assertion waits as long as a locator's wait did under node:test
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: [
    ["list"],
    // for CI and tools: the same results as JUnit XML
    ["junit", { outputFile: "./test-results/junit.xml" }],
  ],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      args: CHROMIUM_ARGS,
    },
    headless: true,
    viewport: DESKTOP,
    locale: "en-GB",
    timezoneId: "Europe/London",
    // the DOM at every step: recorded on a failed test's retry (recording every test's and throwing it away
    // cost ~80 of the suite's 452 CPU-seconds; docs/decisions/078-e2e-in-headless-shell.md), or with E2E_RETRIES=0 kept for
    // the failing test itself; no screencast frames (their encoding costs a core on this machine, and the
    // failure screenshot is kept anyway)
    trace: {
      mode: retries > 0 ? "on-first-retry" : "retain-on-failure",
      snapshots: true,
      screenshots: false,
      sources: true,
    },
    screenshot: "only-on-failure",
    navigationTimeout: 30_000,
    // a click or fill that cannot happen in a minute fails there (and is retried), not at the test's timeout
    actionTimeout: 60_000,
  },
});
