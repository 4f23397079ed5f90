// Every API route, and what each kind of caller gets when calling it with an empty body.
// A route missing from this table fails the suite: a new route must say who may call it.
import assert from "node:assert/strict";
import { test } from "vitest";
import { routesOf } from "./lib/access.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "./seed/demo-accounts.ts";
import { buildTestApp } from "./test/helper.ts";

type Row = [anonymous: number, client: number, company: number, admin: number];

/** "METHOD /url" -> expected status per caller (params are filled with an id nobody owns) */
export const MATRIX: Record<string, Row> = {
  "GET /api/health": [200, 200, 200, 200],
  "GET /api/ready": [200, 200, 200, 200],
  "GET /api/auth/me": [200, 200, 200, 200],
  "POST /api/auth/register": [400, 403, 403, 403],
  "POST /api/auth/register/open": [400, 400, 400, 400],
  "POST /api/auth/login": [400, 400, 400, 400],
  "POST /api/auth/logout": [401, 200, 200, 200],
  "POST /api/auth/forgot-password": [400, 400, 400, 400],
  "POST /api/auth/reset-password": [400, 400, 400, 400],
  // issue #13 (docs/README.md#issues): second step, emailed sign-in links, password change, sign out everywhere, two-step set-up
  "POST /api/auth/login/code": [400, 400, 400, 400],
  "POST /api/auth/login/enrol/start": [400, 400, 400, 400],
  "POST /api/auth/login/enrol": [400, 400, 400, 400],
  "POST /api/auth/login-link": [400, 400, 400, 400],
  "POST /api/auth/login-link/use": [400, 400, 400, 400],
  "POST /api/auth/password": [401, 400, 400, 400],
  "POST /api/auth/password/first": [401, 400, 400, 400],
  "POST /api/auth/logout-everywhere": [401, 200, 200, 200],
  "GET /api/auth/two-step": [401, 200, 200, 200],
  "POST /api/auth/two-step/setup": [401, 403, 200, 409],
  "POST /api/auth/two-step/enable": [401, 400, 400, 400],
  "POST /api/auth/two-step/disable": [401, 400, 400, 400],
  "POST /api/auth/two-step/recovery-codes": [401, 400, 400, 400],
  "GET /api/*": [404, 404, 404, 404],
  "POST /api/*": [404, 404, 404, 404],
  "PUT /api/*": [404, 404, 404, 404],
  "PATCH /api/*": [404, 404, 404, 404],
  "DELETE /api/*": [404, 404, 404, 404],
  // feature modules add their rows below
  "GET /api/autocomplete/postcode": [200, 200, 200, 200],
  "GET /api/autocomplete/addresses/:postcode": [400, 400, 400, 400],
  "GET /api/postcodes/check": [400, 400, 400, 400],
  "GET /api/postcodes/distance": [400, 400, 400, 400],
  "POST /api/send-pdf": [400, 400, 400, 400],
  // companies, documents, admin (issue #5, docs/README.md#issues)
  "POST /api/companies/register": [400, 403, 403, 403],
  "POST /api/companies/register/open": [400, 400, 400, 400],
  "GET /api/companies/me": [401, 403, 200, 403],
  "PUT /api/companies/me": [401, 403, 400, 403],
  "POST /api/companies/me/documents": [401, 403, 400, 403],
  "POST /api/companies/me/logo": [401, 403, 400, 403],
  "GET /api/companies/:companyId/logo": [404, 404, 404, 404],
  "GET /api/documents/:documentId/file": [401, 404, 404, 404],
  "GET /api/admin/overview": [401, 403, 403, 200],
  "GET /api/admin/dashboard": [401, 403, 403, 200],
  "GET /api/admin/companies": [401, 403, 403, 200],
  "GET /api/admin/companies/:companyId": [401, 403, 403, 404],
  "GET /api/admin/emails": [401, 403, 403, 200],
  "GET /api/admin/email-templates": [401, 403, 403, 200],
  "GET /api/admin/email-templates/:index": [401, 403, 403, 404],
  "GET /api/admin/emails/:emailId/attachments/:index": [401, 403, 403, 404],
  "POST /api/admin/documents/:documentId/verify": [401, 403, 403, 404],
  "POST /api/admin/documents/:documentId/reject": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/approve": [401, 403, 403, 404],
  "POST /api/admin/companies/:companyId/reject": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/suspend": [401, 403, 403, 400],
  "POST /api/admin/companies/:companyId/reinstate": [401, 403, 403, 400],
  // vetting depth (issue #19): the Companies House check; the admins, suspended and reinstated with a reason
  "POST /api/admin/companies/:companyId/companies-house-check": [401, 403, 403, 404],
  "GET /api/admin/admins": [401, 403, 403, 200],
  "POST /api/admin/admins/:userId/suspend": [401, 403, 403, 400],
  "POST /api/admin/admins/:userId/reinstate": [401, 403, 403, 400],
  // admin operations (issue #19, docs/README.md#issues): lists, CSV exports, details, people, the audit log
  "GET /api/admin/requests": [401, 403, 403, 200],
  "GET /api/admin/customers": [401, 403, 403, 200],
  "GET /api/admin/quotes": [401, 403, 403, 200],
  "GET /api/admin/bookings": [401, 403, 403, 200],
  "GET /api/admin/companies/search": [401, 403, 403, 200],
  "GET /api/admin/requests/export": [401, 403, 403, 200],
  "GET /api/admin/customers/export": [401, 403, 403, 200],
  "GET /api/admin/companies/export": [401, 403, 403, 200],
  "GET /api/admin/quotes/export": [401, 403, 403, 200],
  "GET /api/admin/bookings/export": [401, 403, 403, 200],
  "GET /api/admin/requests/:leadId": [401, 403, 403, 404],
  "GET /api/admin/customers/:userId": [401, 403, 403, 404],
  "POST /api/admin/customers/:userId/suspend": [401, 403, 403, 400],
  "POST /api/admin/customers/:userId/reinstate": [401, 403, 403, 400],
  "POST /api/admin/customers/:userId/signin-link": [401, 403, 403, 404],
  "POST /api/admin/invitations": [401, 403, 403, 400],
  "GET /api/admin/audit": [401, 403, 403, 200],
  "POST /api/auth/admin-invite": [400, 403, 403, 403],
  "POST /api/contact": [400, 400, 400, 400],
  "POST /api/client/register": [400, 400, 403, 403],
  "POST /api/client/:id/leads": [401, 403, 403, 403],
  "POST /api/client/signin-link": [400, 400, 400, 400],
  "POST /api/client/request-links/confirm": [400, 400, 400, 400],
  "POST /api/client/request-links/cancel": [400, 400, 400, 400],
  // issue 28: the wizard's early checks
  "GET /api/client/same-move": [401, 400, 403, 403],
  "GET /api/lead-coverage": [400, 400, 400, 400],
  // quote loop: dashboard, quotes, comparison, booking, directory, partner offers (issue #6, docs/README.md#issues)
  "GET /api/company/leads": [401, 403, 200, 403],
  "GET /api/company/leads/:leadId": [401, 403, 404, 403],
  "POST /api/company/leads/:leadId/quote": [401, 403, 400, 403],
  "PUT /api/company/leads/:leadId/quote": [401, 403, 400, 403],
  "DELETE /api/company/leads/:leadId/quote": [401, 403, 404, 403],
  "GET /api/company/stats": [401, 403, 200, 403],
  // issue #18: the mover's day — fully booked days, push alerts on a device, quiet hours
  "GET /api/company/availability": [401, 403, 200, 403],
  "PUT /api/company/availability": [401, 403, 400, 403],
  "GET /api/company/alerts": [401, 403, 200, 403],
  "PUT /api/company/alerts/quiet-hours": [401, 403, 400, 403],
  // issue #33: texts — the caller's phone (guests too), "On our way" (the booked company), the admins' list
  "GET /api/phone": [401, 200, 200, 200],
  "POST /api/phone/code": [401, 400, 400, 400],
  "POST /api/phone/verify": [401, 400, 400, 400],
  "DELETE /api/phone": [401, 200, 200, 200],
  "POST /api/company/leads/:leadId/on-our-way": [401, 403, 400, 403],
  "GET /api/admin/texts": [401, 403, 403, 200],
  // issue #33: each person's own notification settings (the unsubscribe link is a page, not an API route)
  "GET /api/account/notifications": [401, 200, 200, 200],
  "PUT /api/account/notifications": [401, 400, 400, 400],
  "POST /api/company/push-subscriptions": [401, 403, 400, 403],
  "DELETE /api/company/push-subscriptions": [401, 403, 400, 403],
  "GET /api/client/alerts": [401, 200, 403, 403],
  "POST /api/client/push-subscriptions": [401, 400, 403, 403],
  "DELETE /api/client/push-subscriptions": [401, 400, 403, 403],
  // issue #18: saved quote templates (and the certificate cover the quote form shows)
  "GET /api/company/quote-templates": [401, 403, 200, 403],
  "POST /api/company/quote-templates": [401, 403, 400, 403],
  "PUT /api/company/quote-templates/:templateId": [401, 403, 400, 403],
  "DELETE /api/company/quote-templates/:templateId": [401, 403, 404, 403],
  "GET /api/client/requests": [401, 200, 403, 403],
  "GET /api/client/requests/:leadId": [401, 404, 403, 403],
  "POST /api/client/quotes/:quoteId/book": [401, 404, 403, 403],
  // issue #17: the customer changes or cancels an open request
  "PATCH /api/client/requests/:leadId": [401, 404, 403, 403],
  "POST /api/client/requests/:leadId/cancel": [401, 400, 403, 403],
  "POST /api/company/bookings/:leadId/confirm": [401, 403, 404, 403],
  "POST /api/company/bookings/:leadId/decline": [401, 403, 404, 403],
  // issue #17: after booking — either side cancels, proposes a new date, answers the other's
  "POST /api/client/bookings/:leadId/cancel": [401, 400, 403, 403],
  "POST /api/company/bookings/:leadId/cancel": [401, 403, 400, 403],
  "POST /api/client/bookings/:leadId/date-change": [401, 400, 403, 403],
  "POST /api/company/bookings/:leadId/date-change": [401, 403, 400, 403],
  "POST /api/client/bookings/:leadId/date-change/answer": [401, 400, 403, 403],
  "POST /api/company/bookings/:leadId/date-change/answer": [401, 403, 400, 403],
  "POST /api/client/quotes/:quoteId/decline": [401, 404, 403, 403],
  "GET /api/companies": [401, 200, 403, 403],
  "GET /api/partners/offers": [401, 403, 200, 403],
  // issue #13 (docs/README.md#issues): proof-of-work challenges for the anonymous forms
  "GET /api/pow/challenge": [200, 200, 200, 200],
  // issue #15: conversations (a caller who is no party of the room finds nothing: 404)
  "GET /api/conversations": [401, 200, 200, 200],
  "GET /api/conversations/unread": [401, 200, 200, 200],
  "POST /api/conversations": [401, 400, 400, 400],
  "GET /api/conversations/:roomId/messages": [401, 404, 404, 404],
  "POST /api/conversations/:roomId/messages": [401, 400, 400, 400],
  "POST /api/conversations/:roomId/read": [401, 404, 404, 404],
  "POST /api/conversations/:roomId/photos": [401, 404, 403, 403],
  // issue #32: a request's photos (its customer adds them; its customer and matched movers read them)
  "POST /api/client/requests/:leadId/photos": [401, 400, 403, 403],
  "GET /api/lead-photos/:photoId": [401, 404, 404, 404],
  "GET /api/conversations/photos/:photoId": [401, 404, 404, 404],
  "GET /api/admin/conversations/photos/:photoId": [401, 403, 403, 404],
  // numbered rows (serialParam): the UUID filled in below is a malformed id for them, so 404
  "POST /api/conversations/messages/:messageId/report": [401, 404, 404, 404],
  "GET /api/conversations/live": [401, 403, 403, 403],
  "GET /api/admin/conversations/reports": [401, 403, 403, 200],
  "GET /api/admin/conversations/:roomId": [401, 403, 403, 404],
  "POST /api/admin/conversations/reports/:reportId/decision": [401, 403, 403, 400],
  "GET /api/admin/contact-messages": [401, 403, 403, 200],
  "GET /api/admin/contact-messages/:messageId": [401, 403, 403, 404],
  "POST /api/admin/contact-messages/:messageId/reply": [401, 403, 403, 400],
  "POST /api/admin/contact-messages/:messageId/handled": [401, 403, 403, 400],
  // the content admin (issue #19): blog posts and partner offers; a published post's cover is public
  "GET /api/admin/blog-posts": [401, 403, 403, 200],
  "POST /api/admin/blog-posts": [401, 403, 403, 400],
  "POST /api/admin/blog-posts/preview": [401, 403, 403, 400],
  "GET /api/admin/blog-posts/:postId": [401, 403, 403, 404],
  "PUT /api/admin/blog-posts/:postId": [401, 403, 403, 404],
  "POST /api/admin/blog-posts/:postId/publish": [401, 403, 403, 404],
  "POST /api/admin/blog-posts/:postId/unpublish": [401, 403, 403, 404],
  "POST /api/admin/blog-posts/:postId/cover": [401, 403, 403, 404],
  "DELETE /api/admin/blog-posts/:postId/cover": [401, 403, 403, 404],
  "GET /api/blog/:postId/cover": [404, 404, 404, 404],
  "GET /api/admin/partner-offers": [401, 403, 403, 200],
  "POST /api/admin/partner-offers": [401, 403, 403, 400],
  "PUT /api/admin/partner-offers/:offerId": [401, 403, 403, 404],
  "POST /api/admin/partner-offers/:offerId/expire": [401, 403, 403, 404],
  // reviews (issue #16): the emailed link, the customer, the public list, the company's reply and flag, admins
  "GET /api/reviews/invitation": [400, 400, 400, 400],
  "POST /api/reviews/invitation": [400, 400, 400, 400],
  "GET /api/client/bookings/:leadId/review": [401, 404, 403, 403],
  "POST /api/client/bookings/:leadId/review": [401, 400, 403, 403],
  "PUT /api/client/bookings/:leadId/review": [401, 400, 403, 403],
  "GET /api/companies/:companyId/reviews": [404, 404, 404, 404],
  "GET /api/company/reviews": [401, 403, 200, 403],
  "GET /api/company/reviews/averages": [401, 403, 200, 403],
  "PUT /api/company/reviews/:reviewId/reply": [401, 403, 400, 403],
  "POST /api/company/reviews/:reviewId/report": [401, 403, 400, 403],
  "GET /api/admin/reviews": [401, 403, 403, 200],
  "POST /api/admin/reviews/:reviewId/decision": [401, 403, 403, 400],
};

const NOBODY = "00000000-0000-4000-8000-000000000000";
const fill = (url: string) => url.replace(/:[A-Za-z]+/g, NOBODY).replace(/\*$/, "no-such-route");

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });

test("every API route is in the access matrix, and every matrix row is a route", () => {
  const registered = new Set(routesOf(t.app).map((r) => `${r.method} ${r.url}`));
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
      // logging out would end the shared session: checked below
      if (key === "POST /api/auth/logout" || key === "POST /api/auth/logout-everywhere") continue;
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
  const anonEverywhere = await t.app.inject({
    method: "POST",
    url: "/api/auth/logout-everywhere",
    payload: {},
  });
  if (anonEverywhere.statusCode !== MATRIX["POST /api/auth/logout-everywhere"]![0])
    failures.push("logout-everywhere as anonymous");
  assert.deepEqual(failures, []);
});
