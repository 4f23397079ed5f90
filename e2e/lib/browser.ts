// Debian's Chromium driven by Playwright (never a downloaded browser): what the specs share besides the
// fixtures (e2e/lib/fixtures.ts) — signing in, the admin's codes, screenshots, how a page runs.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { DEMO_ADMIN, DEMO_ADMIN_TOTP_SECRET } from "../../apps/api/src/seed/demo-accounts.ts";
import { DESKTOP } from "./chromium.ts";

export { DESKTOP, PHONE } from "./chromium.ts";

/** the app under test (e2e/global-setup.ts sets it before the workers start) */
export const BASE = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000";

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  /** the page's console errors and uncaught exceptions, as they come */
  consoleErrors: string[];
}

/** Records a page's console errors and uncaught exceptions into `into`. */
export function recordConsoleErrors(page: Page, into: string[] = []): string[] {
  page.on("console", (m) => {
    if (m.type() === "error") into.push(m.text());
  });
  page.on("pageerror", (e) => into.push(String(e)));
  return into;
}

/** A fresh context of `browser` (its own cookies and storage) and a page that records console errors. */
export async function newPageIn(browser: Browser, viewport = DESKTOP): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport,
    baseURL: BASE,
    locale: "en-GB",
    timezoneId: "Europe/London",
  });
  const page = await context.newPage();
  return { context, page, consoleErrors: recordConsoleErrors(page) };
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

// The demo admin signs in in two steps: password, then the code of the authenticator app with the demo's
// known secret (README). The server accepts a code once, and the current or next 30-second step: each sign-in
// takes a later step than the last one of this run (kept in a file beside the mail log, as the specs run in
// several worker processes), waiting when both are used; a refused code is followed by the next.
const PERIOD_MS = 30_000;
const adminTotp = new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) });
/** a file this run's processes share, beside the mail log (e2e/global-setup.ts sets E2E_MAIL_LOG) */
const runFile = (name: string) =>
  process.env.E2E_MAIL_LOG ? join(dirname(process.env.E2E_MAIL_LOG), name) : null;
let lastStep = 0;
async function nextAdminCode(): Promise<string> {
  const stepFile = runFile("admin-totp-step");
  if (stepFile && existsSync(stepFile))
    lastStep = Math.max(lastStep, Number(readFileSync(stepFile, "utf8")) || 0);
  const now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, lastStep + 1);
  lastStep = step;
  if (stepFile) writeFileSync(stepFile, String(step));
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * PERIOD_MS - Date.now() + 500));
  return adminTotp.generate({ timestamp: step * PERIOD_MS + 1000 });
}

/** Password, then (the demo admin) the code; returns the answer that carries the session cookie. */
async function signInSteps<R extends { status: number; body: Record<string, unknown> }>(
  post: (url: string, data: unknown) => Promise<R>,
  email: string,
  password: string,
  base = BASE,
): Promise<R> {
  const first = await post(`${base}/api/auth/login`, { email, password });
  if (first.status !== 200) throw new Error(`login ${email}: ${first.status}`);
  const challenge = first.body.challenge;
  if (typeof challenge !== "string") return first;
  if (email !== DEMO_ADMIN.email) throw new Error(`login ${email}: a code is asked for`);
  for (let i = 0; i < 4; i++) {
    const res = await post(`${base}/api/auth/login/code`, { challenge, code: await nextAdminCode() });
    if (res.status === 200) return res;
    if (res.status !== 400) throw new Error(`login ${email}, code: ${res.status}`);
  }
  throw new Error(`login ${email}: every code was refused`);
}

/**
 * The demo admin's session, one for the whole run: e2e/global-setup.ts signs the admin in once and leaves the
 * cookie beside the mail log, and every context and fetch of every worker reuses it while the app still
 * answers it as the admin — signed out, suspended or expired, the next sign-in leaves a new one. Each sign-in
 * of the admin spends a 30-second code step (nextAdminCode): three workers signing in at their start waited up
 * to a minute for theirs. (The admin's sign-in itself is tested through the log-in page, loginAs.)
 */
let adminCookie: string | null = null;
const isDemoAdmin = (email: string, password: string) =>
  email === DEMO_ADMIN.email && password === DEMO_PASSWORD;

/** the run's admin session ("rm_session=…") when the app still answers it as the admin, else null */
async function keptAdminCookie(base = BASE): Promise<string | null> {
  const file = runFile("admin-session");
  const shared = file && existsSync(file) ? readFileSync(file, "utf8").trim() : null;
  for (const cookie of new Set([adminCookie, shared])) {
    if (!cookie) continue;
    const me = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    const body = me.ok ? ((await me.json()) as { data?: { email?: string } }) : {};
    if (body.data?.email === DEMO_ADMIN.email) {
      adminCookie = cookie;
      return cookie;
    }
  }
  return null;
}
function keepAdminCookie(cookie: string) {
  adminCookie = cookie;
  const file = runFile("admin-session");
  if (file) writeFileSync(file, cookie);
}

/** Signs in through the API and returns the session cookie ("rm_session=…") for fetch calls. */
export async function sessionCookie(email: string, password = DEMO_PASSWORD, base = BASE): Promise<string> {
  const admin = isDemoAdmin(email, password);
  const kept = admin ? await keptAdminCookie(base) : null;
  if (kept) return kept;
  const post = async (url: string, data: unknown) => {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(data),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
  };
  const done = await signInSteps(post, email, password, base);
  const cookie = done.res.headers.getSetCookie()[0]!.split(";")[0]!;
  if (admin) keepAdminCookie(cookie);
  return cookie;
}

/** Signs a browser context in through the API (its cookie jar keeps the session). */
export async function signInContext(context: BrowserContext, email: string, password = DEMO_PASSWORD) {
  const admin = isDemoAdmin(email, password);
  const kept = admin ? await keptAdminCookie() : null;
  if (kept) {
    const [name, ...value] = kept.split("=");
    await context.addCookies([
      { name: name!, value: value.join("="), url: BASE, httpOnly: true, sameSite: "Lax" },
    ]);
    return;
  }
  const post = async (url: string, data: unknown) => {
    const res = await context.request.post(url, { data });
    const setCookie = res.headersArray().find((h) => h.name.toLowerCase() === "set-cookie")?.value ?? "";
    return { status: res.status(), body: (await res.json()) as Record<string, unknown>, setCookie };
  };
  const done = await signInSteps(post, email, password);
  // the answer that opened the session sets its cookie first, as for sessionCookie
  if (admin) keepAdminCookie(done.setCookie.split(";")[0]!);
}

/** The log-in page as a person uses it (the demo admin types the app's code in the second step). */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const leftLogin = () => page.waitForURL((u) => !u.pathname.startsWith("/login"));
  if (email !== DEMO_ADMIN.email) {
    const left = leftLogin();
    await page.getByRole("button", { name: "Log in" }).click();
    return left;
  }
  await page.getByRole("button", { name: "Log in" }).click();
  const code = page.getByLabel("Code", { exact: true });
  await code.waitFor();
  for (let i = 0; i < 4; i++) {
    // the next free code may be a 30-second step away: the navigation is awaited only once it is sent
    await code.fill(await nextAdminCode());
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/auth/login/code")),
      page.getByRole("button", { name: "Sign in" }).click(),
    ]);
    if (answer.status() === 200) return leftLogin();
  }
  throw new Error(`login ${email}: every code was refused`);
}

/** the number on the header's Messages badge, as a screen reader hears it ("No unread messages" is 0) */
export async function headerUnread(page: Page): Promise<number> {
  const said = (await page.locator(".site-header .header-messages").textContent()) ?? "";
  const n = /\(([\d,]+) unread/.exec(said)?.[1];
  return n ? Number(n.replaceAll(",", "")) : 0;
}

/**
 * e2e/screenshots/<name>.png, the whole page (to look at what was built; not compared). E2E_SCREENSHOTS=0
 * takes none: `npm test` sets it, as nothing there looks at them and the ~120 full-page PNGs cost CPU the
 * other stages need (`npm run test:e2e` takes them).
 */
export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS === "0") return;
  await page.screenshot({ path: join(import.meta.dirname, "../screenshots", `${name}.png`), fullPage: true });
}
