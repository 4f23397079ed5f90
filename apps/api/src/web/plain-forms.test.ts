// issue #28, with the built web app: the log-in and registration forms work without JavaScript (they post to
// their page, whose action sends the fields to the API route the script calls, limits and all), and a session
// that ended is said once on the page. Reads apps/web/build (npm test builds it first).
import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { PLAIN_FORM_MESSAGES } from "@rm/domain/page-faults";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { companies } from "../db/schema.ts";
import { SIGNED_OUT_COOKIE } from "../modules/accounts/index.ts";
import { DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { openAccountToken } from "../test/fixtures/open-account.ts";
import { buildTestApp, cookieOf, json } from "../test/helper.ts";
import { PLAIN_FORM_MAX_BYTES } from "./plain-forms.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" }, { web: true });
const { app } = t;
const host = "localhost";

/** a native form post from our own page */
const post = (
  url: string,
  fields: Record<string, string | string[]>,
  headers: Record<string, string> = {},
) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) body.append(k, one);
  return app.inject({
    method: "POST",
    url,
    headers: {
      host,
      origin: `http://${host}`,
      accept: "text/html",
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
    },
    payload: body.toString(),
  });
};
const page = (url: string, cookie?: string) =>
  app.inject({ url, headers: { host, accept: "text/html", ...(cookie ? { cookie } : {}) } });
const html = (s: string) => s.replaceAll("'", "&#x27;");
const cookieNamed = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const whoIs = async (res: LightMyRequestResponse) =>
  json<{ data?: { email: string } }>(
    await app.inject({ url: "/api/auth/me", headers: { cookie: cookieOf(res) } }),
  ).data?.email;

test("the log-in form without JavaScript signs the client in and goes on where the script would", async () => {
  const res = await post("/login", { email: "Client@Example.com", password: DEMO_PASSWORD });
  assert.equal(res.statusCode, 302);
  assert.equal(res.headers.location, "/client/removal-requests");
  assert.equal(await whoIs(res), "client@example.com");
  // ?next= is followed when it is a path on this site, and only then
  const next = await post("/login?next=%2Fcompanies%3Fq%3Dx", {
    email: "client@example.com",
    password: DEMO_PASSWORD,
  });
  assert.equal(next.headers.location, "/companies?q=x");
  const away = await post("/login?next=%2F%2Fevil.example", {
    email: "client@example.com",
    password: DEMO_PASSWORD,
  });
  assert.equal(away.headers.location, "/client/removal-requests");
});

test("a refused log-in is drawn again with the API's words and the email typed, and opens nothing", async () => {
  const res = await post("/login", { email: "client@example.com", password: "not-the-password" });
  assert.equal(res.statusCode, 401);
  assert.match(String(res.headers["content-type"]), /^text\/html/);
  assert.ok(res.body.includes(html(AUTH_MESSAGES.badCredentials)), "the API's message");
  assert.match(
    res.body,
    /name="email"[^>]*value="client@example.com"|value="client@example.com"[^>]*name="email"/,
  );
  assert.doesNotMatch(res.body, /value="not-the-password"/);
  assert.equal(cookieNamed(res, "rm_session"), undefined);
  const empty = await post("/login", { email: "", password: "" });
  assert.equal(empty.statusCode, 400);
  assert.ok(empty.body.includes(html(AUTH_MESSAGES.emailRequired)));
});

test("the plain form and the script share the account's limit: ten wrong passwords lock both", async () => {
  const email = "bookings@northlinemovers.example.com";
  for (let i = 0; i < 10; i++) {
    const wrong = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "nope" },
    });
    assert.equal(wrong.statusCode, 401);
  }
  const res = await post("/login", { email, password: DEMO_PASSWORD });
  assert.equal(res.statusCode, 429);
  assert.ok(res.body.includes(html(AUTH_MESSAGES.passwordLocked)));
  assert.equal(cookieNamed(res, "rm_session"), undefined);
});

test("a body that is not our plain form is refused before anything is sent on", async () => {
  const big = await post("/login", {
    email: "client@example.com",
    password: "x".repeat(PLAIN_FORM_MAX_BYTES),
  });
  assert.equal(big.statusCode, 400);
  assert.ok(big.body.includes(html(PLAIN_FORM_MESSAGES.unreadable)));
  const asJson = await app.inject({
    method: "POST",
    url: "/login",
    headers: { host, "content-type": "application/json" },
    payload: { email: "client@example.com", password: DEMO_PASSWORD },
  });
  assert.equal(asJson.statusCode, 400);
  assert.equal(cookieNamed(asJson, "rm_session"), undefined);
  // from another site: the Origin check refuses it, as it refuses the API call
  const cross = await post(
    "/login",
    { email: "client@example.com", password: DEMO_PASSWORD },
    { origin: "https://evil.example" },
  );
  assert.equal(cross.statusCode, 403);
});

const registration = {
  companyName: "Plain Form Removals",
  companiesHouseNumber: "",
  website: "",
  yearsTrading: "4",
  fleetSize: "2",
  contactName: "Ola Brown",
  phone: "020 7946 0177",
  email: "ola@plain-form.example.com",
  password: "a-good-password",
  confirmPassword: "a-good-password",
  address: "9 Tanner Street",
  postcode: "SE1 7PB",
  services: ["House/Flat Removals", "Packing"],
  coverageRadiusMiles: "5",
  coverageBoroughs: ["E09000028"],
};

test("the registration form without JavaScript says the link is emailed; the link's page, without JavaScript, opens the account and goes on to its documents", async () => {
  const res = await post("/companies/registration", registration);
  assert.equal(res.statusCode, 200, res.body.slice(0, 300));
  assert.ok(res.body.includes("Check your inbox"), "the page says the link is emailed");
  assert.equal(cookieNamed(res, "rm_session"), undefined, "no session before the link (issue #29 item 8)");
  const token = await openAccountToken(t, "ola@plain-form.example.com", "company");
  const opened = await post(`/companies/registration/confirm?token=${encodeURIComponent(token)}`, { token });
  assert.equal(opened.statusCode, 302, opened.body.slice(0, 300));
  assert.equal(opened.headers.location, "/account/document-upload");
  assert.equal(await whoIs(opened), "ola@plain-form.example.com");
  const [c] = await t.db.select().from(companies).where(eq(companies.email, "ola@plain-form.example.com"));
  assert.ok(c);
  assert.equal(c.name, "Plain Form Removals");
  assert.equal(c.status, "pending");
  assert.equal(c.yearsTrading, 4);
  assert.equal(c.fleetSize, 2);
  assert.equal(c.coverageRadiusMiles, 5);
  assert.deepEqual(c.coverageBoroughs, ["E09000028"]);
  assert.deepEqual(c.services, ["House/Flat Removals", "Packing"]);
});

test("a refused registration keeps what was typed (not the passwords) and says what is wrong; nothing stored", async () => {
  const res = await post("/companies/registration", {
    ...registration,
    email: "kay@plain-form.example.com",
    services: [],
    fleetSize: "",
  });
  assert.equal(res.statusCode, 400);
  assert.ok(res.body.includes(html(COMPANY_MESSAGES.servicesRequired)), "the services' message");
  assert.ok(res.body.includes(html(COMPANY_MESSAGES.fleetSizeInvalid)), "the fleet's message");
  assert.ok(res.body.includes('value="Plain Form Removals"'), "the name typed");
  assert.ok(res.body.includes('value="kay@plain-form.example.com"'), "the email typed");
  assert.doesNotMatch(res.body, /value="a-good-password"/);
  assert.equal(cookieNamed(res, "rm_session"), undefined);
  const stored = await t.db.select().from(companies).where(eq(companies.email, "kay@plain-form.example.com"));
  assert.equal(stored.length, 0);
});

test("a page opened with a session that ended says so once, and clears the cookie", async () => {
  // a page that shows it at once: the notice, the cookie cleared, nothing left for later
  const shown = await page("/faqs", "rm_session=not-a-session");
  assert.equal(shown.statusCode, 200);
  assert.ok(shown.body.includes(html(AUTH_MESSAGES.sessionEnded)));
  assert.equal(cookieNamed(shown, "rm_session")?.maxAge, 0);
  assert.equal(cookieNamed(shown, SIGNED_OUT_COOKIE), undefined);
  assert.equal(shown.headers["x-page-cache"], undefined, "not from, nor into, the page cache");

  // a private page sends the visitor to log in: the notice travels with the redirect to the log-in page
  const away = await page("/client/removal-requests", "rm_session=not-a-session");
  assert.equal(away.statusCode, 302);
  assert.match(String(away.headers.location), /^\/login\?next=/);
  assert.equal(cookieNamed(away, SIGNED_OUT_COOKIE)?.value, "1");
  const login = await page(String(away.headers.location), `${SIGNED_OUT_COOKIE}=1`);
  assert.equal(login.statusCode, 200);
  assert.ok(login.body.includes(html(AUTH_MESSAGES.sessionEnded)));
  assert.equal(cookieNamed(login, SIGNED_OUT_COOKIE)?.maxAge, 0, "said once");
  // and never to someone whose session is fine, or who never had one
  const visitor = await page("/login");
  assert.ok(!visitor.body.includes(html(AUTH_MESSAGES.sessionEnded)));
  const client = await page("/companies", await t.login("client@example.com"));
  assert.equal(client.statusCode, 200);
  assert.ok(!client.body.includes(html(AUTH_MESSAGES.sessionEnded)));
});
