// docs/product/routes.md §7: sending the lead. Logged in: POST /client/{id}/leads (details from the account, docs/product/decisions.md D7);
// otherwise POST /client/register. One Idempotency-Key per submission, so a retry or a double click
// creates one lead.
import type { WizardValues } from "@rm/domain/lead/defaults";
import { toSubmissionBody, wizardFieldErrors } from "@rm/domain/lead/wizard-submission";
import { api } from "../../lib/api.ts";

// issue #34: the proof's code (and its worker) come with the visitor's first touch of the form, not with the
// page; the hashing takes about a second, and the visitor has steps to fill before sending
const proofOfWork = () => import("../../lib/proof-of-work.ts");

/**
 * Issue #13 (docs/README.md#issues): an anonymous lead carries a proof of work, solved in the background while
 * the form is filled. A signed-in client's lead does not (the API asks only visitors and guests for one,
 * modules/requests/routes.ts), so nothing is fetched or hashed for them.
 */
export function prepareLeadProof(accountId: string | null): void {
  if (accountId === null) void proofOfWork().then((p) => p.prepareProof());
}

/** A signed-in client's details, for the spec's `user` object (issue 28: it used to go empty). */
export interface AccountDetails {
  email: string;
  firstName: string;
  lastName: string;
}

export interface LeadAnswer {
  status: boolean;
  message: string;
  leadId?: string | null;
  /** issue #17: the customer's own open request for this move was answered instead (nothing sent again) */
  duplicate?: boolean;
  /** issue 28: with `duplicate`, the customer's own booking of this move */
  booked?: boolean;
  /** issue 28: held for its email's confirmation (nothing sent yet) */
  held?: boolean;
  /** who the lead was sent as (docs/product/routes.md §7 data: user) */
  user?: { email?: string; firstName?: string } | null;
  errors?: Record<string, string>;
}

export async function sendLead(
  values: WizardValues,
  accountId: string | null,
  key: string,
  account?: AccountDetails | null,
): Promise<LeadAnswer> {
  const headers = { "Idempotency-Key": key };
  const res = accountId
    ? await api(
        "POST",
        `/client/${encodeURIComponent(accountId)}/leads`,
        accountBody(values, account),
        headers,
      )
    : await sendAnonymous(toSubmissionBody(values), headers);
  if (!res.status)
    return {
      status: false,
      message: res.message,
      leadId: null,
      user: null,
      errors: res.errors ? wizardFieldErrors(res.errors) : undefined,
    };
  return {
    status: true,
    message: res.message,
    leadId: res.leadId,
    user: res.data,
    duplicate: res.duplicate,
    booked: res.booked,
    held: res.held,
  };
}

/**
 * Spec §7: a signed-in client's lead is {client, user} too, `user` with the account's email and name (issue 28:
 * it went empty); the API takes the details from the account (D7) and only checks user's shape. No password.
 */
function accountBody(values: WizardValues, account: AccountDetails | null | undefined) {
  const mine = account
    ? { email: account.email, firstName: account.firstName, lastName: account.lastName }
    : {};
  return toSubmissionBody({ ...values, ...mine, password: "", confirmPassword: "" });
}

/** POST /client/register with a proof of work; a stale one (the form was open for long) is redone once. */
async function sendAnonymous(body: unknown, headers: Record<string, string>) {
  const { needsNewProof, takeProof } = await proofOfWork();
  const res = await api("POST", "/client/register", body, { ...headers, ...(await takeProof()) });
  if (!needsNewProof(res)) return res;
  return api("POST", "/client/register", body, { ...headers, ...(await takeProof()) });
}

/** docs/product/routes.md §7: after a lead is sent, the free moving book is emailed; a failure is only logged. */
export function sendMovingBook(user: LeadAnswer["user"]) {
  if (!user?.email || !user.firstName) return;
  void api("POST", "/send-pdf", { email: user.email, firstName: user.firstName }).then((r) => {
    if (!r.status) console.warn(`moving book not sent: ${r.message}`);
  });
}
