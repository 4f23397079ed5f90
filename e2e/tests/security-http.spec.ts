// Issue #13 (docs/README.md#issues) in the browser: signed-in pages are never stored (Cache-Control: no-store, never from the page
// cache), and ?next= after logging in never leaves the site, however the link is written.
import type { Page } from "@playwright/test";
import { BASE, DEMO_PASSWORD, sessionCookie } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

const CLIENT = "client@example.com";
const COMPANY = "hello@thamesside-removals.example.com";

/** Logs in on the login page as it is open now (its ?next= kept); resolves once the page has left /login. */
async function logInHere(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  const left = page.waitForURL((u) => !u.pathname.startsWith("/login"), { waitUntil: "commit" });
  await page.getByRole("button", { name: "Log in" }).click();
  await left;
}

test("signed-in pages and their data requests are no-store; anonymous public pages stay cacheable", async () => {
  const client = await sessionCookie(CLIENT);
  const company = await sessionCookie(COMPANY);
  const pages: [path: string, cookie: string | undefined, expected: RegExp][] = [
    ["/client/removal-requests", client, /\bno-store\b/],
    ["/client/removal-requests.data", client, /\bno-store\b/],
    ["/account/dashboard", company, /\bno-store\b/],
    ["/account/company-profile", company, /\bno-store\b/],
    ["/faqs", client, /\bno-store\b/],
    ["/", client, /\bno-store\b/],
    ["/faqs", undefined, /\bpublic\b/],
  ];
  const failures: string[] = [];
  for (const [path, cookie, expected] of pages) {
    const res = await fetch(BASE + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
    const cc = res.headers.get("cache-control") ?? "";
    if (res.status !== 200 || !expected.test(cc))
      failures.push(`${path} ${cookie ? "signed in" : "anonymous"}: ${res.status} "${cc}"`);
    if (cookie && res.headers.get("x-page-cache")) failures.push(`${path}: served from the page cache`);
  }
  expect(failures).toEqual([]);
});

// What an attacker's link puts after /login?next= (as typed in the address bar: percent-encoded where needed)
const BYPASSES = [
  "/%5Cevil.invalid",
  "/%09/evil.invalid",
  "//evil.invalid",
  "/%5C/evil.invalid",
  "/.//evil.invalid",
  "https://evil.invalid",
  "javascript:alert(document.domain)",
  "/%0A/evil.invalid",
];

for (const next of BYPASSES) {
  test(`logging in from /login?next=${next} stays on the site`, async ({ newPage }) => {
    const { context, page } = await newPage();
    try {
      await page.goto(`/login?next=${next}`);
      await logInHere(page, CLIENT);
      await page.waitForLoadState("load");
      const url = new URL(page.url());
      expect(url.origin, `left the site for ${page.url()}`).toBe(new URL(BASE).origin);
      expect(url.pathname).toBe("/client/removal-requests");
    } finally {
      await context.close();
    }
  });
}

test("a path on the site in ?next= is followed after logging in", async ({ newPage }) => {
  const { context, page } = await newPage();
  try {
    await page.goto(`/login?next=${encodeURIComponent("/companies?search=thames")}`);
    await logInHere(page, CLIENT);
    await page.waitForURL((u) => u.pathname === "/companies");
    expect(new URL(page.url()).search).toBe("?search=thames");
  } finally {
    await context.close();
  }
});
