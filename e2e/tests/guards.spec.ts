// docs/product/routes.md §2 guard groups, for each role (docs/product/decisions.md D2, D26).
import { BASE, sessionCookie } from "../lib/browser.ts";
import { expect, test } from "../lib/fixtures.ts";

/** where a GET of the path ends up: the status and, for a redirect, the target path */
async function land(path: string, cookie?: string) {
  const res = await fetch(BASE + path, { redirect: "manual", headers: cookie ? { cookie } : {} });
  const loc = res.headers.get("location");
  return loc ? `${res.status} ${new URL(loc, BASE).pathname}` : String(res.status);
}

const roles = {
  anonymous: undefined as string | undefined,
  client: "client@example.com",
  company: "hello@thamesside-removals.example.com",
  admin: "admin@example.com",
};

// path -> expected landing per role [anonymous, client, company, admin]
const EXPECT: Record<string, [string, string, string, string]> = {
  "/admin": ["302 /login", "302 /client/removal-requests", "302 /account/dashboard", "200"],
  "/no-such-page": ["302 /", "302 /", "302 /account/dashboard", "302 /"],
  "/account/register": ["200", "302 /client/removal-requests", "302 /account/dashboard", "302 /admin"],
  "/login": ["200", "200", "200", "200"],
  // not-a-company-only
  "/faqs": ["200", "200", "302 /account/dashboard", "200"],
  "/free-quotes/wizard": ["200", "200", "302 /account/dashboard", "200"],
  // login, then admin
  "/admin/companies": ["302 /login", "302 /client/removal-requests", "302 /account/dashboard", "200"],
  // client-protected
  "/client/removal-requests": ["302 /login", "200", "302 /account/dashboard", "302 /admin"],
  "/companies": ["302 /login", "200", "302 /account/dashboard", "302 /admin"],
  // open
  "/forgot-password": ["200", "200", "200", "200"],
  "/camden-removals": ["200", "200", "200", "200"],
  // logged-out only
  "/company": ["200", "302 /client/removal-requests", "302 /account/dashboard", "302 /admin"],
  // company-protected
  "/account/dashboard": ["302 /login", "302 /client/removal-requests", "200", "302 /admin"],
  "/account/company-profile": ["302 /login", "302 /client/removal-requests", "200", "302 /admin"],
  "/partners": ["302 /login", "302 /client/removal-requests", "200", "302 /admin"],
};

test("guards send each role where the route table says", async () => {
  const cookies = await Promise.all(Object.values(roles).map((e) => (e ? sessionCookie(e) : undefined)));
  const failures: string[] = [];
  for (const [path, expected] of Object.entries(EXPECT)) {
    for (let i = 0; i < 4; i++) {
      const got = await land(path, cookies[i]);
      if (got !== expected[i])
        failures.push(`${path} as ${Object.keys(roles)[i]}: ${got}, expected ${expected[i]}`);
    }
  }
  expect(failures).toEqual([]);
});
