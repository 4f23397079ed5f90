// docs/product/wizard.md §3 + §5: the lead (client object), the user object and the submission the API receives.
// Field shapes come from fields.ts, required-ness and cross-field rules from rules.ts, so the API and
// the wizard's step schemas give the same message on the same field.
import { z } from "zod";
import { asksLiftFits, asksParkingAndCarry } from "./access.ts";
import { HONEYPOT_FIELD, honeypotField, LEAD_FIELDS, USER_FIELDS } from "./fields.ts";
import { LEAD_MESSAGES as M } from "./messages.ts";
import {
  chosen,
  clean,
  cleanEmail,
  cleanPhone,
  flow,
  fromLocation,
  propertyQuestions,
  toLocation,
  uniqueServices,
} from "./normalise.ts";
import { isRecord, leadRules, type Rule, userRules } from "./rules.ts";
import { type TodayOption, todayGetter } from "./step-check.ts";
import { isStorageMove } from "./options.ts";
import { inventoryOf } from "../inventory.ts";

const leadObject = z.object(LEAD_FIELDS, { error: M.leadMissing });
const userObject = z.object(USER_FIELDS, { error: M.userMissing });
type LeadFields = z.output<typeof leadObject>;
type UserFields = z.output<typeof userObject>;
type Ctx = z.core.$RefinementCtx<unknown>;

/** Runs `rule` on the record at `prefix` of the value, reporting at prefix + field. */
function check(ctx: { addIssue: Ctx["addIssue"] }, value: unknown, prefix: string[], rule: Rule) {
  if (!isRecord(value)) return; // its own invalid_type issue is already there
  rule(value, (field, message) => ctx.addIssue({ code: "custom", message, path: [...prefix, field] }));
}

// Run the rules even when a field failed its type check, so one answer lists every problem.
const always = { when: (payload: { value: unknown }) => isRecord(payload.value) };

function toLead(l: LeadFields, ctx: Ctx) {
  const typeOfMove = chosen(l.typeOfMove);
  const dateType = chosen(l.dateType);
  const startDate = clean(l.startDate);
  if (!typeOfMove || !dateType || !startDate) {
    // Unreachable after leadRules; keeps the output types honest.
    ctx.addIssue({ code: "custom", message: M.typeRequired, path: ["typeOfMove"] });
    return z.NEVER;
  }
  const { storage, international, commercial } = flow(typeOfMove);
  const from = fromLocation(l, typeOfMove);
  const to = toLocation(l, typeOfMove);
  const fromAsks = propertyQuestions(storage, l.fromPropertyType);
  const toAsks = propertyQuestions(storage, l.toPropertyType);
  const personnel = l.noOfPersonnel;
  // issue #32: the lift's furniture question only after a "yes"; parking and the walk at a UK end
  const fromLift = fromAsks.floorAndLift ? chosen(l.fromLift) : undefined;
  const toLift = toAsks.floorAndLift ? chosen(l.toLift) : undefined;
  const fromKerb = asksParkingAndCarry(typeOfMove, "from");
  const toKerb = asksParkingAndCarry(typeOfMove, "to");
  return {
    typeOfMove,
    type: clean(l.type),
    // Moving From
    fromPostcode: from.postcode,
    fromAreaCode: from.areaCode,
    fromCity: from.city,
    fromAddress: clean(l.fromAddress),
    fromStreet: clean(l.fromStreet),
    fromHouse: clean(l.fromHouse),
    fromPropertyType: storage ? undefined : chosen(l.fromPropertyType),
    fromBedrooms: fromAsks.bedrooms ? chosen(l.fromBedrooms) : undefined,
    fromFloor: fromAsks.floorAndLift ? chosen(l.fromFloor) : undefined,
    fromLift,
    fromLiftFits: asksLiftFits(fromLift) ? chosen(l.fromLiftFits) : undefined,
    fromParking: fromKerb ? chosen(l.fromParking) : undefined,
    fromCarry: fromKerb ? chosen(l.fromCarry) : undefined,
    fromStoragePurpose: storage ? chosen(l.fromStoragePurpose) : undefined,
    fromStorageSize: storage || fromAsks.storageSize ? chosen(l.fromStorageSize) : undefined,
    fromStorageDuration: storage ? chosen(l.fromStorageDuration) : undefined,
    bedRooms: chosen(l.bedRooms),
    // Moving To (none for a storage unit; docs/product/decisions.md D14 country + typed address abroad)
    toPostcode: to.postcode,
    toCity: to.city,
    toCountry: international ? clean(l.toCountry) : undefined,
    toAddress: storage ? undefined : clean(l.toAddress),
    toStreet: storage ? undefined : clean(l.toStreet),
    toHouse: storage ? undefined : clean(l.toHouse),
    toPropertyType: storage ? undefined : chosen(l.toPropertyType),
    toBedrooms: toAsks.bedrooms ? chosen(l.toBedrooms) : undefined,
    toFloor: toAsks.floorAndLift ? chosen(l.toFloor) : undefined,
    toLift,
    toLiftFits: asksLiftFits(toLift) ? chosen(l.toLiftFits) : undefined,
    toParking: toKerb ? chosen(l.toParking) : undefined,
    toCarry: toKerb ? chosen(l.toCarry) : undefined,
    toStorageSize: toAsks.storageSize ? chosen(l.toStorageSize) : undefined,
    // Services and date
    additionalServices: uniqueServices(l.additionalServices),
    noOfPersonnel:
      personnel === null || personnel === undefined || personnel === "" ? undefined : Number(personnel),
    dateType,
    startDate,
    endDate: dateType === "flexible" ? clean(l.endDate) : undefined,
    preferredTime: chosen(l.preferredTime),
    description: clean(l.description),
    declaredValue: chosen(l.declaredValue),
    // issue #32: what is moving (none for a storage unit: its size is the question)
    inventory: storage ? undefined : (inventoryOf(l.inventory) ?? undefined),
    // Details
    payingForMove: chosen(l.payingForMove),
    companyName: commercial ? clean(l.companyName) : undefined,
    firstName: clean(l.firstName),
    lastName: clean(l.lastName),
    email: cleanEmail(l.email),
    phoneNumber: cleanPhone(l.phoneNumber),
  };
}

function toUser(u: UserFields, ctx: Ctx) {
  const title = chosen(u.title);
  const firstName = clean(u.firstName);
  const lastName = clean(u.lastName);
  const email = cleanEmail(u.email);
  const phoneNumber = cleanPhone(u.phoneNumber);
  if (!title || !firstName || !lastName || !email || !phoneNumber) {
    // Unreachable after userRules; keeps the output types honest.
    ctx.addIssue({ code: "custom", message: M.emailRequired, path: ["email"] });
    return z.NEVER;
  }
  // confirmPassword has done its job; an empty password means "no account password" (docs/product/decisions.md D8).
  return { title, firstName, lastName, email, phoneNumber, password: u.password ? u.password : undefined };
}

export interface LeadSchemaOptions {
  /** "YYYY-MM-DD" or a function giving it; default: today in London at each parse. */
  today?: TodayOption;
}

/** Builds every lead schema with an injectable "today" (tests pass a fixed day). */
export function makeLeadSchemas(opts: LeadSchemaOptions = {}) {
  const today = todayGetter(opts.today);

  const leadSchema = leadObject
    .superRefine((v, ctx) => check(ctx, v, [], leadRules(today)), always)
    .transform(toLead);

  /** Standalone user object (standard password wording). */
  const userSchema = userObject
    .superRefine((v, ctx) => check(ctx, v, [], userRules(false)), always)
    .transform(toUser);

  /** Anonymous submission: POST client/register. */
  const leadSubmissionSchema = z
    .object(
      { client: leadObject, user: userObject, [HONEYPOT_FIELD]: honeypotField },
      { error: M.bodyInvalid },
    )
    .superRefine((v, ctx) => {
      const client: unknown = v.client;
      check(ctx, client, ["client"], leadRules(today, false));
      const storage = isRecord(client) && isStorageMove(client.typeOfMove);
      check(ctx, v.user, ["user"], userRules(storage));
    }, always)
    .transform((v, ctx) => {
      const client = toLead(v.client, ctx);
      const user = toUser(v.user, ctx);
      // The validated user details are the lead's contact details.
      const { firstName, lastName, email, phoneNumber } = user;
      return {
        client: { ...client, firstName, lastName, email, phoneNumber },
        user,
        website: v.website ?? "",
      };
    });

  /**
   * Logged-in submission: POST /client/{id}/leads. Details come from the account (docs/product/decisions.md D7).
   * The spec's `user` object may come too (issue #17): its fields' shapes are checked like any other input, then it
   * is dropped — never a name, an email or a password taken from it.
   */
  const accountLeadSubmissionSchema = z
    .object(
      { client: leadObject, user: userObject.nullish(), [HONEYPOT_FIELD]: honeypotField },
      { error: M.bodyInvalid },
    )
    .superRefine((v, ctx) => check(ctx, v.client, ["client"], leadRules(today)), always)
    .transform((v, ctx) => ({ client: toLead(v.client, ctx), website: v.website ?? "" }));

  return {
    leadSchema,
    userSchema,
    leadSubmissionSchema,
    accountLeadSubmissionSchema,
  };
}

// Default instances: "today" is read in London at each parse.
const defaults = makeLeadSchemas();
export const leadSchema = defaults.leadSchema;
export const userSchema = defaults.userSchema;
export const leadSubmissionSchema = defaults.leadSubmissionSchema;
export const accountLeadSubmissionSchema = defaults.accountLeadSubmissionSchema;

export type Lead = z.output<typeof leadSchema>;
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;
export type AccountLeadSubmission = z.output<typeof accountLeadSubmissionSchema>;

/** Anything with zod issues (classic or core errors). */
export interface IssueList {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** {"client.startDate": "Date is required", ...}: the first message per field; "" for the whole body. */
export function fieldErrors(error: IssueList): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
