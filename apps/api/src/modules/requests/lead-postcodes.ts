// The API's own check of a lead's postcodes (the browser's is not a security boundary): a move starts at a
// live London postcode (or, for storage, a London area code) and ends at a real UK postcode
// (docs/decisions/026-moves-start-in-london.md).
import { LEAD_MESSAGES } from "@rm/domain";
import type { DbOrTx } from "../../db/client.ts";
import { HttpError } from "../../lib/http.ts";
import { locateAreaCode, postcodeCoverage } from "../postcodes/index.ts";

/** the field the browser sent each postcode in ("fromCity" or "fromPostcode"), to put the error on it */
export interface SentFields {
  from: "fromCity" | "fromPostcode";
  to: "toCity" | "toPostcode";
}

/** Which field of a raw lead body carried the postcode (the one that is not empty; fromCity by default). */
export function sentPostcodeFields(rawBody: unknown): SentFields {
  const client = (rawBody as { client?: Record<string, unknown> } | null)?.client ?? {};
  const given = (k: string) => typeof client[k] === "string" && (client[k] as string).trim() !== "";
  return {
    from: !given("fromCity") && given("fromPostcode") ? "fromPostcode" : "fromCity",
    to: !given("toCity") && given("toPostcode") ? "toPostcode" : "toCity",
  };
}

/** Throws 400 with the wizard's own message on the field when a postcode or area code is not one we know. */
export async function assertLeadPostcodes(
  db: DbOrTx,
  lead: { fromPostcode?: string; fromAreaCode?: string; toPostcode?: string },
  sent: SentFields,
): Promise<void> {
  const errors: Record<string, string> = {};
  if (lead.fromPostcode) {
    const { coverage } = await postcodeCoverage(db, lead.fromPostcode);
    if (coverage === "uk") errors[`client.${sent.from}`] = LEAD_MESSAGES.postcodeOutsideLondon;
    else if (coverage === "unknown") errors[`client.${sent.from}`] = LEAD_MESSAGES.postcodeIncorrect;
  } else if (lead.fromAreaCode && !(await locateAreaCode(db, lead.fromAreaCode))) {
    errors[`client.${sent.from}`] = LEAD_MESSAGES.storageCodeIncorrect;
  }
  if (lead.toPostcode) {
    const { coverage } = await postcodeCoverage(db, lead.toPostcode);
    if (coverage === "unknown") errors[`client.${sent.to}`] = LEAD_MESSAGES.postcodeIncorrect;
  }
  const first = Object.values(errors)[0];
  if (first) throw new HttpError(400, first, errors);
}
