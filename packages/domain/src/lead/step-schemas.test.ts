import assert from "node:assert/strict";
import { test } from "node:test";
import { addDaysIso, todayInLondon } from "./dates.ts";
import { wizardDefaults } from "./defaults.ts";
import { fieldErrors } from "./schemas.ts";
import { makeStepSchemas, type StepSchema, stepOfField, stepSchemaFor, stepSchemas } from "./step-schemas.ts";
import { wizardSteps } from "./steps.ts";

const TODAY = "2025-06-10";
const steps = makeStepSchemas({ today: TODAY });

/** field -> message for `values` on `schema` ({} when valid). */
function errorsOf(schema: StepSchema, values: Record<string, unknown>): Record<string, string> {
  const r = schema.safeParse(values);
  return r.success ? {} : fieldErrors(r.error);
}

test("step 1: 'Type is required'; unknown types are refused", () => {
  assert.deepEqual(errorsOf(steps.type, { typeOfMove: "" }), { typeOfMove: "Type is required" });
  assert.deepEqual(errorsOf(steps.type, {}), { typeOfMove: "Type is required" });
  assert.deepEqual(errorsOf(steps.type, { typeOfMove: "Piano" }), {
    typeOfMove: "Choose one of the options",
  });
  assert.deepEqual(errorsOf(steps.type, { typeOfMove: "Man and Van" }), {});
});

test("step 2 standard: address and postcode required, postcode format checked", () => {
  const base = wizardDefaults({ typeOfMove: "House/Flat Removals" });
  assert.deepEqual(errorsOf(steps.from, base), {
    fromAddress: "Address is required",
    fromCity: "Postcode is required",
  });
  assert.deepEqual(errorsOf(steps.from, { ...base, fromAddress: "1 High St", fromCity: "SW1A" }), {
    fromCity: "Incorrect Postcode",
  });
  assert.deepEqual(errorsOf(steps.from, { ...base, fromAddress: "1 High St", fromCity: "sw1a2aa" }), {});
  assert.deepEqual(errorsOf(steps.from, { ...base, fromAddress: "  ", fromCity: "E1 6AN" }), {
    fromAddress: "Address is required",
  });
  assert.deepEqual(
    errorsOf(steps.from, {
      ...base,
      fromAddress: "1 High St",
      fromCity: "E1 6AN",
      fromPropertyType: "Castle",
    }),
    { fromPropertyType: "Choose one of the options" },
  );
  assert.deepEqual(
    errorsOf(steps.from, { ...base, fromAddress: "1 High St", fromCity: "E1 6AN", fromFloor: "21" }),
    { fromFloor: "Choose one of the options" },
  );
});

test("step 2 storage: postcode or 1-3 letter area code", () => {
  const base = wizardDefaults({ typeOfMove: "Storage Unit" });
  assert.deepEqual(errorsOf(steps["from-storage"], base), { fromCity: "Postcode or Areacode is required" });
  for (const bad of ["SW1", "SWAB", "12", "SW1A 2A"]) {
    assert.deepEqual(
      errorsOf(steps["from-storage"], { ...base, fromCity: bad }),
      { fromCity: "Incorrect Code" },
      bad,
    );
  }
  for (const good of ["sw", "E", "NWX", "se15ab", "SE1 5AB"]) {
    assert.deepEqual(errorsOf(steps["from-storage"], { ...base, fromCity: good }), {}, good);
  }
  // no address on the storage step
  assert.deepEqual(errorsOf(steps["from-storage"], { ...base, fromCity: "SW", fromAddress: "" }), {});
});

test("destination and additional services steps: nothing required", () => {
  const base = wizardDefaults({ typeOfMove: "Man and Van" });
  assert.deepEqual(errorsOf(steps.to, base), {});
  assert.deepEqual(errorsOf(steps.to, { ...base, toCity: "NOPE" }), { toCity: "Incorrect Postcode" });
  assert.deepEqual(errorsOf(steps.services, base), {});
  assert.deepEqual(errorsOf(steps.services, { ...base, additionalServices: ["Packing materials"] }), {});
  assert.deepEqual(errorsOf(steps.services, { ...base, additionalServices: ["Cleaning"] }), {
    "additionalServices.0": "Choose one of the options",
  });
});

test("D14: an international destination needs a country and a typed address", () => {
  const base = wizardDefaults({ typeOfMove: "International Removals" });
  assert.deepEqual(errorsOf(steps.to, base), {
    toCountry: "Country is required",
    toAddress: "Address is required",
  });
  // not a UK postcode abroad
  assert.deepEqual(
    errorsOf(steps.to, { ...base, toCountry: "France", toAddress: "1 Rue de Rivoli", toCity: "75001" }),
    {},
  );
});

test("date step: date type and start date required, start not before today", () => {
  const base = wizardDefaults({ typeOfMove: "Man and Van" });
  assert.deepEqual(errorsOf(steps.date, base), { startDate: "Date is required" });
  assert.deepEqual(errorsOf(steps.date, { ...base, dateType: "", startDate: TODAY }), {
    dateType: "Date Type is required",
  });
  assert.deepEqual(errorsOf(steps.date, { ...base, startDate: "2025-06-09" }), {
    startDate: "Start date should not be behind present date",
  });
  assert.deepEqual(errorsOf(steps.date, { ...base, startDate: TODAY }), {});
  assert.deepEqual(errorsOf(steps.date, { ...base, startDate: "2025-02-30" }), {
    startDate: "Enter a valid date",
  });
  // a fixed date ignores any end date
  assert.deepEqual(errorsOf(steps.date, { ...base, startDate: TODAY, endDate: "2020-01-01" }), {});
});

test("date step, flexible: end date required and after the start", () => {
  const flexible = {
    ...wizardDefaults({ typeOfMove: "Man and Van" }),
    dateType: "flexible",
    startDate: "2025-06-12",
  };
  assert.deepEqual(errorsOf(steps.date, flexible), { endDate: "End date cannot be empty" });
  assert.deepEqual(errorsOf(steps.date, { ...flexible, endDate: "2025-06-12" }), {
    endDate: "End Date should not be same as or behind start date!",
  });
  assert.deepEqual(errorsOf(steps.date, { ...flexible, endDate: "2025-06-11" }), {
    endDate: "End Date should not be same as or behind start date!",
  });
  assert.deepEqual(errorsOf(steps.date, { ...flexible, endDate: "2025-06-13" }), {});
  // both problems at once
  assert.deepEqual(errorsOf(steps.date, { ...flexible, startDate: "", endDate: "" }), {
    startDate: "Date is required",
    endDate: "End date cannot be empty",
  });
});

test("D23: preferred time and description are optional; description at most 2000 characters", () => {
  const base = { ...wizardDefaults({ typeOfMove: "Man and Van" }), startDate: TODAY };
  assert.deepEqual(errorsOf(steps.date, { ...base, preferredTime: "morning", description: "Piano" }), {});
  assert.deepEqual(errorsOf(steps.date, { ...base, preferredTime: "night" }), {
    preferredTime: "Choose one of the options",
  });
  assert.deepEqual(errorsOf(steps.date, { ...base, description: "x".repeat(2000) }), {});
  assert.deepEqual(errorsOf(steps.date, { ...base, description: "x".repeat(2001) }), {
    description: "Please keep this to 2000 characters or fewer",
  });
});

test("storage services step: storage date messages and the duration", () => {
  const base = wizardDefaults({ typeOfMove: "Storage Unit" });
  const s = steps["services-storage"];
  assert.deepEqual(errorsOf(s, { ...base, dateType: "" }), {
    dateType: "Please select a date type",
    startDate: "Starting Date is required",
  });
  assert.deepEqual(errorsOf(s, { ...base, dateType: "flexible", startDate: TODAY }), {
    endDate: "End date is required",
  });
  assert.deepEqual(errorsOf(s, { ...base, dateType: "flexible", startDate: TODAY, endDate: TODAY }), {
    endDate: "End Date should not be same as or behind start date!",
  });
  assert.deepEqual(errorsOf(s, { ...base, startDate: "2025-01-01" }), {
    startDate: "Start date should not be behind present date",
  });
  assert.deepEqual(errorsOf(s, { ...base, startDate: TODAY, fromStorageDuration: "" }), {
    fromStorageDuration: "Please select how long you need storage",
  });
  assert.deepEqual(errorsOf(s, { ...base, startDate: TODAY, fromStorageDuration: "Forever" }), {
    fromStorageDuration: "Choose one of the options",
  });
  assert.deepEqual(errorsOf(s, { ...base, startDate: TODAY }), {});
});

const person = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  phoneNumber: "07700 900123",
};

test("details step: every personal-details message on its field", () => {
  const base = wizardDefaults({ typeOfMove: "Man and Van" });
  assert.deepEqual(errorsOf(steps.details, { ...base, title: "" }), {
    title: "Title is required",
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    phoneNumber: "Phone number is required",
  });
  const ok = { ...base, ...person };
  assert.deepEqual(errorsOf(steps.details, ok), {});
  assert.deepEqual(errorsOf(steps.details, { ...ok, email: "ada@" }), { email: "Email is not valid" });
  assert.deepEqual(errorsOf(steps.details, { ...ok, phoneNumber: "12345" }), {
    phoneNumber: "Enter a valid UK phone number",
  });
  assert.deepEqual(errorsOf(steps.details, { ...ok, title: "Dr" }), { title: "Choose one of the options" });
  assert.deepEqual(errorsOf(steps.details, { ...ok, firstName: "x".repeat(51) }), {
    firstName: "First name must be at most 50 characters",
  });
});

test("D6: company name required for Business Removals only", () => {
  const business = { ...wizardDefaults({ typeOfMove: "Business Removals" }), ...person };
  assert.deepEqual(errorsOf(steps.details, business), { companyName: "Company name is required" });
  assert.deepEqual(errorsOf(steps.details, { ...business, companyName: "Acme Ltd" }), {});
  const house = { ...wizardDefaults({ typeOfMove: "House/Flat Removals" }), ...person };
  assert.deepEqual(errorsOf(steps.details, house), {});
});

test("D6 + D7: logged in, a business move asks the company name on its last step", () => {
  const [, , , , date] = wizardSteps("Business Removals", true);
  const schema = stepSchemaFor(date, { today: TODAY });
  const values = { ...wizardDefaults({ typeOfMove: "Business Removals" }), startDate: TODAY };
  assert.deepEqual(errorsOf(schema, values), { companyName: "Company name is required" });
  assert.deepEqual(errorsOf(schema, { ...values, companyName: "Acme Ltd" }), {});
  // the plain date step does not ask it
  assert.deepEqual(errorsOf(steps.date, values), {});
});

test("details step: password optional, min 8 (storage wording), confirmation must match", () => {
  const ok = { ...wizardDefaults({ typeOfMove: "Man and Van" }), ...person };
  assert.deepEqual(errorsOf(steps.details, { ...ok, password: "short", confirmPassword: "short" }), {
    password: "Min length is 8",
  });
  const storage = { ...ok, typeOfMove: "Storage Unit" };
  assert.deepEqual(errorsOf(steps.details, { ...storage, password: "short", confirmPassword: "short" }), {
    password: "Password should at least be 8 characters long",
  });
  assert.deepEqual(
    errorsOf(steps.details, { ...ok, password: "long enough", confirmPassword: "long enougH" }),
    {
      confirmPassword: "Passwords must match",
    },
  );
  assert.deepEqual(errorsOf(steps.details, { ...ok, password: "", confirmPassword: "long enough" }), {
    password: "Password is required",
    confirmPassword: "Passwords must match",
  });
  assert.deepEqual(
    errorsOf(steps.details, { ...ok, password: "long enough", confirmPassword: "long enough" }),
    {},
  );
  assert.deepEqual(
    errorsOf(steps.details, { ...ok, password: "x".repeat(129), confirmPassword: "x".repeat(129) }),
    {
      password: "Password must be at most 128 characters",
    },
  );
});

test("a step keeps the other form values untouched", () => {
  const values = { ...wizardDefaults({ typeOfMove: "Man and Van" }), ...person };
  const r = steps.details.safeParse(values);
  assert.equal(r.success, true);
  assert.deepEqual(r.data, values);
});

test("the default step schemas read today in London at each parse", () => {
  const values = { ...wizardDefaults(), dateType: "specific", startDate: "2000-01-01" };
  assert.deepEqual(errorsOf(stepSchemas.date, values), {
    startDate: "Start date should not be behind present date",
  });
  const soon = { ...values, startDate: addDaysIso(todayInLondon(), 30) };
  assert.deepEqual(errorsOf(stepSchemas.date, soon), {});
  // more than two years ahead is a slip, not a move
  assert.deepEqual(errorsOf(stepSchemas.date, { ...values, startDate: "2999-01-01" }), {
    startDate: "Choose a moving date within the next two years",
  });
  let today = "2025-01-01";
  const moving = makeStepSchemas({ today: () => today });
  assert.deepEqual(errorsOf(moving.date, { ...values, startDate: "2025-01-01" }), {});
  today = "2025-01-02";
  assert.deepEqual(errorsOf(moving.date, { ...values, startDate: "2025-01-01" }), {
    startDate: "Start date should not be behind present date",
  });
});

test("an answer's error goes to the step that asks its field (the step map decides)", () => {
  const house = wizardSteps("House/Flat Removals", false);
  assert.equal(stepOfField("typeOfMove", house), 0);
  assert.equal(stepOfField("fromCity", house), 1);
  assert.equal(stepOfField("toCountry", house), 2);
  assert.equal(stepOfField("additionalServices", house), 3);
  assert.equal(stepOfField("endDate", house), 4);
  assert.equal(stepOfField("email", house), 5);
  assert.equal(stepOfField("website", house), -1, "a field no step asks");
  // storage asks its dates with the additional services
  const storage = wizardSteps("Storage Unit", false);
  assert.equal(stepOfField("startDate", storage), 2);
  assert.equal(stepOfField("fromStorageDuration", storage), 2);
  assert.equal(stepOfField("fromStorageSize", storage), 1);
  // logged in: no Personal Details; a business move asks its company name on the last step
  const business = wizardSteps("Business Removals", true);
  assert.equal(stepOfField("companyName", business), business.length - 1);
  assert.equal(stepOfField("email", business), -1);
});
