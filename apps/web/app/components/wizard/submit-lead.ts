// spec §7: sending the lead. Logged in: POST /client/{id}/leads (details from the account, D7);
// otherwise POST /client/register. One Idempotency-Key per submission, so a retry or a double click
// creates one lead.
import {
  type StepSchema,
  type WizardStep,
  type WizardValues,
  toSubmissionBody,
  wizardFieldErrors,
} from "@rm/domain";
import type { FieldErrors, Resolver } from "react-hook-form";
import { api } from "../../lib/api.ts";

export interface LeadAnswer {
  status: boolean;
  message: string;
  leadId?: string | null;
  /** who the lead was sent as (spec §7 data: user) */
  user?: { email?: string; firstName?: string } | null;
  errors?: Record<string, string>;
}

export async function sendLead(
  values: WizardValues,
  accountId: string | null,
  key: string,
): Promise<LeadAnswer> {
  const body = toSubmissionBody(values);
  const headers = { "Idempotency-Key": key };
  const res = accountId
    ? await api(
        "POST",
        `/client/${encodeURIComponent(accountId)}/leads`,
        { client: body.client, website: body.website },
        headers,
      )
    : await api("POST", "/client/register", body, headers);
  return {
    status: res.status,
    message: res.message,
    leadId: typeof res.leadId === "string" ? res.leadId : null,
    user: (res.data as LeadAnswer["user"]) ?? null,
    errors: res.errors ? wizardFieldErrors(res.errors) : undefined,
  };
}

/** spec §7: after a lead is sent, the free moving book is emailed; a failure is only logged. */
export function sendMovingBook(user: LeadAnswer["user"]) {
  if (!user?.email || !user.firstName) return;
  void api("POST", "/send-pdf", { email: user.email, firstName: user.firstName }).then((r) => {
    if (!r.status) console.warn(`moving book not sent: ${r.message}`);
  });
}

/** react-hook-form resolver running the current step's zod schema (spec §4: Continue once it validates). */
export function stepResolver(current: () => StepSchema): Resolver<WizardValues> {
  return async (values) => {
    const result = current().safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? "root");
      errors[field] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<WizardValues> };
  };
}

const DATE_FIELDS = [
  "dateType",
  "startDate",
  "endDate",
  "preferredTime",
  "description",
  "fromStorageDuration",
];

/** The step that asks a field, so a server error can be shown where it can be fixed. */
export function stepIndexOf(field: string, steps: WizardStep[]): number {
  const at = (pred: (s: WizardStep) => boolean) => steps.findIndex(pred);
  if (field === "typeOfMove") return 0;
  if (field === "companyName") return at((s) => s.askCompanyName);
  if (DATE_FIELDS.includes(field)) return at((s) => s.id === "date" || s.key === "services-storage");
  if (field === "additionalServices") return at((s) => s.id === "services");
  if (field.startsWith("from")) return at((s) => s.id === "from");
  if (field.startsWith("to")) return at((s) => s.id === "to");
  return at((s) => s.id === "details");
}
