// The wizard validates one step at a time (docs/product/wizard.md §4 "Continue moves forward once the step validates").
// Each step schema checks its own fields and leaves every other form value untouched (loose objects),
// so a resolver that swaps schemas per step never drops values.
import { z } from "zod";
import { todayInLondon } from "./dates.ts";
import { LEAD_FIELDS, USER_FIELDS } from "./fields.ts";
import {
  type AddIssue,
  companyRule,
  datesRule,
  fromRule,
  isRecord,
  passwordRule,
  personalRule,
  type Rule,
  storageDurationRule,
  toRule,
  typeRule,
} from "./rules.ts";
import { isStorageMove } from "./options.ts";
import type { StepKey, WizardStep } from "./steps.ts";

/** "YYYY-MM-DD", or a function giving it; by default today in London, read at each parse. */
export type TodayOption = string | (() => string);

export function todayGetter(today?: TodayOption): () => string {
  if (typeof today === "function") return today;
  if (typeof today === "string") return () => today;
  return () => todayInLondon();
}

const F = { ...LEAD_FIELDS, ...USER_FIELDS };
type FieldName = keyof typeof F;

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
    "fromStorageSize",
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
    "toStorageSize",
  ],
  services: ["additionalServices"],
  "services-storage": [
    "additionalServices",
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

/** The schema type every step schema satisfies: form values in, the same values out. */
export type StepSchema = z.ZodType<Record<string, unknown>, Record<string, unknown>>;

export interface StepSchemaOptions {
  today?: TodayOption;
  /** Adds the docs/product/decisions.md D6 company name rule to a step other than details (see WizardStep.askCompanyName). */
  askCompanyName?: boolean;
}

export function makeStepSchema(key: StepKey, opts: StepSchemaOptions = {}): StepSchema {
  const today = todayGetter(opts.today);
  const names: FieldName[] = [...STEP_FIELDS[key]];
  const rules: Rule[] = [stepRule(key, today)];
  if (opts.askCompanyName && key !== "details") {
    names.push("companyName");
    rules.push(companyRule);
  }
  const shape: Partial<Record<FieldName, (typeof F)[FieldName]>> = {};
  for (const name of names) shape[name] = F[name];
  return z.looseObject(shape).superRefine(
    (v, ctx) => {
      const add: AddIssue = (field, message) => ctx.addIssue({ code: "custom", message, path: [field] });
      for (const rule of rules) rule(v, add);
    },
    // Run even when a field failed its type check, so every message of the step shows at once.
    { when: (payload) => isRecord(payload.value) },
  );
}

export type StepSchemas = Record<StepKey, StepSchema>;

export function makeStepSchemas(opts: { today?: TodayOption } = {}): StepSchemas {
  const keys = Object.keys(STEP_FIELDS) as StepKey[];
  return Object.fromEntries(keys.map((key) => [key, makeStepSchema(key, opts)])) as StepSchemas;
}

/** The schema for a step of `wizardSteps(...)`, including a moved company name question. */
export function stepSchemaFor(step: WizardStep, opts: { today?: TodayOption } = {}): StepSchema {
  return makeStepSchema(step.key, { ...opts, askCompanyName: step.askCompanyName });
}

/** Today read at each parse (Europe/London). */
export const stepSchemas: StepSchemas = makeStepSchemas();
