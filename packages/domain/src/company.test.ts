import assert from "node:assert/strict";
import { test } from "vitest";
import { issuesToFieldErrors } from "./auth.ts";
import {
  COMPANY_MESSAGES,
  COMPANY_SERVICES,
  companyProfileSchema,
  companyRegistrationSchema,
  documentMetaSchema,
  formatLongDate,
  insuranceVerifiedUntil,
} from "./company.ts";

const valid = {
  companyName: "Acme Removals",
  contactName: "Ada Lovelace",
  email: "Ada@Acme.example.com",
  phone: "020 7946 0000",
  password: "secret-password",
  confirmPassword: "secret-password",
  address: "1 High Street",
  postcode: "se16 3ll",
  companiesHouseNumber: "",
  website: "www.acme.example.com",
  yearsTrading: 3,
  fleetSize: 2,
  services: ["Packing", "Man and Van"],
  coverageRadiusMiles: 5,
  coverageBoroughs: [],
};

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : issuesToFieldErrors(r.error!.issues);

test("a valid registration is normalised", () => {
  const r = companyRegistrationSchema.parse(valid);
  assert.equal(r.email, "ada@acme.example.com");
  assert.equal(r.postcode, "SE16 3LL");
  assert.equal(r.website, "https://www.acme.example.com");
  assert.equal(r.companiesHouseNumber, null);
  assert.deepEqual(r.services, ["Man and Van", "Packing"]);
});

test("the service list is the five move types and the three extras, storage once (issue #28)", () => {
  assert.deepEqual([...COMPANY_SERVICES].sort(), [
    "Business Removals",
    "Cleaning",
    "Dismantling and reassembly",
    "House/Flat Removals",
    "International Removals",
    "Man and Van",
    "Packing",
    "Storage Unit",
  ]);
});

test("Companies House numbers: 8 digits or a register prefix + 6 digits", () => {
  for (const ok of ["01234567", "1234567", "SC123456", "sc 123456", "NI012345", "OC301234", "R0001234", ""]) {
    assert.ok(companyRegistrationSchema.safeParse({ ...valid, companiesHouseNumber: ok }).success, ok);
  }
  for (const bad of ["1234", "S1234567", "SCX12345", "123456789", "XX123456", "SC12345", "R1234567"]) {
    const r = companyRegistrationSchema.safeParse({ ...valid, companiesHouseNumber: bad });
    assert.equal(errorsOf(r).companiesHouseNumber, COMPANY_MESSAGES.companiesHouseInvalid, bad);
  }
});

test("bad registrations say what is wrong, field by field", () => {
  const r = companyRegistrationSchema.safeParse({
    ...valid,
    companyName: " ",
    postcode: "12345",
    website: "not a site",
    yearsTrading: Number.NaN,
    services: [],
    coverageRadiusMiles: 0,
    coverageBoroughs: [],
    confirmPassword: "other",
  });
  const e = errorsOf(r);
  assert.equal(e.companyName, COMPANY_MESSAGES.companyNameRequired);
  assert.equal(e.postcode, COMPANY_MESSAGES.postcodeInvalid);
  assert.equal(e.website, COMPANY_MESSAGES.websiteInvalid);
  assert.equal(e.yearsTrading, COMPANY_MESSAGES.yearsTradingInvalid);
  assert.equal(e.services, COMPANY_MESSAGES.servicesRequired);
  assert.equal(
    errorsOf(companyRegistrationSchema.safeParse({ ...valid, coverageRadiusMiles: 0 })).coverageRadiusMiles,
    COMPANY_MESSAGES.coverageRequired,
  );
  assert.equal(
    errorsOf(companyRegistrationSchema.safeParse({ ...valid, coverageBoroughs: ["E09999999"] }))[
      "coverageBoroughs.0"
    ],
    COMPANY_MESSAGES.boroughUnknown,
  );
});

test("boroughs alone are enough coverage", () => {
  const r = companyRegistrationSchema.parse({
    ...valid,
    coverageRadiusMiles: 0,
    coverageBoroughs: ["E09000028", "E09000022", "E09000028"],
  });
  assert.deepEqual(r.coverageBoroughs, ["E09000022", "E09000028"]);
});

test("profile: weekly cap cannot be below the daily cap", () => {
  const profile = {
    contactName: "Ada",
    email: "a@b.example.com",
    phone: "07700 900123",
    address: "1 High St",
    postcode: "E1 6LY",
    website: null,
    description: "",
    yearsTrading: 1,
    fleetSize: 1,
    services: ["Man and Van"],
    coverageRadiusMiles: 3,
    coverageBoroughs: [],
    paused: false,
    maxLeadsPerDay: 10,
    maxLeadsPerWeek: 5,
  };
  assert.equal(
    errorsOf(companyProfileSchema.safeParse(profile)).maxLeadsPerWeek,
    COMPANY_MESSAGES.weekBelowDay,
  );
  assert.ok(companyProfileSchema.safeParse({ ...profile, maxLeadsPerWeek: 10 }).success);
});

test("document details: cover for insurance, an expiry that is not past", () => {
  const schema = documentMetaSchema("2026-03-14");
  assert.deepEqual(schema.parse({ kind: "git", coverPounds: "£50,000", expiresOn: "2026-03-14" }), {
    kind: "git",
    coverPounds: 50000,
    expiresOn: "2026-03-14",
  });
  assert.equal(schema.parse({ kind: "bar", coverPounds: "", expiresOn: "2027-01-01" }).coverPounds, null);
  const e = (v: Record<string, string>) => errorsOf(schema.safeParse(v));
  assert.equal(
    e({ kind: "pl", coverPounds: "", expiresOn: "2027-01-01" }).coverPounds,
    COMPANY_MESSAGES.coverRequired,
  );
  assert.equal(
    e({ kind: "pl", coverPounds: "12.5", expiresOn: "2027-01-01" }).coverPounds,
    COMPANY_MESSAGES.coverInvalid,
  );
  assert.equal(
    e({ kind: "pl", coverPounds: "1", expiresOn: "2026-03-13" }).expiresOn,
    COMPANY_MESSAGES.expiryPast,
  );
  assert.equal(
    e({ kind: "pl", coverPounds: "1", expiresOn: "2026-02-30" }).expiresOn,
    COMPANY_MESSAGES.expiryInvalid,
  );
  assert.equal(
    e({ kind: "pl", coverPounds: "1", expiresOn: "2032-01-01" }).expiresOn,
    COMPANY_MESSAGES.expiryTooFar,
  );
  assert.equal(
    e({ kind: "car", coverPounds: "1", expiresOn: "2027-01-01" }).kind,
    COMPANY_MESSAGES.kindRequired,
  );
});

test("dates read the way people write them", () => {
  assert.equal(formatLongDate("2026-03-14"), "Saturday 14 March 2026");
  assert.equal(formatLongDate("2025-12-01"), "Monday 1 December 2025");
});

test("verified until: the earlier of the latest verified GIT and PL expiries", () => {
  const d = (kind: string, status: string, expiresOn: string) => ({ kind, status, expiresOn });
  assert.equal(insuranceVerifiedUntil([d("git", "verified", "2026-05-01")]), null);
  assert.equal(
    insuranceVerifiedUntil([
      d("git", "verified", "2026-05-01"),
      d("git", "verified", "2027-01-01"),
      d("git", "pending", "2028-01-01"),
      d("pl", "verified", "2026-09-30"),
      d("pl", "rejected", "2029-01-01"),
    ]),
    "2026-09-30",
  );
});
