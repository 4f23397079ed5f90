// How the e2e suite runs Debian's Chromium, and the two widths every page is looked at (read by the
// Playwright config too, so nothing here may import a test runner).
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
