// POST client/{id}/leads, and POST client/register from a signed-in client: the lead is the account's, with
// the details stored on it (docs/product/decisions.md D7). The caller's own open or booked request for the
// same move is answered instead of a new one (same-move.ts). Issue #29 item 6: at most ACCOUNT_LEADS_PER_DAY
// a day per account; an account whose email was never proven (none of its emailed links used yet) has its
// request held until the emailed link is used.
import { type AccountLeadSubmission, LEAD_TOASTS, type LeadSubmission, type SessionUser } from "@rm/domain";
import { ACCOUNT_LEADS_PER_DAY, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { conflict, forbidden, HttpError } from "../../lib/http.ts";
import type { ClientCaller } from "../scopes/index.ts";
import {
  companiesOf,
  heldAnswer,
  type IntakeAnswer,
  type IntakeDeps,
  onceForKey,
  userById,
  withAccountDetails,
} from "./intake-service.ts";
import { locateLeadStart } from "./location.ts";
import { findSameMove, type LeadRow, moveOfLead, repeatAnswer } from "./same-move.ts";
import { storeHeldLead, storeLead } from "./store-lead.ts";
import { leads } from "../../db/schema.ts";

/** POST client/register from a signed-in client: as through POST client/{id}/leads. */
export function submitSignedIn(
  deps: IntakeDeps,
  user: SessionUser,
  sub: LeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  return submitAccountLead(
    deps,
    { user, sessionId: null },
    user._id,
    { client: sub.client, website: "" },
    key,
  );
}

/** POST client/{id}/leads: a signed-in client sends a lead with their account's details. */
export async function submitAccountLead(
  deps: IntakeDeps,
  caller: ClientCaller & { user: SessionUser },
  targetUserId: string,
  sub: AccountLeadSubmission,
  key: string | null,
): Promise<IntakeAnswer> {
  const { db } = deps;
  if (caller.user._id !== targetUserId) throw forbidden(INTAKE_MESSAGES.notYourAccount);
  const guestSessionId = caller.user.isGuest ? caller.sessionId : null;
  // the account's own requests: one typed by someone else with its email and still held is not its yet
  const mine = and(eq(leads.clientUserId, targetUserId), ne(leads.status, "held"))!;

  const create = async (): Promise<IntakeAnswer> => {
    // the same move again, open or booked: answered with it (issues #13, #17 and 28: duplicates)
    const dup = await findSameMove(db, mine, moveOfLead(sub.client), ["open", "booked"]);
    if (dup) {
      return {
        ...repeatAnswer(dup, LEAD_TOASTS.leadSent, key),
        user: caller.user,
        leadId: dup.id,
        companies: await companiesOf(db, dup),
      };
    }
    const location = await locateLeadStart(db, sub.client);
    const account = (await userById(db, targetUserId))!;
    // issue #29 item 6: a daily budget per account, and an address never proven waits for its email
    if ((await sentToday(db, account.id)) >= Math.ceil(ACCOUNT_LEADS_PER_DAY * (deps.rateFactor ?? 1)))
      throw new HttpError(429, INTAKE_MESSAGES.accountDailyLimit);
    const lead = withAccountDetails(sub.client, account);
    if (!account.emailVerifiedAt) {
      const held = await db.transaction((tx) =>
        storeHeldLead(tx, {
          ownerId: account.id,
          guestSessionId: null,
          lead,
          location,
          idempotencyKey: key,
          to: account.email,
          appUrl: deps.appUrl,
        }),
      );
      return heldAnswer(caller.user, held.leadId);
    }
    const stored = await storeLead(db, {
      owner: { id: account.id },
      guestSessionId,
      // docs/product/decisions.md D7: the account's details, whatever was typed
      lead,
      location,
      idempotencyKey: key,
      contact: { email: account.email, firstName: account.firstName },
      withSigninLink: false,
      appUrl: deps.appUrl,
    });
    return {
      message: LEAD_TOASTS.leadSent,
      user: caller.user,
      leadId: stored.leadId,
      companies: stored.companies,
    };
  };

  const repeat = async (first: LeadRow): Promise<IntakeAnswer> => {
    if (first.clientUserId !== targetUserId) throw conflict(INTAKE_MESSAGES.idempotencyKeyReused);
    if (first.status === "held") return heldAnswer(caller.user, first.id);
    return {
      message: LEAD_TOASTS.leadSent,
      user: caller.user,
      leadId: first.id,
      companies: await companiesOf(db, first),
    };
  };

  return onceForKey(db, key, create, repeat);
}

/** The requests the account sent in the last 24 hours, held ones included. */
async function sentToday(db: DbOrTx, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(eq(leads.clientUserId, accountId), gt(leads.createdAt, sql`now() - interval '1 day'`)));
  return Number(row?.n ?? 0);
}
