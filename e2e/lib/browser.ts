// Debian's Chromium driven by playwright-core (never a downloaded browser).
import { after } from "node:test";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const BASE = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let browser: Browser | undefined;
export async function getBrowser() {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return browser;
}
after(async () => {
  await browser?.close();
});

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1440, height: 900 };

/** A fresh browser context (its own cookies and storage) and a page that records console errors. */
export async function newPage(
  viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const context = await (await getBrowser()).newContext({
    viewport,
    baseURL: BASE,
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });
  page.on("pageerror", (e) => consoleErrors.push(String(e)));
  return { context, page, consoleErrors };
}

/**
 * Records the script files a page requests from now on (module scripts, modulepreloads, lazy chunks).
 * A static page (apps/web/app/lib/static-page.ts) requests none.
 */
export function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || /\.m?js$/.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

/** How the page in the browser runs: the static pages' enhance script, or React Router (hydrated). */
export const pageMode = (page: Page) =>
  page.evaluate(() => ({
    enhanced: document.documentElement.dataset.enhanced === "true",
    reactRouter: "__reactRouterContext" in window,
  }));

export const DEMO_PASSWORD = "moving-day-2025";

/** Signs in through the API and returns the session cookie ("rm_session=…") for fetch calls. */
export async function sessionCookie(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${BASE}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
  return res.headers.getSetCookie()[0]!.split(";")[0]!;
}

export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/login")),
    page.getByRole("button", { name: "Log in" }).click(),
  ]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: true });
}
