import assert from "node:assert/strict";
import { test } from "vitest";
import { addDaysIso, todayInLondon } from "./dates.ts";
import { wizardDefaults } from "./defaults.ts";
import { type StepToCheck, stepOfField, stepProblems, type TodayOption } from "./step-check.ts";
import { wizardSteps } from "./steps.ts";

const TODAY = "2025-06-10";
/** field -> message for `values` on `step` ({} when valid), today being TODAY unless told. */
function errorsOf(
  step: StepToCheck,
  values: Record<string, unknown>,
  today: TodayOption = TODAY,
): Record<string, string> {
  return stepProblems(step, values, { today });
}

test("step 1: 'Type is required'; unknown types are refused", () => {
  assert.deepEqual(errorsOf("type", { typeOfMove: "" }), { typeOfMove: "Type is required" });
  assert.deepEqual(errorsOf("type", {}), { typeOfMove: "Type is required" });
  assert.deepEqual(errorsOf("type", { typeOfMove: "Piano" }), {
    typeOfMove: "Choose one of the options",
  });
  assert.deepEqual(errorsOf("type", { typeOfMove: "Man and Van" }), {});
});

test("step 2 standard: address and postcode required, postcode format checked", () => {
  const base = wizardDefaults({ typeOfMove: "House/Flat Removals" });
  assert.deepEqual(errorsOf("from", base), {
    fromAddress: "Address is required",
    fromCity: "Postcode is required",
  });
  assert.deepEqual(errorsOf("from", { ...base, fromAddress: "1 High St", fromCity: "SW1A" }), {
    fromCity: "Incorrect Postcode",
  });
  assert.deepEqual(errorsOf("from", { ...base, fromAddress: "1 High St", fromCity: "sw1a2aa" }), {});
  assert.deepEqual(errorsOf("from", { ...base, fromAddress: "  ", fromCity: "E1 6AN" }), {
    fromAddress: "Address is required",
  });
  assert.deepEqual(
    errorsOf("from", {
      ...base,
      fromAddress: "1 High St",
      fromCity: "E1 6AN",
      fromPropertyType: "Castle",
    }),
    { fromPropertyType: "Choose one of the options" },
  );
  assert.deepEqual(
    errorsOf("from", { ...base, fromAddress: "1 High St", fromCity: "E1 6AN", fromFloor: "21" }),
    { fromFloor: "Choose a floor: basement, ground or 1 to 20" },
  );
  // issue #32: parking and the walk to the door are checked on the step that asks them
  assert.deepEqual(
    errorsOf("from", {
      ...base,
      fromAddress: "1 High St",
      fromCity: "E1 6AN",
      fromParking: "anywhere",
      fromCarry: "a mile",
    }),
    {
      fromParking: "Choose where the van can park",
      fromCarry: "Choose how far from the door the van can stop",
    },
  );
});

test("step 2 storage: postcode or 1-3 letter area code", () => {
  const base = wizardDefaults({ typeOfMove: "Storage Unit" });
  assert.deepEqual(errorsOf("from-storage", base), { fromCity: "Postcode or Areacode is required" });
  for (const bad of ["SW1", "SWAB", "12", "SW1A 2A"]) {
    assert.deepEqual(
      errorsOf("from-storage", { ...base, fromCity: bad }),
      { fromCity: "Incorrect Code" },
      bad,
    );
  }
  for (const good of ["sw", "E", "NWX", "se15ab", "SE1 5AB"]) {
    assert.deepEqual(errorsOf("from-storage", { ...base, fromCity: good }), {}, good);
  }
  // no address on the storage step
  assert.deepEqual(errorsOf("from-storage", { ...base, fromCity: "SW", fromAddress: "" }), {});
});

test("destination and additional services steps: nothing required", () => {
  const base = wizardDefaults({ typeOfMove: "Man and Van" });
  assert.deepEqual(errorsOf("to", base), {});
  assert.deepEqual(errorsOf("to", { ...base, toCity: "NOPE" }), { toCity: "Incorrect Postcode" });
  assert.deepEqual(errorsOf("services", base), {});
  assert.deepEqual(errorsOf("services", { ...base, additionalServices: ["Packing materials"] }), {});
  assert.deepEqual(errorsOf("services", { ...base, additionalServices: ["Cleaning"] }), {
    additionalServices: "Choose one of the options",
  });
});

test("D14: an international destination needs a country and a typed address", () => {
  const base = wizardDefaults({ typeOfMove: "International Removals" });
  assert.deepEqual(errorsOf("to", base), {
    toCountry: "Country is required",
    toAddress: "Address is required",
  });
  // not a UK postcode abroad
  assert.deepEqual(
    errorsOf("to", { ...base, toCountry: "France", toAddress: "1 Rue de Rivoli", toCity: "75001" }),
    {},
  );
});

test("date step: date type and start date required, start not before today", () => {
  const base = wizardDefaults({ typeOfMove: "Man and Van" });
  assert.deepEqual(errorsOf("date", base), { startDate: "Date is required" });
  assert.deepEqual(errorsOf("date", { ...base, dateType: "", startDate: TODAY }), {
    dateType: "Date Type is required",
  });
  assert.deepEqual(errorsOf("date", { ...base, startDate: "2025-06-09" }), {
    startDate: "Start date should not be behind present date",
  });
  assert.deepEqual(errorsOf("date", { ...base, startDate: TODAY }), {});
  assert.deepEqual(errorsOf("date", { ...base, startDate: "2025-02-30" }), {
    startDate: "Enter a valid date",
  });
  // a fixed date ignores any end date
  assert.deepEqual(errorsOf("date", { ...base, startDate: TODAY, endDate: "2020-01-01" }), {});
});

test("date step, flexible: end date required and after the start", () => {
  const flexible = {
    ...wizardDefaults({ typeOfMove: "Man and Van" }),
    dateType: "flexible",
    startDate: "2025-06-12",
  };
  assert.deepEqual(errorsOf("date", flexible), { endDate: "End date cannot be empty" });
  assert.deepEqual(errorsOf("date", { ...flexible, endDate: "2025-06-12" }), {
    endDate: "End Date should not be same as or behind start date!",
  });
  assert.deepEqual(errorsOf("date", { ...flexible, endDate: "2025-06-11" }), {
    endDate: "End Date should not be same as or behind start date!",
  });
  assert.deepEqual(errorsOf("date", { ...flexible, endDate: "2025-06-13" }), {});
  // both problems at once
  assert.deepEqual(errorsOf("date", { ...flexible, startDate: "", endDate: "" }), {
    startDate: "Date is required",
    endDate: "End date cannot be empty",
  });
});

test("D23: preferred time and description are optional; description at most 2000 characters", () => {
  const base = { ...wizardDefaults({ typeOfMove: "Man and Van" }), startDate: TODAY };
  assert.deepEqual(errorsOf("date", { ...base, preferredTime: "morning", description: "Piano" }), {});
  assert.deepEqual(errorsOf("date", { ...base, preferredTime: "night" }), {
    preferredTime: "Choose one of the options",
  });
  assert.deepEqual(errorsOf("date", { ...base, description: "x".repeat(2000) }), {});
  assert.deepEqual(errorsOf("date", { ...base, description: "x".repeat(2001) }), {
    description: "Please keep this to 2000 characters or fewer",
  });
});

test("storage services step: storage date messages and the duration", () => {
  const base = wizardDefaults({ typeOfMove: "Storage Unit" });
  const s = "services-storage" as const;
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
  assert.deepEqual(errorsOf("details", { ...base, title: "" }), {
    title: "Title is required",
    firstName: "First name is required",
    lastName: "Last name is required",
    email: "Email is required",
    phoneNumber: "Phone number is required",
  });
  const ok = { ...base, ...person };
  assert.deepEqual(errorsOf("details", ok), {});
  assert.deepEqual(errorsOf("details", { ...ok, email: "ada@" }), { email: "Email is not valid" });
  assert.deepEqual(errorsOf("details", { ...ok, phoneNumber: "12345" }), {
    phoneNumber: "Enter a valid UK phone number",
  });
  assert.deepEqual(errorsOf("details", { ...ok, title: "Dr" }), { title: "Choose one of the options" });
  assert.deepEqual(errorsOf("details", { ...ok, firstName: "x".repeat(51) }), {
    firstName: "First name must be at most 50 characters",
  });
});

test("D6: company name required for Business Removals only", () => {
  const business = { ...wizardDefaults({ typeOfMove: "Business Removals" }), ...person };
  assert.deepEqual(errorsOf("details", business), { companyName: "Company name is required" });
  assert.deepEqual(errorsOf("details", { ...business, companyName: "Acme Ltd" }), {});
  const house = { ...wizardDefaults({ typeOfMove: "House/Flat Removals" }), ...person };
  assert.deepEqual(errorsOf("details", house), {});
});

test("D6 + D7: logged in, a business move asks the company name on its last step", () => {
  const [, , , , date] = wizardSteps("Business Removals", true);
  const values = { ...wizardDefaults({ typeOfMove: "Business Removals" }), startDate: TODAY };
  assert.deepEqual(errorsOf(date!, values), { companyName: "Company name is required" });
  assert.deepEqual(errorsOf(date!, { ...values, companyName: "Acme Ltd" }), {});
  // the plain date step does not ask it
  assert.deepEqual(errorsOf("date", values), {});
});

test("details step: password optional, min 8 (storage wording), confirmation must match", () => {
  const ok = { ...wizardDefaults({ typeOfMove: "Man and Van" }), ...person };
  assert.deepEqual(errorsOf("details", { ...ok, password: "short", confirmPassword: "short" }), {
    password: "Min length is 8",
  });
  const storage = { ...ok, typeOfMove: "Storage Unit" };
  assert.deepEqual(errorsOf("details", { ...storage, password: "short", confirmPassword: "short" }), {
    password: "Password should at least be 8 characters long",
  });
  assert.deepEqual(errorsOf("details", { ...ok, password: "long enough", confirmPassword: "long enougH" }), {
    confirmPassword: "Passwords must match",
  });
  assert.deepEqual(errorsOf("details", { ...ok, password: "", confirmPassword: "long enough" }), {
    password: "Password is required",
    confirmPassword: "Passwords must match",
  });
  assert.deepEqual(
    errorsOf("details", { ...ok, password: "long enough", confirmPassword: "long enough" }),
    {},
  );
  assert.deepEqual(
    errorsOf("details", { ...ok, password: "x".repeat(129), confirmPassword: "x".repeat(129) }),
    {
      password: "Password must be at most 128 characters",
    },
  );
});

test("a step looks only at its own fields", () => {
  const values = { ...wizardDefaults({ typeOfMove: "Man and Van" }), ...person };
  // another step's field in a bad shape is not this step's problem
  assert.deepEqual(errorsOf("details", { ...values, fromFloor: "99", description: 7 }), {});
  assert.deepEqual(errorsOf("date", { ...values, startDate: TODAY, description: 7 }), {
    description: "Please enter text",
  });
});

test("by default a step reads today in London at each check", () => {
  const values = { ...wizardDefaults(), dateType: "specific", startDate: "2000-01-01" };
  assert.deepEqual(stepProblems("date", values), {
    startDate: "Start date should not be behind present date",
  });
  const soon = { ...values, startDate: addDaysIso(todayInLondon(), 30) };
  assert.deepEqual(stepProblems("date", soon), {});
  // more than two years ahead is a slip, not a move
  assert.deepEqual(stepProblems("date", { ...values, startDate: "2999-01-01" }), {
    startDate: "Choose a moving date within the next two years",
  });
  let today = "2025-01-01";
  const moving = () => today;
  assert.deepEqual(errorsOf("date", { ...values, startDate: "2025-01-01" }, moving), {});
  today = "2025-01-02";
  assert.deepEqual(errorsOf("date", { ...values, startDate: "2025-01-01" }, moving), {
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
