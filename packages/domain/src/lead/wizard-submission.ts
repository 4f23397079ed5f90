// docs/product/routes.md §7: the body the wizard posts, {client:{lead fields}, user:{user fields}}, from its flat values.
import type { WizardValues } from "./defaults.ts";

type WizardUserBody = Pick<
  WizardValues,
  "email" | "title" | "firstName" | "lastName" | "password" | "confirmPassword" | "phoneNumber"
>;
type WizardClientBody = Omit<WizardValues, "title" | "password" | "confirmPassword" | "website">;

export interface WizardSubmissionBody {
  client: WizardClientBody;
  user: WizardUserBody;
  website: string;
}

/** Splits the form values into the request body; the API's submission schema does the rest. */
export function toSubmissionBody(values: WizardValues): WizardSubmissionBody {
  const { title, password, confirmPassword, website, ...client } = values;
  const { email, firstName, lastName, phoneNumber } = values;
  return {
    client,
    user: { email, title, firstName, lastName, password, confirmPassword, phoneNumber },
    website,
  };
}

/** API errors mapped back onto the wizard's flat field names ("client.startDate" → "startDate"). */
export function wizardFieldErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^(client|user)\./, "").split(".")[0] ?? path;
    if (!(field in out)) out[field] = message;
  }
  return out;
}
