// The admins' read models (/api/admin): the overview, the dashboard, the lists, a company for vetting, the
// kept mail, the audit log. Every field each answer has is listed (response-schemas.test.ts).
import { z } from "zod";
import { answered } from "./envelope.ts";
import { customerContact } from "./lead-views.ts";
import { leadSummary } from "./requests.ts";

/** a page of an admin list: `pageSize` rows, and whether there are more */
export const listPage = <R extends z.ZodType>(row: R) =>
  answered(
    z.object({
      page: z.number().int(),
      pageSize: z.number().int(),
      hasMore: z.boolean(),
      rows: z.array(row),
    }),
  );
/** every list row: its id, its place in the list (time and id, for the exports' batches), its status */
const listed = {
  id: z.string(),
  cursor: z.string(),
  createdAt: z.string(),
  status: z.string(),
  statusLabel: z.string(),
};
export const requestRow = z.object({
  ...listed,
  customerId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  typeOfMove: z.string(),
  fromPostcode: z.string(),
  boroughCode: z.string().nullable(),
  borough: z.string().nullable(),
  toPostcode: z.string().nullable(),
  moveDate: z.string().nullable(),
  matched: z.number().int(),
  quoted: z.number().int(),
  booked: z.boolean(),
});
export const customerRow = z.object({
  ...listed,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  requests: z.number().int(),
});
export const quoteRow = z.object({
  ...listed,
  leadId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  pricePence: z.number().int(),
  priceKind: z.string(),
  moveDate: z.string().nullable(),
  /** when it was booked: the accepted quote's last change */
  bookedAt: z.string().nullable(),
});
export const bookingRow = quoteRow.extend({
  quoteId: z.string(),
  bookingStatus: z.string(),
  bookingStatusLabel: z.string(),
  /** for a cancelled booking: which side, why and its note; else null */
  cancelledBy: z.string().nullable(),
  cancelReasonLabel: z.string().nullable(),
  cancelNote: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export const companyRow = z.object({
  ...listed,
  name: z.string(),
  email: z.string(),
  postcode: z.string(),
  paused: z.boolean(),
  leads: z.number().int(),
  quotes: z.number().int(),
  won: z.number().int(),
});
export const int = z.number().int();
export const companyStatus = z.enum(["pending", "approved", "rejected", "suspended"]);
export const companyCounts = z.object({ pending: int, approved: int, rejected: int, suspended: int });
/** a day's figures on the dashboard, or the period's total */
export const dashboardDay = z.object({
  date: z.string(),
  requests: int,
  matched1: int,
  matched3: int,
  quotes: int,
  quoted: int,
  medianFirstQuoteMinutes: int.nullable(),
  booked: int,
});
/** a Companies House check (CompaniesHouseCheck, ../companies-house.ts) and its summary in words */
export const companiesHouseCheck = z.object({
  number: z.string().nullable(),
  format: z.enum(["valid", "invalid", "missing"]),
  outcome: z.string().nullable(),
  registeredName: z.string().nullable(),
  companyStatus: z.string().nullable(),
  nameMatches: z.boolean().nullable(),
  checkedAt: z.string(),
  summary: z.string(),
});
/** a line of the audit log */
export const auditEntry = z.object({
  id: int,
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  reason: z.string().nullable(),
  /** what the action recorded: its own shape per action (audit_log.data) */
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
  actorEmail: z.string().nullable(),
  actorName: z.string().nullable(),
  /** "Name (email)", the email, or null (the system) */
  actor: z.string().nullable(),
  subjectName: z.string().nullable(),
});
/** a certificate waiting for a decision, with its company */
export const pendingDocument = z.object({
  id: z.string(),
  kind: z.string(),
  coverPence: z.number().nullable(),
  expiresOn: z.string().nullable(),
  originalName: z.string(),
  mime: z.string(),
  size: int,
  status: z.string(),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  fileUrl: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  companyStatus,
});

/** one request as admins read it: the lead, its matches with the ranking's reasons, quotes, booking and mail */
export const adminRequestView = z.object({
  request: leadSummary.extend({
    status: z.string(),
    statusLabel: z.string(),
    borough: z.string().nullable(),
    fromPostcode: z.string(),
    toPostcode: z.string().nullable(),
    customerId: z.string(),
    contact: customerContact,
  }),
  matches: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      score: z.number(),
      /** the ranking's reasons as stored with the match (lead_matches.reasons) */
      reasons: z.record(z.string(), z.unknown()),
      status: z.string(),
      statusLabel: z.string(),
      viewedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  quotes: z.array(
    z.object({
      id: z.string(),
      companyId: z.string(),
      companyName: z.string(),
      pricePence: int,
      priceKind: z.string(),
      status: z.string(),
      statusLabel: z.string(),
      validUntil: z.string(),
      createdAt: z.string(),
    }),
  ),
  booking: z
    .object({
      quoteId: z.string(),
      companyId: z.string(),
      companyName: z.string(),
      pricePence: int,
      bookedAt: z.string(),
    })
    .nullable(),
  mails: z.array(
    z.object({
      id: int,
      kind: z.string(),
      to: z.string(),
      subject: z.string(),
      status: z.string(),
      delivery: z.string(),
      deliveryLabel: z.string(),
      createdAt: z.string(),
      sentAt: z.string().nullable(),
    }),
  ),
});
