// /api/admin: vetting (companies and their documents), what admins list, read and export, their decisions
// on customers, invitations, the audit log. Admin read models are declared loose: the fields the pages read
// are typed, the rest passes through as the API builds it.
import { idParam } from "./ids.ts";
import { z } from "zod";
import { accountDecisionSchema, adminInviteSchema, ADMIN_MESSAGES } from "../admin.ts";
import { decisionReasonSchema, optionalReasonSchema } from "../company.ts";
import { adminStandingSchema, documentVerifySchema, VETTING_MESSAGES } from "../vetting.ts";
import { answered, done, download, responses } from "./envelope.ts";

const decided = answered(z.object({ id: z.string(), status: z.string() }));
const listPage = answered(
  z.looseObject({
    page: z.number().int(),
    pageSize: z.number().int(),
    hasMore: z.boolean(),
    rows: z.array(z.looseObject({ id: z.string() })),
  }),
);
const csv = download("The list as CSV", ["text/csv"]);

export const adminApi = {
  "GET /admin/overview": {
    response: responses({ 200: answered(z.looseObject({ counts: z.record(z.string(), z.unknown()) })) }),
  },
  /** issue #19: the dashboard's figures over the last 7, 30 or 90 London days */
  "GET /admin/dashboard": {
    response: responses({
      200: answered(
        z.looseObject({
          days: z.number().int(),
          series: z.array(z.looseObject({ date: z.string(), requests: z.number().int() })),
          totals: z.looseObject({ requests: z.number().int() }),
        }),
      ),
    }),
  },
  "GET /admin/companies": {
    response: responses({
      200: answered(z.array(z.looseObject({ id: z.string(), name: z.string(), status: z.string() }))),
    }),
  },
  "GET /admin/companies/:companyId": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchCompany),
    response: responses({ 200: answered(z.looseObject({ company: z.looseObject({ id: z.string() }) })) }),
  },
  "GET /admin/emails": {
    response: responses({
      200: answered(
        z.looseObject({
          page: z.number().int(),
          hasMore: z.boolean(),
          emails: z.array(z.looseObject({ id: z.unknown() })),
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
      200: answered(
        z.looseObject({
          number: z.string().nullable(),
          format: z.enum(["valid", "invalid", "missing"]),
          outcome: z.string().nullable(),
          registeredName: z.string().nullable(),
          companyStatus: z.string().nullable(),
          nameMatches: z.boolean().nullable(),
          checkedAt: z.string(),
          summary: z.string(),
        }),
      ),
    }),
  },
  "GET /admin/admins": {
    response: responses({
      200: answered(
        z.array(
          z.looseObject({
            id: z.string(),
            name: z.string(),
            email: z.string(),
            status: z.enum(["active", "suspended"]),
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
  "GET /admin/requests": { response: responses({ 200: listPage }) },
  "GET /admin/customers": { response: responses({ 200: listPage }) },
  "GET /admin/quotes": { response: responses({ 200: listPage }) },
  "GET /admin/bookings": { response: responses({ 200: listPage }) },
  "GET /admin/companies/search": { response: responses({ 200: listPage }) },
  "GET /admin/requests/export": { response: csv },
  "GET /admin/customers/export": { response: csv },
  "GET /admin/companies/export": { response: csv },
  "GET /admin/quotes/export": { response: csv },
  "GET /admin/bookings/export": { response: csv },
  "GET /admin/requests/:leadId": {
    params: idParam("leadId", ADMIN_MESSAGES.noSuchRequest),
    response: responses({ 200: answered(z.looseObject({ request: z.looseObject({ id: z.string() }) })) }),
  },
  "GET /admin/customers/:userId": {
    params: idParam("userId", ADMIN_MESSAGES.noSuchCustomer),
    response: responses({ 200: answered(z.looseObject({ customer: z.looseObject({ id: z.string() }) })) }),
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
        z.looseObject({
          page: z.number().int(),
          hasMore: z.boolean(),
          rows: z.array(z.looseObject({ id: z.unknown() })),
        }),
      ),
    }),
  },
} as const;
