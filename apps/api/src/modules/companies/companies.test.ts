// Company sign-up, its own profile and logo, the public profile, and insurance expiry reminders.
import assert from "node:assert/strict";
import { test } from "vitest";
import { todayInLondon } from "@rm/domain";
import { REGISTRATION_MESSAGES } from "@rm/domain/account-security";
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { eq } from "drizzle-orm";
import { companies, companyDocuments, users } from "../../db/schema.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../../seed/demo-accounts.ts";
import { openAccount } from "../../test/fixtures/open-account.ts";
import { buildTestApp, cookieOf } from "../../test/helper.ts";
import { tempDir } from "../../test/temp-dir.ts";
import { sendExpiryReminders } from "../documents/index.ts";
import { SAMPLE_PDF, SAMPLE_PNG, multipart } from "../../test/fixtures/files.ts";
import { publicIds, publicProfile } from "./public-profile.ts";

const t = await buildTestApp({
  DATA_DIR: tempDir("rm-companies-"),
  RATE_LIMIT_FACTOR: "100",
});

const form = {
  companyName: "Bridge & Barrow Removals",
  contactName: "Nia Jones",
  email: "Nia@Bridge-Barrow.example.com",
  phone: "020 7946 0111",
  password: "a-good-password",
  confirmPassword: "a-good-password",
  address: "5 Arch Road",
  postcode: "se1 7pb",
  companiesHouseNumber: "sc123456",
  website: "bridge-barrow.example.com",
  yearsTrading: 8,
  fleetSize: 3,
  services: ["House/Flat Removals", "Packing"],
  coverageRadiusMiles: 6,
  coverageBoroughs: ["E09000022", "E09000028"],
};
const register = (payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/companies/register",
    payload,
    headers: cookie ? { cookie } : {},
  });

let cookie = "";
test("registering emails a link; the link creates the pending company, signs it in and sends a welcome email", async () => {
  const res = await register(form);
  assert.equal(res.statusCode, 201, res.body);
  // issue #29 item 8: nothing is made until the emailed link is used
  assert.equal(res.json().message, REGISTRATION_MESSAGES.checkInbox("nia@bridge-barrow.example.com"));
  assert.equal(res.cookies.length, 0);
  const made = () => t.db.select().from(users).where(eq(users.email, "nia@bridge-barrow.example.com"));
  assert.equal((await made()).length, 0);
  const opened = await openAccount(t, "nia@bridge-barrow.example.com", "company");
  assert.equal(opened.statusCode, 200, opened.body);
  assert.equal(opened.json().data.next, "/account/document-upload");
  assert.equal(opened.json().message, COMPANY_MESSAGES.registered);
  assert.ok((await made())[0]!.emailVerifiedAt, "the link proved the address");
  cookie = cookieOf(opened);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });
  assert.equal(me.json().data.isCompany, true);

  const [c] = await t.db.select().from(companies).where(eq(companies.email, "nia@bridge-barrow.example.com"));
  assert.equal(c!.status, "pending");
  assert.equal(c!.slug, "bridge-and-barrow-removals");
  assert.equal(c!.postcode, "SE1 7PB");
  assert.equal(c!.companiesHouseNumber, "SC123456");
  assert.equal(c!.website, "https://bridge-barrow.example.com");
  assert.deepEqual(c!.coverageBoroughs, ["E09000022", "E09000028"]);
  // located from the postcode tables, for matching by distance
  assert.ok(c!.lat !== null && c!.lon !== null, "base postcode located");
  assert.match(c!.boroughCode ?? "", /^E09/);
  const [u] = await t.db.select().from(users).where(eq(users.id, c!.userId));
  assert.equal(u!.role, "company");
  assert.notEqual(u!.passwordHash, form.password);
  const [mail] = await t.mails();
  assert.equal(mail!.to, "nia@bridge-barrow.example.com");
  assert.match(mail!.text, /\/account\/document-upload/);
});

test("bad registrations: a message per field, and no account", async () => {
  const before = (await t.db.select().from(companies)).length;
  const res = await register({
    ...form,
    email: "x@y.example.com",
    companiesHouseNumber: "1234",
    services: [],
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().errors.companiesHouseNumber, COMPANY_MESSAGES.companiesHouseInvalid);
  assert.equal(res.json().errors.services, COMPANY_MESSAGES.servicesRequired);
  // an address with an account: the same answer as a new one (issue #29 item 8), and its owner is told
  const taken = await register({ ...form, email: DEMO_CLIENT.email });
  assert.equal(taken.statusCode, 201);
  assert.deepEqual(taken.json(), {
    status: true,
    message: REGISTRATION_MESSAGES.checkInbox(DEMO_CLIENT.email),
    data: { email: DEMO_CLIENT.email },
  });
  assert.equal((await t.mails())[0]!.kind, "register-attempt");
  assert.equal((await register({ ...form, email: "z@y.example.com" }, cookie)).statusCode, 403, "signed in");
  assert.equal((await t.db.select().from(companies)).length, before);
});

test("a company edits its profile and lead preferences; bad input changes nothing", async () => {
  const me = (await t.app.inject({ method: "GET", url: "/api/companies/me", headers: { cookie } })).json()
    .data.company;
  const edit = {
    contactName: me.contactName,
    email: me.email,
    phone: me.phone,
    address: me.address,
    postcode: "E1 6LY",
    website: "",
    description: "Careful movers from Southwark.",
    yearsTrading: 9,
    fleetSize: 4,
    services: ["Man and Van"],
    coverageRadiusMiles: 0,
    coverageBoroughs: ["E09000030"],
    paused: true,
    maxLeadsPerDay: 3,
    maxLeadsPerWeek: 12,
  };
  const put = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "PUT", url: "/api/companies/me", payload, headers: { cookie } });
  const bad = await put({ ...edit, maxLeadsPerWeek: 2, description: "changed?" });
  assert.equal(bad.statusCode, 400);
  assert.equal(bad.json().errors.maxLeadsPerWeek, COMPANY_MESSAGES.weekBelowDay);
  const ok = await put(edit);
  assert.equal(ok.statusCode, 200, ok.body);
  const [c] = await t.db.select().from(companies).where(eq(companies.id, me.id));
  assert.equal(c!.description, "Careful movers from Southwark.");
  assert.equal(c!.paused, true);
  assert.equal(c!.maxLeadsPerWeek, 12);
  assert.deepEqual(c!.services, ["Man and Van"]);
  assert.equal(c!.postcode, "E1 6LY");
  assert.equal(c!.website, null);
});

test("a logo must be a JPEG or PNG; it is public only once the company is approved", async () => {
  const send = (data: Buffer, name: string) => {
    const body = multipart({}, [{ name, data }]);
    return t.app.inject({
      method: "POST",
      url: "/api/companies/me/logo",
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
  };
  const pdf = await send(SAMPLE_PDF, "logo.png");
  assert.equal(pdf.statusCode, 415);
  assert.equal(pdf.json().message, COMPANY_MESSAGES.logoType);
  const ok = await send(SAMPLE_PNG, "logo.png");
  assert.equal(ok.statusCode, 200, ok.body);
  const url = ok.json().data.logoUrl as string;
  assert.equal((await t.app.inject({ method: "GET", url })).statusCode, 404, "pending: not public");
  const own = await t.app.inject({ method: "GET", url, headers: { cookie } });
  assert.equal(own.statusCode, 200);
  assert.deepEqual(own.rawPayload, SAMPLE_PNG);
});

test("public profiles: approved companies only, with insurance date, areas and rating", async () => {
  const ids = await publicIds(t.db);
  assert.equal(ids.length, DEMO_COMPANIES.length);
  const [thames] = await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[0]!.email));
  const p = await publicProfile(t.db, thames!.id);
  assert.ok(p);
  assert.equal(p.name, "Thames-side Removals");
  assert.deepEqual(p.areas, ["Lewisham", "Southwark", "Lambeth"].sort());
  assert.match(p.insuranceVerifiedUntil ?? "", /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(p.insuranceCurrent, true);
  assert.equal(p.rating, 4.5);
  assert.equal(p.ratingCount, 2);
  // the reviews themselves are paged by the reviews module (GET /api/companies/:id/reviews, reviews.test.ts)
  const [mine] = await t.db
    .select()
    .from(companies)
    .where(eq(companies.email, "nia@bridge-barrow.example.com"));
  assert.equal(await publicProfile(t.db, mine!.id), null);
  assert.equal(await publicProfile(t.db, "not-a-uuid"), null);
});

test("expiry reminders go out 30 and 7 days before, once each", async () => {
  const [thames] = await t.db.select().from(companies).where(eq(companies.email, DEMO_COMPANIES[0]!.email));
  const inDays = (n: number) => {
    const d = new Date(`${todayInLondon()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  await t.db
    .update(companyDocuments)
    .set({ expiresOn: inDays(20) })
    .where(eq(companyDocuments.companyId, thames!.id));
  assert.equal(await sendExpiryReminders(t.db, "http://x"), 2, "GIT and PL, 30-day reminder");
  assert.equal(await sendExpiryReminders(t.db, "http://x"), 0, "not twice");
  const [mail] = await t.mails();
  assert.equal(mail!.to, DEMO_COMPANIES[0]!.email);
  assert.match(mail!.subject, /expires in 20 days/);
  await t.db
    .update(companyDocuments)
    .set({ expiresOn: inDays(6) })
    .where(eq(companyDocuments.companyId, thames!.id));
  assert.equal(await sendExpiryReminders(t.db, "http://x"), 2, "7-day reminder");
  assert.equal(await sendExpiryReminders(t.db, "http://x"), 0);
});
