// How the e2e suite runs Debian's Chromium, and the two widths every page is looked at (read by the
// Playwright config too, so nothing here may import a test runner).
import { existsSync } from "node:fs";

/**
 * Debian's `chromium-headless-shell` (the same Chromium without the browser's own windows and pages: what
 * Playwright runs headless by default), else the full `chromium`; CHROMIUM_PATH chooses. Measured on the
 * 2-core machine, the whole suite took 776 CPU-seconds in the full browser and 452 in the shell — each new
 * context of the full browser started the browser's own WebUI renderer too (docs/decisions/078-e2e-in-headless-shell.md).
 */
export const CHROMIUM_EXECUTABLE =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };
