import assert from "node:assert/strict";
import { test } from "vitest";
import { regexes } from "zod/v4/core";
import {
  EMAIL_FORMAT,
  fieldProblem,
  HONEYPOT_SPEC,
  isEmailFormat,
  LEAD_FIELD_SPECS,
  USER_FIELD_SPECS,
} from "./field-specs.ts";
import { honeypotField, LEAD_FIELDS, USER_FIELDS } from "./fields.ts";
import { ADDITIONAL_SERVICES, MOVE_TYPES } from "./options.ts";

// The wizard checks fields in plain code, the API with zod: both from one table, and here, the same message.
const SAMPLES: unknown[] = [
  undefined,
  null,
  "",
  " ",
  "House",
  "Apartment",
  "Storage Unit",
  MOVE_TYPES[0],
  "Piano",
  "1",
  "5+",
  "20",
  "21",
  "0",
  "yes",
  "no",
  "morning",
  "flexible",
  "Mr",
  "Dr",
  "Self paid",
  "2026-03-14",
  "2026-03-14T10:00",
  "SW1A 2AA",
  "x".repeat(10),
  "x".repeat(11),
  "x".repeat(50),
  "x".repeat(51),
  "x".repeat(128),
  "x".repeat(129),
  "x".repeat(2000),
  "x".repeat(2001),
  "line one\nline two",
  "tab\there",
  "nul\u0000here",
  "invoice\u202Efdp.exe",
  "\u2028",
  `${"x".repeat(60)}\n`,
  7,
  0,
  20,
  21,
  true,
  {},
  [],
  ["Packing services"],
  [...ADDITIONAL_SERVICES],
  [...ADDITIONAL_SERVICES, "Packing services"],
  ["Cleaning"],
  ["Cleaning", ...ADDITIONAL_SERVICES],
  [7],
];

/** zod's first message for the field (what the API reports on it), or null when it passes */
function zodMessage(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, v: unknown) {
  const r = schema.safeParse(v);
  if (r.success) return null;
  return (r.error as { issues: { message: string }[] }).issues[0]?.message ?? null;
}

test("every field the API's zod shape knows has a spec, and no other", () => {
  assert.deepEqual(Object.keys(LEAD_FIELD_SPECS).sort(), Object.keys(LEAD_FIELDS).sort());
  assert.deepEqual(Object.keys(USER_FIELD_SPECS).sort(), Object.keys(USER_FIELDS).sort());
});

test("the plain check gives the first message the API's zod field gives, for every field and sample", () => {
  const cases: [string, unknown, unknown][] = [
    ...Object.entries(LEAD_FIELDS).map(([k, s]) => [k, s, LEAD_FIELD_SPECS[k as keyof typeof LEAD_FIELDS]]),
    ...Object.entries(USER_FIELDS).map(([k, s]) => [k, s, USER_FIELD_SPECS[k as keyof typeof USER_FIELDS]]),
    ["website", honeypotField, HONEYPOT_SPEC],
  ] as [string, unknown, unknown][];
  let compared = 0;
  for (const [name, schema, spec] of cases) {
    for (const value of SAMPLES) {
      const expected = zodMessage(schema as Parameters<typeof zodMessage>[0], value);
      assert.equal(
        fieldProblem(spec as Parameters<typeof fieldProblem>[0], value),
        expected,
        `${name} = ${JSON.stringify(value)}`,
      );
      compared++;
    }
  }
  assert.ok(compared > 2000);
});

test("the email format is zod's z.email() pattern", () => {
  // the same pattern, written without zod's redundant escapes of "-" at the end of a class
  assert.equal(EMAIL_FORMAT.source, regexes.email.source.replaceAll("\\-]", "-]"));
  for (const s of ["a@b.co", "a-b@c-d.com", "a'b+c@d.org", "-a@b.co", "a.@b.co", "a@-b.co", "a@b.c"]) {
    assert.equal(isEmailFormat(s), regexes.email.test(s), s);
  }
  assert.equal(isEmailFormat("ada@example.com"), true);
  assert.equal(isEmailFormat("ada@"), false);
  assert.equal(isEmailFormat("ada..b@example.com"), false);
});
