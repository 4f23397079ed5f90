// The company registration form as a plain form posts it (issue #28: sent before, or without, the page's
// script): the API's body built from its fields, and what was typed to draw the form again with when the API
// refused it (never the passwords).
import type { CompanyRegistrationInput } from "@rm/domain/company";

type Input = CompanyRegistrationInput;

const TEXT_FIELDS = [
  "companyName",
  "companiesHouseNumber",
  "website",
  "contactName",
  "phone",
  "email",
  "address",
  "postcode",
] as const satisfies readonly (keyof Input)[];
const PASSWORD_FIELDS = ["password", "confirmPassword"] as const satisfies readonly (keyof Input)[];
const NUMBER_FIELDS = [
  "yearsTrading",
  "fleetSize",
  "coverageRadiusMiles",
] as const satisfies readonly (keyof Input)[];
const LIST_FIELDS = ["services", "coverageBoroughs"] as const satisfies readonly (keyof Input)[];

/** a number box as the script sends it; an empty or unreadable one is NaN, sent as null for the API to refuse */
const numberOf = (v: string | null | undefined): number => {
  const t = (v ?? "").trim();
  return t === "" ? Number.NaN : Number(t);
};

/** The API's body from the posted fields; the API checks every value, as it does the script's. */
export function registrationBody(form: URLSearchParams): Input {
  const body: Record<string, unknown> = {};
  for (const name of [...TEXT_FIELDS, ...PASSWORD_FIELDS]) body[name] = form.get(name) ?? "";
  for (const name of NUMBER_FIELDS) body[name] = numberOf(form.get(name));
  for (const name of LIST_FIELDS) body[name] = form.getAll(name);
  return body as Input;
}

/** What was typed, to draw a refused form again with (the passwords are typed again). */
export function typedValues(form: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const name of [...TEXT_FIELDS, ...NUMBER_FIELDS]) out[name] = form.get(name) ?? "";
  for (const name of LIST_FIELDS) out[name] = form.getAll(name);
  return out;
}

/** The form's defaults: the first visit's, or what a refused plain form had typed. */
export function registrationDefaults(typed?: Record<string, string | string[]>): Partial<Input> {
  const defaults: Record<string, unknown> = { services: [], coverageBoroughs: [], coverageRadiusMiles: 10 };
  if (!typed) return defaults as Partial<Input>;
  for (const name of TEXT_FIELDS) if (typeof typed[name] === "string") defaults[name] = typed[name];
  for (const name of NUMBER_FIELDS) {
    const n = numberOf(typeof typed[name] === "string" ? typed[name] : "");
    if (Number.isFinite(n)) defaults[name] = n;
  }
  for (const name of LIST_FIELDS) if (Array.isArray(typed[name])) defaults[name] = typed[name];
  return defaults as Partial<Input>;
}
