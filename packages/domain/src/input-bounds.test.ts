// Issue #13 (docs/README.md#issues): absurd values (far-off dates, "0x10" crews) and hidden characters are refused by the schemas the
// browser and the API share, each with its own message.
import assert from "node:assert/strict";
import { test } from "vitest";
import { issuesToFieldErrors, registerSchema } from "./auth.ts";
import { companyProfileSchema, companyRegistrationSchema, decisionReasonSchema } from "./company.ts";
import { contactSchema } from "./contact.ts";
import { LEAD_MESSAGES, makeLeadSchemas, toSubmissionBody, wizardDefaults } from "./lead/index.ts";
import { sendPdfSchema } from "./moving-book.ts";
import { makeQuoteSchema, QUOTE_MESSAGES } from "./quote.ts";
import { TEXT_MESSAGES } from "./safe-text.ts";

const TODAY = "2026-03-01";
const { leadSubmissionSchema } = makeLeadSchemas({ today: TODAY });
const quoteSchema = makeQuoteSchema({ today: TODAY });

type Parsed = {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
};
const errorsOf = (r: Parsed) =>
  r.success ? {} : issuesToFieldErrors(r.error!.issues.map((i) => ({ ...i, path: [...i.path] })));

function lead(extra: Record<string, unknown> = {}, user: Record<string, unknown> = {}) {
  const body = toSubmissionBody({
    ...wizardDefaults({ typeOfMove: "House/Flat Removals" }),
    fromCity: "sw1a2aa",
    fromAddress: "10 Downing Street, London",
    startDate: "2026-03-20",
    title: "Ms",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phoneNumber: "07700 900123",
    ...extra,
  }) as { client: Record<string, unknown>; user: Record<string, unknown> };
  return { ...body, user: { ...body.user, ...user } };
}

const quote = {
  price: "850",
  priceKind: "fixed",
  crewSize: "3",
  vehicle: "Luton van",
  estimatedHours: "6.5",
  includes: [],
  insuranceCover: "50000",
  availableDates: ["2026-03-14"],
  cancellationTerms: "Free cancellation up to 48 hours before the move.",
  message: "",
  validUntil: "2026-03-10",
};

// ---------- dates ----------

test("a move date up to two years ahead is taken; a day later is refused", () => {
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(lead({ startDate: "2028-03-01" }))), {});
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(lead({ startDate: "2028-03-02" }))), {
    "client.startDate": LEAD_MESSAGES.startDateTooFar,
  });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(lead({ startDate: "9999-12-31" }))), {
    "client.startDate": LEAD_MESSAGES.startDateTooFar,
  });
});

test("a flexible range may run 183 days; an end date years after the start is refused", () => {
  const flexible = (endDate: string) => lead({ dateType: "flexible", startDate: "2026-03-20", endDate });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(flexible("2026-09-19"))), {});
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(flexible("2026-09-20"))), {
    "client.endDate": LEAD_MESSAGES.flexibleRangeTooLong,
  });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(flexible("2031-03-20"))), {
    "client.endDate": LEAD_MESSAGES.flexibleRangeTooLong,
  });
});

test("a mover's available date more than two years ahead is refused", () => {
  const r = quoteSchema.safeParse({ ...quote, availableDates: ["2026-03-14", "2030-01-01"] });
  assert.deepEqual(errorsOf(r), { availableDates: QUOTE_MESSAGES.dateTooFar });
  assert.equal(quoteSchema.safeParse({ ...quote, availableDates: ["2028-03-01"] }).success, true);
});

// ---------- numbers ----------

for (const crewSize of [
  "0x10",
  "0X10",
  "1e1",
  "0b11",
  "0o7",
  "Infinity",
  "+3",
  "-3",
  "3 movers",
  "٣",
  "1_0",
]) {
  test(`crew size ${JSON.stringify(crewSize)} is not a plain decimal and is refused`, () => {
    assert.deepEqual(errorsOf(quoteSchema.safeParse({ ...quote, crewSize })), {
      crewSize: QUOTE_MESSAGES.crewRange,
    });
  });
}

for (const estimatedHours of ["0x10", "1e1", "Infinity", "6,5", ".5"]) {
  test(`estimated hours ${JSON.stringify(estimatedHours)} is not a plain decimal and is refused`, () => {
    assert.deepEqual(errorsOf(quoteSchema.safeParse({ ...quote, estimatedHours })), {
      estimatedHours: QUOTE_MESSAGES.hoursRange,
    });
  });
}

test("plain decimals as people type them still work, and the range still applies", () => {
  const r = quoteSchema.parse({ ...quote, crewSize: " 16 ", estimatedHours: "7.50" });
  assert.equal(r.crewSize, 16);
  assert.equal(r.estimatedHours, 7.5);
  assert.equal(quoteSchema.parse({ ...quote, crewSize: 4, estimatedHours: 2 }).crewSize, 4);
  assert.deepEqual(errorsOf(quoteSchema.safeParse({ ...quote, crewSize: "21" })), {
    crewSize: QUOTE_MESSAGES.crewRange,
  });
  assert.deepEqual(errorsOf(quoteSchema.safeParse({ ...quote, crewSize: "" })), {
    crewSize: QUOTE_MESSAGES.crewRequired,
  });
  for (const noOfPersonnel of ["0x10", "1e1", "16.0"]) {
    assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(lead({ noOfPersonnel }))), {
      "client.noOfPersonnel": LEAD_MESSAGES.personnelInvalid,
    });
  }
});

// ---------- hidden characters in every form's text ----------

const registration = {
  companyName: "Acme Removals",
  contactName: "Ada Lovelace",
  email: "ada@acme.example.com",
  phone: "020 7946 0000",
  password: "secret-password",
  confirmPassword: "secret-password",
  address: "1 High Street",
  postcode: "se16 3ll",
  companiesHouseNumber: "",
  website: "www.acme.example.com",
  yearsTrading: 3,
  fleetSize: 2,
  services: ["Packing"],
  coverageRadiusMiles: 5,
  coverageBoroughs: [],
};
const {
  password: _p,
  confirmPassword: _c,
  companiesHouseNumber: _n,
  companyName: _cn,
  ...profileBase
} = registration;
const profile = { ...profileBase, description: "", paused: false, maxLeadsPerDay: 5, maxLeadsPerWeek: 20 };

/** [form, field path in the errors, parse with the value put in] */
const FIELDS: [string, string, (v: string) => Parsed, "single" | "multi"][] = [
  ["account", "firstName", (v) => registerSchema.safeParse({ ...registerBase(), firstName: v }), "single"],
  ["account", "email", (v) => registerSchema.safeParse({ ...registerBase(), email: v }), "single"],
  ["contact", "name", (v) => contactSchema.safeParse({ ...contactBase(), name: v }), "single"],
  ["contact", "message", (v) => contactSchema.safeParse({ ...contactBase(), message: v }), "multi"],
  ["lead", "client.fromAddress", (v) => leadSubmissionSchema.safeParse(lead({ fromAddress: v })), "single"],
  ["lead", "client.fromHouse", (v) => leadSubmissionSchema.safeParse(lead({ fromHouse: v })), "single"],
  ["lead", "client.description", (v) => leadSubmissionSchema.safeParse(lead({ description: v })), "multi"],
  ["lead", "user.firstName", (v) => leadSubmissionSchema.safeParse(lead({}, { firstName: v })), "single"],
  ["lead", "user.lastName", (v) => leadSubmissionSchema.safeParse(lead({}, { lastName: v })), "single"],
  [
    "company",
    "companyName",
    (v) => companyRegistrationSchema.safeParse({ ...registration, companyName: v }),
    "single",
  ],
  [
    "company",
    "contactName",
    (v) => companyRegistrationSchema.safeParse({ ...registration, contactName: v }),
    "single",
  ],
  [
    "company",
    "address",
    (v) => companyRegistrationSchema.safeParse({ ...registration, address: v }),
    "single",
  ],
  [
    "company",
    "website",
    (v) => companyRegistrationSchema.safeParse({ ...registration, website: v }),
    "single",
  ],
  ["profile", "description", (v) => companyProfileSchema.safeParse({ ...profile, description: v }), "multi"],
  ["quote", "cancellationTerms", (v) => quoteSchema.safeParse({ ...quote, cancellationTerms: v }), "multi"],
  ["quote", "message", (v) => quoteSchema.safeParse({ ...quote, message: v }), "multi"],
  ["vetting", "reason", (v) => decisionReasonSchema.safeParse({ reason: v }), "multi"],
  [
    "moving book",
    "firstName",
    (v) => sendPdfSchema.safeParse({ email: "a@example.com", firstName: v }),
    "single",
  ],
];

function registerBase() {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    password: "12345678",
    confirmPassword: "12345678",
  };
}
function contactBase() {
  return {
    name: "Ada",
    email: "ada@example.com",
    subject: "other",
    message: "Hello, a question about quotes.",
  };
}

for (const [form, field, parse, kind] of FIELDS) {
  const sample = field.endsWith("email")
    ? "ada@example.com"
    : field === "website"
      ? "acme.example.com"
      : "Ada and Co, Hello there";
  test(`${form} ${field}: NUL and RTLO are refused${kind === "single" ? ", and line breaks" : "; line breaks are kept"}`, () => {
    assert.deepEqual(errorsOf(parse(sample)), {}, "the sample itself is valid");
    const withNul = `${sample.slice(0, 3)}\u0000${sample.slice(3)}`;
    const withRtlo = `${sample.slice(0, 3)}\u202E${sample.slice(3)}`;
    assert.equal(errorsOf(parse(withNul))[field], TEXT_MESSAGES.hiddenCharacters);
    assert.equal(errorsOf(parse(withRtlo))[field], TEXT_MESSAGES.hiddenCharacters);
    const twoLines = `${sample.slice(0, 3)}\r\n${sample.slice(3)}`;
    if (kind === "single") assert.equal(errorsOf(parse(twoLines))[field], TEXT_MESSAGES.oneLine);
    else assert.deepEqual(errorsOf(parse(twoLines)), {});
  });
}
