// Every API route, and what each kind of caller gets when calling it with an empty body.
// A route missing from this table fails the suite: a new route must say who may call it.
import assert from "node:assert/strict";
import { test } from "node:test";
import { routeRegistry } from "./lib/access.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "./seed/demo-accounts.ts";
import { buildTestApp } from "./test/helper.ts";

type Row = [anonymous: number, client: number, company: number, admin: number];

/** "METHOD /url" -> expected status per caller (params are filled with an id nobody owns) */
export const MATRIX: Record<string, Row> = {
  "GET /api/health": [200, 200, 200, 200],
  "GET /api/ready": [200, 200, 200, 200],
  "GET /api/auth/me": [200, 200, 200, 200],
  "POST /api/auth/register": [400, 403, 403, 403],
  "POST /api/auth/login": [400, 400, 400, 400],
  "POST /api/auth/logout": [401, 200, 200, 200],
  "POST /api/auth/forgot-password": [400, 400, 400, 400],
  "POST /api/auth/reset-password": [400, 400, 400, 400],
  "GET /api/*": [404, 404, 404, 404],
  "POST /api/*": [404, 404, 404, 404],
  "PUT /api/*": [404, 404, 404, 404],
  "PATCH /api/*": [404, 404, 404, 404],
  "DELETE /api/*": [404, 404, 404, 404],
  // feature modules add their rows below
  "GET /api/autocomplete/postcode": [200, 200, 200, 200],
  "GET /api/autocomplete/addresses/:postcode": [400, 400, 400, 400],
  "POST /api/send-pdf": [400, 400, 400, 400],
  // companies, documents, admin (issue 5)
  "POST /api/companies/register": [400, 403, 403, 403],
  "GET /api/companies/me": [401, 403, 200, 403],
  "PUT /api/companies/me": [401, 403, 400, 403],
  "POST /api/companies/me/documents": [401, 403, 400, 403],
  "POST /api/companies/me/logo": [401, 403, 400, 403],
  "GET /api/companies/:companyId/logo": [404, 404, 404, 404],
  "GET /api/documents/:documentId/file": [401, 404, 404, 404],
  "GET /api/admin/overview": [401, 403, 403, 200],
  "GET /api/admin/companies": [401, 403, 403, 200],
  "GET /api/admin/companies/:companyId": [401, 403, 403, 404],
  "GET /api/admin/emails": [401, 403, 403, 200],
  "POST /api/admin/documents/:documentId/verify": [401, 403, 403, 404],
  "POST /api/admin/documents/:documentId/reject": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/approve": [401, 403, 403, 404],
  "POST /api/admin/companies/:companyId/reject": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/suspend": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/reinstate": [401, 403, 403, 400],
  "POST /api/contact": [400, 400, 400, 400],
  "POST /api/client/register": [400, 400, 403, 403],
  "POST /api/client/:id/leads": [401, 403, 403, 403],
  "POST /api/client/signin-link": [400, 400, 400, 400],
  // quote loop: dashboard, quotes, comparison, booking, directory, partner offers (issue 6)
  "GET /api/company/leads": [401, 403, 200, 403],
  "GET /api/company/leads/:leadId": [401, 403, 404, 403],
  "POST /api/company/leads/:leadId/quote": [401, 403, 400, 403],
  "PUT /api/company/leads/:leadId/quote": [401, 403, 400, 403],
  "DELETE /api/company/leads/:leadId/quote": [401, 403, 404, 403],
  "GET /api/company/stats": [401, 403, 200, 403],
  "GET /api/client/requests": [401, 200, 403, 403],
  "GET /api/client/requests/:leadId": [401, 404, 403, 403],
  "POST /api/client/quotes/:quoteId/book": [401, 404, 403, 403],
  "POST /api/client/quotes/:quoteId/decline": [401, 404, 403, 403],
  "GET /api/companies": [401, 200, 403, 403],
  "GET /api/partners/offers": [401, 403, 200, 403],
};

const NOBODY = "00000000-0000-4000-8000-000000000000";
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, NOBODY).replace(/\*$/, "no-such-route");

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

test("every API route is in the access matrix, and every matrix row is a route", () => {
  const registered = new Set(routeRegistry.map((r) => `${r.method} ${r.url}`));
  const missing = [...registered].filter((k) => !(k in MATRIX));
  const stale = Object.keys(MATRIX).filter((k) => !registered.has(k));
  assert.deepEqual(missing, [], "routes without a matrix row");
  assert.deepEqual(stale, [], "matrix rows without a route");
});

test("each caller gets the expected status on every route", async () => {
  const cookies = {
    client: await t.login(DEMO_CLIENT.email),
    company: await t.login(DEMO_COMPANIES[0]!.email),
    admin: await t.login(DEMO_ADMIN.email),
  };
  const callers = [undefined, cookies.client, cookies.company, cookies.admin];
  const failures: string[] = [];
  for (const [key, expected] of Object.entries(MATRIX)) {
    const [method, url] = key.split(" ") as [string, string];
    for (let i = 0; i < 4; i++) {
      if (key === "POST /api/auth/logout") continue; // logging out would end the shared session: checked below
      const res = await t.app.inject({
        method: method as "GET",
        url: fill(url),
        headers: callers[i] ? { cookie: callers[i] } : {},
        ...(method === "GET" || method === "OPTIONS" ? {} : { payload: {} }),
      });
      if (res.statusCode !== expected[i])
        failures.push(
          `${key} as ${["anonymous", "client", "company", "admin"][i]}: ${res.statusCode}, expected ${expected[i]}`,
        );
    }
  }
  const anonLogout = await t.app.inject({ method: "POST", url: "/api/auth/logout", payload: {} });
  if (anonLogout.statusCode !== MATRIX["POST /api/auth/logout"]![0]) failures.push("logout as anonymous");
  assert.deepEqual(failures, []);
});
