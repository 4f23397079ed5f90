// The wizard validates one step at a time (docs/product/wizard.md §4 "Continue moves on only when the
// step's own schema passes"), in plain code: each field of the step by its shape (field-specs.ts, the table
// the API's zod fields are built from), then the step's rules (rules.ts, which the API runs too). No zod, so
// the wizard's page does not load it (docs/decisions/054-wizard-without-zod.md); step-check.test.ts holds the
// step's messages.
import { todayInLondon } from "./dates.ts";
import { fieldProblem, LEAD_FIELD_SPECS, USER_FIELD_SPECS } from "./field-specs.ts";
import {
  type AddIssue,
  companyRule,
  datesRule,
  fromRule,
  passwordRule,
  personalRule,
  type Rule,
  storageDurationRule,
  toRule,
  typeRule,
} from "./rules.ts";
import { isStorageMove } from "./options.ts";
import { parseStorageCode } from "../postcode.ts";
import { type StepKey, startStepIndex, type WizardStep } from "./steps.ts";

/** "YYYY-MM-DD", or a function giving it; by default today in London, read at each check. */
export type TodayOption = string | (() => string);

export function todayGetter(today?: TodayOption): () => string {
  if (typeof today === "function") return today;
  if (typeof today === "string") return () => today;
  return () => todayInLondon();
}

type FieldName = keyof typeof WIZARD_FIELDS;
const WIZARD_FIELDS = { ...LEAD_FIELD_SPECS, ...USER_FIELD_SPECS };

const STEP_FIELDS: Record<StepKey, readonly FieldName[]> = {
  type: ["typeOfMove"],
  from: [
    "fromCity",
    "fromPostcode",
    "fromAddress",
    "fromStreet",
    "fromHouse",
    "fromPropertyType",
    "fromBedrooms",
    "fromFloor",
    "fromLift",
    "fromLiftFits",
    "fromParking",
    "fromCarry",
    "fromStorageSize",
    "inventory",
  ],
  "from-storage": ["fromCity", "fromPostcode", "fromStoragePurpose", "fromStorageSize"],
  to: [
    "toCity",
    "toPostcode",
    "toAddress",
    "toStreet",
    "toHouse",
    "toCountry",
    "toPropertyType",
    "toBedrooms",
    "toFloor",
    "toLift",
    "toLiftFits",
    "toParking",
    "toCarry",
    "toStorageSize",
  ],
  services: ["additionalServices", "declaredValue"],
  "services-storage": [
    "additionalServices",
    "declaredValue",
    "dateType",
    "startDate",
    "endDate",
    "preferredTime",
    "description",
    "fromStorageDuration",
  ],
  date: ["dateType", "startDate", "endDate", "preferredTime", "description"],
  details: [
    "payingForMove",
    "companyName",
    "title",
    "firstName",
    "lastName",
    "email",
    "phoneNumber",
    "password",
    "confirmPassword",
  ],
};

/**
 * The first step of `steps` that asks `field` (a wizard field name, as wizardFieldErrors gives the API's), so an
 * answer's error shows where it can be fixed; -1 when no step asks it. A company name moved to the last step
 * (WizardStep.askCompanyName) counts there.
 */
export function stepOfField(field: string, steps: readonly WizardStep[]): number {
  return steps.findIndex(
    (s) =>
      (s.askCompanyName && field === "companyName") ||
      (STEP_FIELDS[s.key] as readonly string[]).includes(field),
  );
}

function stepRule(key: StepKey, today: () => string): Rule {
  switch (key) {
    case "type":
      return typeRule;
    case "from":
      return fromRule(false);
    case "from-storage":
      return fromRule(true);
    case "to":
      return toRule;
    case "services":
      return () => {};
    case "services-storage":
      return (v, add) => {
        datesRule(true, today)(v, add);
        storageDurationRule(v, add);
      };
    case "date":
      return datesRule(false, today);
    case "details":
      // One details step for every move; only the password wording depends on storage.
      return (v, add) => {
        companyRule(v, add);
        personalRule(v, add);
        passwordRule(isStorageMove(v.typeOfMove))(v, add);
      };
  }
}

/** A step to check: a key, or a step of `wizardSteps(...)` (which may carry a moved company name question). */
export type StepToCheck = StepKey | Pick<WizardStep, "key" | "askCompanyName">;

/**
 * Every problem of a step's answers, the first message per field ({} when the step may be left): the shape of
 * each field the step asks, then the step's rules. Other values are not looked at. A company name moved to
 * this step (WizardStep.askCompanyName, docs/product/decisions.md D6 + D7) is checked here too.
 */
export function stepProblems(
  step: StepToCheck,
  values: Readonly<Record<string, unknown>>,
  opts: { today?: TodayOption } = {},
): Record<string, string> {
  const { key, askCompanyName } = typeof step === "string" ? { key: step, askCompanyName: false } : step;
  const names: FieldName[] = [...STEP_FIELDS[key]];
  const rules: Rule[] = [stepRule(key, todayGetter(opts.today))];
  if (askCompanyName && key !== "details") {
    names.push("companyName");
    rules.push(companyRule);
  }
  const out: Record<string, string> = {};
  const add: AddIssue = (field, message) => {
    if (!(field in out)) out[field] = message;
  };
  for (const name of names) {
    const problem = fieldProblem(WIZARD_FIELDS[name], values[name]);
    if (problem) add(name, problem);
  }
  for (const rule of rules) rule(values, add);
  return out;
}

/**
 * Issue #17, the ?step= rule (docs/decisions/068-sending-the-summary-and-spec-fixes.md): ?step=N opens step N when the values the query gave
 * (?typeOfMove, ?place, the defaults) already answer every earlier step; otherwise the first earlier step that
 * is not answered. An earlier step counts as answered when its check passes and none of its answers still waits
 * for the postcode lookup (a full postcode is confirmed by the lookup on Continue, so a storage move's ?place=
 * that is a postcode stops on Moving From). Returns a 0-based index.
 */
export function openingStepIndex(
  steps: readonly WizardStep[],
  values: Readonly<Record<string, unknown>>,
  step: string | null | undefined,
  opts: { today?: TodayOption } = {},
): number {
  const wanted = startStepIndex(step, steps.length);
  for (let i = 0; i < wanted; i++) {
    if (Object.keys(stepProblems(steps[i]!, values, opts)).length) return i;
    if (waitsForLookup(steps[i]!.key, values)) return i;
  }
  return wanted;
}

function waitsForLookup(key: StepKey, v: Readonly<Record<string, unknown>>): boolean {
  const text = (name: string) => (typeof v[name] === "string" ? (v[name] as string).trim() : "");
  if (key === "from") return text("fromCity") !== "";
  if (key === "from-storage") return parseStorageCode(text("fromCity"))?.kind === "postcode";
  if (key === "to") return text("toCity") !== "";
  return false;
}
