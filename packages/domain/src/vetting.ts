// Vetting depth (issue #19): the minimum cover a mover's insurance must give, the checklist an admin confirms
// from a certificate before verifying it, and what suspending an admin says. One copy for the API's checks and
// the admin's forms.
import { z } from "zod";
import { COMPANY_MESSAGES, DOCUMENT_KIND_LABELS, type DocumentKind, isRequiredKind } from "./company.ts";
import { isIsoDate } from "./lead/dates.ts";
import { formatPounds, ungroupAmount } from "./money.ts";
import { multiLine, singleLine } from "./safe-text.ts";

/** the least cover (in pence) we accept: £10,000 Goods in Transit, £1,000,000 Public Liability */
export const MIN_COVER_PENCE = { git: 10_000 * 100, pl: 1_000_000 * 100 } as const satisfies Partial<
  Record<DocumentKind, number>
>;
export const minimumCoverPence = (kind: string): number | null =>
  isRequiredKind(kind) ? MIN_COVER_PENCE[kind] : null;
/** whether a certificate's cover is enough (documents that are not insurance have no minimum) */
export const coverMeetsMinimum = (kind: string, coverPence: number | null) => {
  const min = minimumCoverPence(kind);
  return min === null || (coverPence !== null && coverPence >= min);
};

export const VETTING_MESSAGES = {
  checklistNeeded:
    "Open the document on the company's page and confirm its insurer, policy number, cover and expiry to verify it",
  insurerRequired: "Enter the insurer's name as it appears on the certificate",
  policyNumberRequired: "Enter the policy number as it appears on the certificate",
  coverRequired: "Enter the amount of cover on the certificate in pounds",
  coverBelowMinimum: (kind: DocumentKind, coverPence: number) =>
    `${DOCUMENT_KIND_LABELS[kind]} cover of ${formatPounds(coverPence)} is below our minimum of ${formatPounds(
      minimumCoverPence(kind) ?? 0,
    )}: this certificate cannot be verified. Reject it and ask the company for a policy with enough cover.`,
  expiryPast: "The expiry date must be in the future: an expired certificate cannot be verified",
  checked: "Companies House checked",
  noSuchCompany: "No such company",
  noSuchDocument: "No such document",
  noSuchLogo: "No such logo",
  // admins
  noSuchAdmin: "No such admin",
  adminSuspended: "Admin suspended: every session of theirs has ended, and they have been told by email.",
  adminReinstated: "Admin reinstated and told by email. They sign in again with their password and code.",
  cannotSuspendSelf: "You cannot suspend your own admin account. Ask another admin.",
  lastActiveAdmin: "This is the last active admin: suspending them would leave nobody to run the site.",
} as const;

const pounds = z
  .union([z.string(), z.number()], { error: VETTING_MESSAGES.coverRequired })
  // thousands separators only every three digits (issue #29: "1,0,0,0" is not £1,000)
  .transform((v) => (String(v).trim() === "" ? "" : (ungroupAmount(String(v)) ?? "not an amount")))
  .refine((v) => v !== "", VETTING_MESSAGES.coverRequired)
  .refine((v) => /^\d{1,9}$/.test(v), COMPANY_MESSAGES.coverInvalid)
  .transform(Number)
  .refine((v) => v >= 1 && v <= 100_000_000, COMPANY_MESSAGES.coverInvalid);

const line = (message: string, max: number) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(max, message));

/**
 * What the admin confirms from an insurance certificate to verify it (Goods in Transit, Public Liability):
 * the insurer, the policy number, the cover (at least the minimum) and the expiry (in the future).
 */
export const insuranceChecklistSchema = (kind: DocumentKind, today: string) =>
  z
    .object({
      insurer: line(VETTING_MESSAGES.insurerRequired, 120),
      policyNumber: line(VETTING_MESSAGES.policyNumberRequired, 60),
      coverPounds: pounds,
      expiresOn: z
        .string({ error: COMPANY_MESSAGES.expiryRequired })
        .trim()
        .min(1, COMPANY_MESSAGES.expiryRequired)
        .refine(isIsoDate, COMPANY_MESSAGES.expiryInvalid)
        .refine((v) => v > today, VETTING_MESSAGES.expiryPast),
    })
    .superRefine((v, ctx) => {
      if (!coverMeetsMinimum(kind, v.coverPounds * 100))
        ctx.addIssue({
          code: "custom",
          path: ["coverPounds"],
          message: VETTING_MESSAGES.coverBelowMinimum(kind, v.coverPounds * 100),
        });
    });

/** the verify form's body: a note, and for insurance the checklist (checked per kind by the API) */
export const documentVerifySchema = z.object({
  reason: multiLine(z.string().trim().max(1000, COMPANY_MESSAGES.reasonTooLong)).optional(),
  insurer: z.string().max(500).optional(),
  policyNumber: z.string().max(500).optional(),
  coverPounds: z.union([z.string().max(40), z.number()]).optional(),
  expiresOn: z.string().max(40).optional(),
});
export type DocumentVerifyInput = z.input<typeof documentVerifySchema>;

/** suspending or reinstating an admin: the reason is required and kept in the audit log */
export const adminStandingSchema = z.object({
  reason: multiLine(
    z
      .string({ error: "Give a reason (it is kept in the audit log and sent to the admin)" })
      .trim()
      .min(1, "Give a reason (it is kept in the audit log and sent to the admin)")
      .max(1000, COMPANY_MESSAGES.reasonTooLong),
  ),
});
