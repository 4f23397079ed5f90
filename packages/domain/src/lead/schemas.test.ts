import assert from "node:assert/strict";
import { test } from "vitest";
import { wizardDefaults } from "./defaults.ts";
import { LEAD_MESSAGES, LEAD_TOASTS } from "./messages.ts";
import { fieldErrors, makeLeadSchemas } from "./schemas.ts";
import { wizardFieldErrors } from "./wizard-submission.ts";
import { toSubmissionBody } from "./wizard-submission.ts";

const TODAY = "2025-06-10";
const { leadSchema, userSchema, leadSubmissionSchema, accountLeadSubmissionSchema } = makeLeadSchemas({
  today: TODAY,
});

const person = {
  title: "Ms",
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "Ada@Example.COM ",
  phoneNumber: "+44 7700 900123",
};

/** A complete anonymous wizard submission for `typeOfMove`, with `extra` values. */
function body(typeOfMove: string, extra: Record<string, unknown> = {}) {
  return toSubmissionBody({
    ...wizardDefaults({ typeOfMove }),
    fromCity: "sw1a2aa",
    fromAddress: "10 Downing Street, London",
    startDate: "2025-06-20",
    ...person,
    ...extra,
  });
}

function errorsOf(
  r:
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } },
) {
  return r.success ? {} : fieldErrors(r.error);
}

test("a complete house move: normalised output, contact details copied onto the lead", () => {
  const r = leadSubmissionSchema.safeParse(body("House/Flat Removals", { toCity: "e16an" }));
  assert.equal(r.success, true);
  const { client, user, website } = r.data!;
  assert.equal(client.typeOfMove, "House/Flat Removals");
  // docs/product/decisions.md D24: fromCity accepted as the postcode, stored normalised in both
  assert.equal(client.fromPostcode, "SW1A 2AA");
  assert.equal(client.fromCity, "SW1A 2AA");
  assert.equal(client.toPostcode, "E1 6AN");
  assert.equal(client.fromAddress, "10 Downing Street, London");
  assert.equal(client.fromBedrooms, "1");
  // a house has no floor or lift
  assert.equal(client.fromFloor, undefined);
  assert.equal(client.fromLift, undefined);
  assert.equal(client.dateType, "specific");
  assert.equal(client.startDate, "2025-06-20");
  assert.equal(client.endDate, undefined);
  assert.equal(client.payingForMove, "Self paid");
  assert.deepEqual(client.additionalServices, []);
  assert.equal(client.companyName, undefined);
  assert.equal(client.firstName, "Ada");
  assert.equal(client.email, "ada@example.com");
  assert.equal(client.phoneNumber, "07700900123");
  assert.deepEqual(user, {
    title: "Ms",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    phoneNumber: "07700900123",
    password: undefined,
  });
  assert.equal(website, "");
});

test("D24: fromPostcode is accepted instead of fromCity; errors land on the field that was sent", () => {
  const ok = leadSubmissionSchema.safeParse(body("Man and Van", { fromCity: "", fromPostcode: "n19gu" }));
  assert.equal(ok.success, true);
  assert.equal(ok.data!.client.fromPostcode, "N1 9GU");
  assert.deepEqual(
    errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { fromCity: "", fromPostcode: "N1" }))),
    {
      "client.fromPostcode": "Incorrect Postcode",
    },
  );
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { fromCity: "" }))), {
    "client.fromCity": "Postcode is required",
  });
});

test("every lead message appears on its client field", () => {
  const r = leadSubmissionSchema.safeParse(
    body("", { fromCity: "", fromAddress: "", dateType: "", startDate: "" }),
  );
  assert.deepEqual(errorsOf(r), {
    "client.typeOfMove": "Type is required",
    "client.fromAddress": "Address is required",
    "client.fromCity": "Postcode is required",
    "client.dateType": "Date Type is required",
    "client.startDate": "Date is required",
  });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { fromCity: "W1" }))), {
    "client.fromCity": "Incorrect Postcode",
  });
  assert.deepEqual(
    errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { startDate: "2025-06-09" }))),
    {
      "client.startDate": "Start date should not be behind present date",
    },
  );
});

test("flexible dates: end date required and after the start; a fixed date drops the end date", () => {
  const flexible = { dateType: "flexible", startDate: "2025-06-20" };
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", flexible))), {
    "client.endDate": "End date cannot be empty",
  });
  assert.deepEqual(
    errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { ...flexible, endDate: "2025-06-20" }))),
    { "client.endDate": "End Date should not be same as or behind start date!" },
  );
  const ok = leadSubmissionSchema.safeParse(body("Man and Van", { ...flexible, endDate: "2025-06-25" }));
  assert.equal(ok.data?.client.endDate, "2025-06-25");
  const fixed = leadSubmissionSchema.safeParse(body("Man and Van", { endDate: "2025-06-01" }));
  assert.equal(fixed.success, true);
  assert.equal(fixed.data!.client.endDate, undefined);
});

test("D6: Business Removals needs a company name", () => {
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("Business Removals"))), {
    "client.companyName": "Company name is required",
  });
  const ok = leadSubmissionSchema.safeParse(body("Business Removals", { companyName: " Acme Ltd " }));
  assert.equal(ok.data?.client.companyName, "Acme Ltd");
  // a company name sent with another move type is not kept
  const house = leadSubmissionSchema.safeParse(body("House/Flat Removals", { companyName: "Acme Ltd" }));
  assert.equal(house.data?.client.companyName, undefined);
});

test("storage: no address or destination, area codes accepted, storage wording", () => {
  const storage = { fromAddress: "", toCity: "", toPropertyType: "" };
  const area = leadSubmissionSchema.safeParse(body("Storage Unit", { ...storage, fromCity: " sw " }));
  assert.equal(area.success, true);
  const c = area.data!.client;
  assert.equal(c.fromAreaCode, "SW");
  assert.equal(c.fromCity, "SW");
  assert.equal(c.fromPostcode, undefined);
  assert.equal(c.toPostcode, undefined);
  assert.equal(c.fromStoragePurpose, "Property");
  assert.equal(c.fromStorageSize, "0-50");
  assert.equal(c.fromStorageDuration, "Unsure");
  assert.equal(c.fromPropertyType, undefined);
  const pc = leadSubmissionSchema.safeParse(body("Storage Unit", { ...storage, fromCity: "se15ab" }));
  assert.equal(pc.data?.client.fromPostcode, "SE1 5AB");

  const bad = leadSubmissionSchema.safeParse(
    body("Storage Unit", {
      ...storage,
      fromCity: "SW1",
      dateType: "flexible",
      startDate: "",
      password: "short",
      confirmPassword: "short",
    }),
  );
  assert.deepEqual(errorsOf(bad), {
    "client.fromCity": "Incorrect Code",
    "client.startDate": "Starting Date is required",
    "client.endDate": "End date is required",
    "user.password": "Password should at least be 8 characters long",
  });
  assert.deepEqual(
    errorsOf(
      leadSubmissionSchema.safeParse(body("Storage Unit", { ...storage, fromCity: "", dateType: "" })),
    ),
    { "client.fromCity": "Postcode or Areacode is required", "client.dateType": "Please select a date type" },
  );
});

test("D14: international moves need a country and a typed address, no UK postcode", () => {
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("International Removals"))), {
    "client.toCountry": "Country is required",
    "client.toAddress": "Address is required",
  });
  const ok = leadSubmissionSchema.safeParse(
    body("International Removals", {
      toCountry: "Spain",
      toAddress: "Calle Mayor 1, Madrid",
      toCity: "28013",
    }),
  );
  assert.equal(ok.success, true);
  assert.equal(ok.data!.client.toCountry, "Spain");
  assert.equal(ok.data!.client.toAddress, "Calle Mayor 1, Madrid");
  assert.equal(ok.data!.client.toPostcode, undefined);
});

test("D23: preferred time and description are optional; description at most 2000", () => {
  const ok = leadSubmissionSchema.safeParse(
    body("Man and Van", { preferredTime: "morning", description: " Piano " }),
  );
  assert.equal(ok.data?.client.preferredTime, "morning");
  assert.equal(ok.data?.client.description, "Piano");
  assert.deepEqual(
    errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", { description: "x".repeat(2001) }))),
    {
      "client.description": "Please keep this to 2000 characters or fewer",
    },
  );
});

test("personal details messages land on the user fields", () => {
  const r = leadSubmissionSchema.safeParse(
    body("Man and Van", { title: "", firstName: "", lastName: "", email: "", phoneNumber: "" }),
  );
  assert.deepEqual(errorsOf(r), {
    "user.title": "Title is required",
    "user.firstName": "First name is required",
    "user.lastName": "Last name is required",
    "user.email": "Email is required",
    "user.phoneNumber": "Phone number is required",
  });
  assert.deepEqual(
    errorsOf(
      leadSubmissionSchema.safeParse(body("Man and Van", { email: "not-an-email", phoneNumber: "999" })),
    ),
    { "user.email": "Email is not valid", "user.phoneNumber": "Enter a valid UK phone number" },
  );
});

test("password and confirmation", () => {
  const withPassword = leadSubmissionSchema.safeParse(
    body("Man and Van", { password: "correct horse", confirmPassword: "correct horse" }),
  );
  assert.equal(withPassword.data?.user.password, "correct horse");
  assert.equal("confirmPassword" in (withPassword.data?.user ?? {}), false);
  const cases: [Record<string, string>, Record<string, string>][] = [
    [{ password: "short", confirmPassword: "short" }, { "user.password": "Min length is 8" }],
    [{ password: "correct horse", confirmPassword: "" }, { "user.confirmPassword": "Passwords must match" }],
    [
      { password: "", confirmPassword: "correct horse" },
      { "user.password": "Password is required", "user.confirmPassword": "Passwords must match" },
    ],
  ];
  for (const [extra, expected] of cases) {
    assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse(body("Man and Van", extra))), expected);
  }
});

test("the honeypot passes through as a field", () => {
  const r = leadSubmissionSchema.safeParse(body("Man and Van", { website: "http://spam.example" }));
  assert.equal(r.success, true);
  assert.equal(r.data!.website, "http://spam.example");
  const { website: _, ...withoutHoneypot } = body("Man and Van");
  assert.equal(leadSubmissionSchema.safeParse(withoutHoneypot).data?.website, "");
});

test("the API may send nulls, numbers for personnel, and odd types get a message", () => {
  const b = body("Man and Van");
  const r = leadSubmissionSchema.safeParse({
    ...b,
    client: {
      ...b.client,
      toCity: null,
      noOfPersonnel: 2,
      additionalServices: ["Packing services", "Packing services"],
    },
  });
  assert.equal(r.success, true);
  assert.equal(r.data!.client.noOfPersonnel, 2);
  assert.deepEqual(r.data!.client.additionalServices, ["Packing services"]);
  const bad = leadSubmissionSchema.safeParse({
    ...b,
    client: { ...b.client, noOfPersonnel: 50, fromLift: "maybe", startDate: 20250620 },
  });
  assert.deepEqual(errorsOf(bad), {
    "client.noOfPersonnel": "Enter a number of movers from 1 to 20",
    "client.fromLift": "Choose one of the options",
    "client.startDate": "Please enter text",
  });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse({})), {
    client: "The move details are missing",
    user: "Your details are missing",
  });
  assert.deepEqual(errorsOf(leadSubmissionSchema.safeParse("nope")), {
    "": "Send the lead as a JSON object",
  });
});

test("logged in: no user object needed, the lead rules still apply", () => {
  const { client } = body("Business Removals", { companyName: "Acme Ltd" });
  const ok = accountLeadSubmissionSchema.safeParse({ client, user: {} });
  assert.equal(ok.success, true);
  assert.equal(ok.data!.client.companyName, "Acme Ltd");
  assert.deepEqual(
    errorsOf(accountLeadSubmissionSchema.safeParse({ client: { ...client, companyName: "" } })),
    {
      "client.companyName": "Company name is required",
    },
  );
});

test("leadSchema alone: the whole client object", () => {
  const { client } = body("Man and Van", { fromPropertyType: "Apartment", fromFloor: "3", fromLift: "yes" });
  const r = leadSchema.safeParse(client);
  assert.equal(r.success, true);
  assert.equal(r.data!.fromFloor, "3");
  assert.equal(r.data!.fromLift, "yes");
  assert.equal(r.data!.email, "ada@example.com");
  assert.deepEqual(errorsOf(leadSchema.safeParse({ ...client, email: "x@" })), {
    email: "Email is not valid",
  });
});

test("userSchema alone", () => {
  const ok = userSchema.safeParse({ ...person, password: "", confirmPassword: "" });
  assert.equal(ok.success, true);
  assert.equal(ok.data!.password, undefined);
  assert.deepEqual(
    errorsOf(userSchema.safeParse({ ...person, password: "1234567", confirmPassword: "1234567" })),
    {
      password: "Min length is 8",
    },
  );
  assert.deepEqual(
    errorsOf(userSchema.safeParse({ ...person, password: "x".repeat(129), confirmPassword: "y" })),
    {
      password: "Password must be at most 128 characters",
      confirmPassword: "Passwords must match",
    },
  );
  assert.deepEqual(errorsOf(userSchema.safeParse({})), {
    title: "Title is required",
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    phoneNumber: "Phone number is required",
  });
});

test("fieldErrors keeps the first message per field; wizardFieldErrors flattens to form fields", () => {
  const errors = fieldErrors({
    issues: [
      { path: ["client", "startDate"], message: "first" },
      { path: ["client", "startDate"], message: "second" },
      { path: ["user", "email"], message: "Email is required" },
      { path: [], message: "whole body" },
    ],
  });
  assert.deepEqual(errors, {
    "client.startDate": "first",
    "user.email": "Email is required",
    "": "whole body",
  });
  assert.deepEqual(
    wizardFieldErrors({ "client.startDate": "a", "user.email": "b", "client.additionalServices.0": "c" }),
    {
      startDate: "a",
      email: "b",
      additionalServices: "c",
    },
  );
});

test("the spec's messages and toasts, exactly", () => {
  assert.equal(LEAD_MESSAGES.endDateNotAfterStart, "End Date should not be same as or behind start date!");
  assert.equal(LEAD_MESSAGES.storageCodeRequired, "Postcode or Areacode is required");
  assert.equal(LEAD_TOASTS.leadSent, "Your lead has been sent to nearby companies");
  // ours (docs/decisions/101): the password waits for the emailed link, and the toast says so
  assert.match(
    LEAD_TOASTS.registeredAndLeadSent,
    /^Your lead has been sent to nearby companies\. To finish registering/,
  );
  assert.equal(LEAD_TOASTS.connectionError, "Connection Error");
  assert.equal(LEAD_TOASTS.emailRequired, "Email is required");
  assert.equal(LEAD_TOASTS.passwordRequired, "Password is required");
});
