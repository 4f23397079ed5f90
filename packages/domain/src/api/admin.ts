// /api/admin: vetting (companies and their documents), what admins list, read and export, their decisions
// on customers, invitations, the audit log.
import { idParam } from "./ids.ts";
import { z } from "zod";
import { accountDecisionSchema, adminInviteSchema, ADMIN_MESSAGES } from "../admin.ts";
import { decisionReasonSchema, optionalReasonSchema } from "../company.ts";
import { adminStandingSchema, documentVerifySchema, VETTING_MESSAGES } from "../vetting.ts";
import { documentView, ownCompanyView } from "./companies.ts";
import {
  listPage,
  requestRow,
  customerRow,
  quoteRow,
  bookingRow,
  companyRow,
  int,
  companyStatus,
  companyCounts,
  dashboardDay,
  companiesHouseCheck,
  auditEntry,
  pendingDocument,
  adminRequestView,
} from "./admin-views.ts";
import { answered, done, download, responses } from "./envelope.ts";

const decided = answered(z.object({ id: z.string(), status: z.string() }));
const csv = download("The list as CSV", ["text/csv"]);
export const adminApi = {
  "GET /admin/overview": {
    response: responses({
      200: answered(
        z.object({
          /** the failed background jobs (pg-boss), newest first */
          jobsFailed: z.array(
            z.object({
              id: z.string(),
              job: z.string(),
              failedAt: z.string(),
              tries: int,
              error: z.string(),
            }),
          ),
          counts: z.object({
            companies: companyCounts,
            pendingDocuments: int,
            leads: int,
            leadsThisWeek: int,
            clients: int,
            emailsWaiting: int,
            emailsFailed: int,
            toModerate: int,
            contactWaiting: int,
            jobsFailed: int,
          }),
          pendingCompanies: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              postcode: z.string(),
              createdAt: z.string(),
              documents: z.array(z.object({ kind: z.string(), status: z.string() })),
              insuranceVerifiedUntil: z.string().nullable(),
            }),
          ),
          pendingDocuments: z.array(pendingDocument),
        }),
      ),
    }),
  },
  /** issue #19: the dashboard's figures over the last 7, 30 or 90 London days */
  "GET /admin/dashboard": {
    response: responses({
      200: answered(
        z.object({
          days: int,
          from: z.string(),
          to: z.string(),
          series: z.array(dashboardDay),
          totals: dashboardDay.omit({ date: true }),
          /** per borough of the move's start (code and name null: outside the boroughs) */
          boroughs: z.array(
            z.object({
              code: z.string().nullable(),
              name: z.string().nullable(),
              requests: int,
              matched1: int,
              quotes: int,
              booked: int,
            }),
          ),
          companiesByStatus: companyCounts,
          expiringCertificates: z.array(
            z.object({
              id: z.string(),
              companyId: z.string(),
              companyName: z.string(),
              companyStatus,
              kind: z.string(),
              expiresOn: z.string(),
            }),
          ),
        }),
      ),
    }),
  },
  "GET /admin/companies": {
    response: responses({
      200: answered(
        z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            postcode: z.string(),
            status: companyStatus,
            paused: z.boolean(),
            ratingSum: int,
            ratingCount: int,
            createdAt: z.string(),
          }),
        ),
      ),
    }),
  },
  "GET /admin/companies/:companyId": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    response: responses({
      200: answered(
        z.object({
          /** issue #19: its leads, quotes and win rate (the last 50 of each) */
          work: z.object({
            leads: z.array(
              z.object({
                leadId: z.string(),
                status: z.string(),
                statusLabel: z.string(),
                score: z.number(),
                createdAt: z.string(),
                typeOfMove: z.string(),
                fromPostcode: z.string(),
              }),
            ),
            quotes: z.array(
              z.object({
                id: z.string(),
                leadId: z.string(),
                pricePence: int,
                status: z.string(),
                statusLabel: z.string(),
                createdAt: z.string(),
              }),
            ),
            totals: z.object({ leads: int, quoted: int, won: int, winRatePercent: int.nullable() }),
          }),
          company: ownCompanyView,
          /** the last Companies House check (null: never checked) */
          companiesHouse: companiesHouseCheck.extend({ warning: z.boolean() }).nullable(),
          documents: z.array(
            documentView.extend({
              insurer: z.string().nullable(),
              policyNumber: z.string().nullable(),
              minimumCoverPence: z.number().nullable(),
              meetsMinimum: z.boolean(),
            }),
          ),
          insuranceVerifiedUntil: z.string().nullable(),
          audit: z.array(auditEntry.omit({ actor: true, subjectName: true })),
        }),
      ),
    }),
  },
  "GET /admin/emails": {
    response: responses({
      200: answered(
        z.object({
          page: int,
          hasMore: z.boolean(),
          emails: z.array(
            z.object({
              id: int,
              kind: z.string(),
              to: z.string(),
              subject: z.string(),
              /** the text part, its sign-in and reset links hidden */
              text: z.string(),
              status: z.string(),
              /** sent, or only kept (mailDelivery) */
              delivery: z.string(),
              deliveryLabel: z.string(),
              attachments: z.array(
                z.object({ index: int, filename: z.string(), contentType: z.string(), size: int }),
              ),
              attempts: int,
              lastError: z.string().nullable(),
              createdAt: z.string(),
              sentAt: z.string().nullable(),
            }),
          ),
        }),
      ),
    }),
  },
  /** issue #33: every email template with sample data: its subject, its text part and its HTML part */
  "GET /admin/email-templates": {
    response: responses({
      200: answered(
        z.object({
          templates: z.array(
            z.object({
              name: z.string(),
              kind: z.string(),
              subject: z.string(),
              text: z.string(),
              html: z.string(),
            }),
          ),
        }),
      ),
    }),
  },
  /** issue #33: one template's HTML part, as the preview's frame loads it (under its own policy) */
  "GET /admin/email-templates/:index": {
    response: download("The template's HTML part", ["text/html"]),
  },
  /** issue #28: one attachment of a stored email (a calendar file, the moving book) */
  "GET /admin/emails/:emailId/attachments/:index": {
    response: download("The attachment", ["application/octet-stream", "application/pdf", "text/calendar"]),
  },
  "POST /admin/documents/:documentId/verify": {
    params: idParam("documentId", VETTING_MESSAGES.noSuchDocument),
    // issue #19: insurance needs its checklist (insurer, policy number, cover at least the minimum, expiry)
    body: documentVerifySchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/documents/:documentId/reject": {
    params: idParam("documentId", VETTING_MESSAGES.noSuchDocument),
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/approve": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    body: optionalReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/reject": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/suspend": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/reinstate": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  // issue #19 (vetting depth): the Companies House check; admins listed, suspended and reinstated
  "POST /admin/companies/:companyId/companies-house-check": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    response: responses({
      200: answered(companiesHouseCheck),
    }),
  },
  "GET /admin/admins": {
    response: responses({
      200: answered(
        z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            status: z.enum(["active", "suspended"]),
            suspendedAt: z.string().nullable(),
            suspendedReason: z.string().nullable(),
            twoStep: z.boolean(),
            since: z.string(),
            isYou: z.boolean(),
          }),
        ),
      ),
    }),
  },
  "POST /admin/admins/:userId/suspend": {
    params: idParam("userId", VETTING_MESSAGES.noSuchAdmin),
    body: adminStandingSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("suspended") })) }),
  },
  "POST /admin/admins/:userId/reinstate": {
    params: idParam("userId", VETTING_MESSAGES.noSuchAdmin),
    body: adminStandingSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("active") })) }),
  },
  "GET /admin/requests": { response: responses({ 200: listPage(requestRow) }) },
  "GET /admin/customers": { response: responses({ 200: listPage(customerRow) }) },
  "GET /admin/quotes": { response: responses({ 200: listPage(quoteRow) }) },
  "GET /admin/bookings": { response: responses({ 200: listPage(bookingRow) }) },
  "GET /admin/companies/search": { response: responses({ 200: listPage(companyRow) }) },
  "GET /admin/requests/export": { response: csv },
  "GET /admin/customers/export": { response: csv },
  "GET /admin/companies/export": { response: csv },
  "GET /admin/quotes/export": { response: csv },
  "GET /admin/bookings/export": { response: csv },
  "GET /admin/requests/:leadId": {
    params: idParam("leadId", ADMIN_MESSAGES.noSuchRequest),
    response: responses({ 200: answered(adminRequestView) }),
  },
  "GET /admin/customers/:userId": {
    params: idParam("userId", ADMIN_MESSAGES.noSuchCustomer),
    response: responses({
      200: answered(
        z.object({
          customer: z.object({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            phone: z.string().nullable(),
            hasPassword: z.boolean(),
            createdAt: z.string(),
            status: z.enum(["active", "suspended"]),
            statusLabel: z.string(),
            suspendedAt: z.string().nullable(),
            suspendedReason: z.string().nullable(),
          }),
          /** their requests (the last 200), as the requests list shows them */
          requests: z.array(requestRow),
          /** what was done to the account (the last 50) */
          audit: z.array(
            auditEntry.pick({
              id: true,
              action: true,
              reason: true,
              data: true,
              createdAt: true,
              actorEmail: true,
            }),
          ),
        }),
      ),
    }),
  },
  "POST /admin/customers/:userId/suspend": {
    params: idParam("userId", ADMIN_MESSAGES.noSuchCustomer),
    body: accountDecisionSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("suspended") })) }),
  },
  "POST /admin/customers/:userId/reinstate": {
    params: idParam("userId", ADMIN_MESSAGES.noSuchCustomer),
    body: accountDecisionSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("active") })) }),
  },
  "POST /admin/customers/:userId/signin-link": {
    params: idParam("userId", ADMIN_MESSAGES.noSuchCustomer),
    response: responses({ 200: done }),
  },
  "POST /admin/invitations": { body: adminInviteSchema, response: responses({ 201: done }) },
  "GET /admin/audit": {
    response: responses({
      200: answered(
        z.object({
          page: int,
          pageSize: int,
          hasMore: z.boolean(),
          rows: z.array(auditEntry),
        }),
      ),
    }),
  },
} as const;
