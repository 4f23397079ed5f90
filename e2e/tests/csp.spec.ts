// Content-Security-Policy (docs/decisions/011-nonce-content-security-policy.md, 024-page-policy-without-inline-styles.md): every page is sent with a nonce-based policy whose
// nonce is the one on all of its inline scripts, fresh for every render; an anonymous page replayed from the
// page cache keeps the header it was rendered with; the site loads (a static marketing page with its inline
// enhance script, then React pages), signs in and runs the wizard in Chromium without a single violation, and a
// script without the nonce is refused. No page has an inline style: the policy allows stylesheets only.
import type { Page } from "@playwright/test";
import { BASE, loginAs, sessionCookie } from "../lib/browser.ts";
import { atStep, openWizard } from "./wizard-steps.ts";
import { expect, test } from "../lib/fixtures.ts";

const policyFor = (nonce: string) =>
  `default-src 'self'; script-src 'self' 'nonce-${nonce}'; style-src 'self'; ` +
  "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";

const reEscape = (s: string) => s.replace(/[+/]/g, "\\$&");

/** Fetches a page and checks that its policy's nonce is on every script element; returns the nonce. */
async function pageNonce(path: string, cookie?: string) {
  const res = await fetch(BASE + path, { headers: cookie ? { cookie } : {} });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type") ?? "", path).toMatch(/^text\/html/);
  const policy = res.headers.get("content-security-policy") ?? "";
  const nonce = /'nonce-([A-Za-z0-9+/]{22}==)'/.exec(policy)?.[1] ?? "";
  expect(nonce, `${path}: a nonce in "${policy}"`).not.toBe("");
  expect(policy, path).toBe(policyFor(nonce));
  const html = await res.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/ld\+json"/.test(attrs)); // data, never run
  const hydrated = html.includes("__reactRouterContext");
  // hydrated: the early-submit guard, scroll restoration, the hydration context, the streamed data, the module
  // loader; static (apps/web/app/lib/static-page.ts): the enhance script (and the quote bar's when it shows)
  expect(scripts.length, `${path}: ${scripts.length} scripts`).toBeGreaterThanOrEqual(hydrated ? 4 : 1);
  for (const attrs of scripts)
    expect(attrs, `${path}: ${attrs}`).toMatch(new RegExp(`\\bnonce="${reEscape(nonce)}"`));
  return { nonce, cache: res.headers.get("x-page-cache"), html, hydrated };
}

test("pages send a nonce-based policy whose nonce is on every inline script; cached pages replay their own", async () => {
  for (const path of ["/login", "/free-quotes/wizard"]) {
    const { html, hydrated } = await pageNonce(path);
    expect(hydrated).toBe(true);
    // the first paint needs the HTML and CSS only: the head's module preloads go at low priority
    const preloads = html.split("</head>")[0]!.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, `${path}: module preloads in the head`).toBeGreaterThan(0);
    for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
  }
  for (const path of ["/", "/faqs", "/camden-removals", "/blogs"]) {
    const { html, hydrated } = await pageNonce(path);
    expect(hydrated, `${path} is static`).toBe(false);
    expect(html, `${path} loads no script file`).not.toMatch(/type="module"|modulepreload|\.js"/);
  }
  // an anonymous public page comes from the page cache the second time: the same header with the same body
  // (once no write by a spec running in parallel emptied the cache between the two)
  await expect(async () => {
    const first = await pageNonce("/services/house-removals");
    const second = await pageNonce("/services/house-removals");
    expect(second.cache).toBe("hit");
    expect(second.nonce).toBe(first.nonce);
    expect(second.html).toBe(first.html);
  }).toPass({ timeout: 30_000 });
  // JSON answers keep the strict policy
  const api = await fetch(`${BASE}/api/health`);
  expect(api.headers.get("content-security-policy")).toBe("default-src 'none';frame-ancestors 'none'");
});

test("signed-in pages are never cached: every render has a new nonce", async () => {
  const cookie = await sessionCookie("client@example.com");
  const nonces = new Set<string>();
  for (const path of ["/faqs", "/faqs", "/client/removal-requests", "/client/removal-requests"]) {
    const { nonce, cache } = await pageNonce(path, cookie);
    expect(cache, `${path} is not from the cache`).toBe(null);
    nonces.add(nonce);
  }
  expect(nonces.size).toBe(4);
});

/** Records every CSP violation the page reports, from the first byte of each document. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as Window & { __cspViolations?: string[] }).__cspViolations ?? []);
}

test("home (static), log in, the wizard (hydrated): working with no CSP violation; a script without the nonce is refused", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage();
  const violations = await watchViolations(page);
  const hydrated = () =>
    page.waitForFunction(() => (window as Window & { __rmHydrated?: boolean }).__rmHydrated === true);

  await page.goto("/");
  // the inline enhance script ran (it marks <html>) and works
  await page.waitForFunction(() => document.documentElement.dataset.enhanced === "true");
  await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Services" }).click();
  await expect(page.getByRole("link", { name: "House removals" }).first()).toBeVisible();
  expect(await violations(), "home").toEqual([]);
  // the policy is enforced: an inline script without the nonce does not run and is reported
  const ran = await page.evaluate(async () => {
    const s = document.createElement("script");
    s.textContent = "window.__injected = true";
    document.head.append(s);
    await new Promise((r) => setTimeout(r, 50));
    return (window as Window & { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(async () => (await violations()).join()).toMatch(/script-src-elem inline/);
  for (const e of consoleErrors.splice(0)) expect(e, e).toMatch(/Content Security Policy/);

  await page.goto("/login");
  await hydrated();
  expect(await violations(), "/login").toEqual([]);
  await loginAs(page, "client@example.com");
  expect(new URL(page.url()).pathname).toBe("/client/removal-requests");
  await hydrated();
  expect(await violations(), "after logging in").toEqual([]);

  await openWizard(page);
  expect(await violations(), "/free-quotes/wizard").toEqual([]);
  await atStep(page, 1, 5, "Type of move");
  // the progress bar is an SVG whose bar width is an attribute (the policy allows no style attribute)
  const bar = page.getByRole("progressbar").locator("rect");
  await expect(bar).toHaveAttribute("width", "20");
  await page.getByRole("button", { name: "House/Flat Removals" }).click();
  await atStep(page, 2, 5, "Moving From");
  await expect(bar).toHaveAttribute("width", "40");
  expect(await violations(), "wizard step 2").toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("an anonymous wizard solves its proof of work in a worker of our own, within the policy", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage();
  const violations = await watchViolations(page);
  // the hashing runs off the page's thread (a phone's page stayed blocked for seconds otherwise); it starts on
  // the visitor's first touch of the form (decision 112), here choosing the type of move
  await page.goto("/free-quotes/wizard");
  const worker = page.waitForEvent("worker");
  await page.getByRole("button", { name: "House/Flat Removals" }).click();
  expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/pow-worker-[\w-]+\.js$/);
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

test("no style attribute or element anywhere: every role's pages render without a style-src violation", async ({
  newPage,
}) => {
  const { page, context, consoleErrors } = await newPage();
  const violations = await watchViolations(page);
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const profile = /<loc>[^<]*(\/companies\/[0-9a-f-]{36})<\/loc>/.exec(sitemap)?.[1] ?? "";
  expect(profile, "a public company profile in the sitemap").not.toBe("");
  const visit = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // the server's HTML and the page as it is now
    const html = await (await page.request.get(path)).text();
    expect(html, `${path}: no inline style in the server's HTML`).not.toMatch(/<style[\s>]|\sstyle="/);
    expect(await violations(), path).toEqual([]);
    return page.locator("h1").first().innerText();
  };
  for (const path of ["/", "/faqs", profile, "/free-quotes/wizard", "/login", "/contact"]) await visit(path);
  // the sign-in with the policy on was tested above; here each role's own pages
  const roles: [string, string[]][] = [
    ["client@example.com", ["/client/removal-requests"]],
    [
      "hello@thamesside-removals.example.com",
      [
        "/account/dashboard",
        "/account/dashboard/stats",
        "/account/company-profile",
        "/account/document-upload",
      ],
    ],
    ["admin@example.com", ["/admin", "/admin/companies", "/admin/emails"]],
  ];
  for (const [email, paths] of roles) {
    await context.clearCookies();
    await loginAs(page, email);
    for (const path of paths) await visit(path);
    if (email === "admin@example.com") {
      // one company's page, with its documents and decision forms
      await page.goto("/admin/companies");
      const href = (await page.locator('a[href^="/admin/companies/"]').first().getAttribute("href")) ?? "";
      expect(href).not.toBe("");
      await visit(href);
    }
  }
  // and the policy holds for styles: a style attribute written into the page is refused and reported
  await page.evaluate(() => {
    document.body.insertAdjacentHTML("beforeend", '<p id="styled" style="color: red">x</p>');
  });
  await page.waitForFunction(
    () => (window as Window & { __cspViolations?: string[] }).__cspViolations?.length,
  );
  await expect.poll(async () => (await violations()).join()).toMatch(/style-src-attr/);
  for (const e of consoleErrors) expect(e, e).toMatch(/Content Security Policy/);
  await context.close();
});
