// /api/admin: vetting (companies and their documents), what admins list, read and export, their decisions
// on customers, invitations, the audit log. Admin read models are declared loose: the fields the pages read
// are typed, the rest passes through as the API builds it.
import { z } from "zod";
import { accountDecisionSchema, adminInviteSchema } from "../admin.ts";
import { decisionReasonSchema, optionalReasonSchema } from "../company.ts";
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
  "GET /admin/companies": {
    response: responses({
      200: answered(z.array(z.looseObject({ id: z.string(), name: z.string(), status: z.string() }))),
    }),
  },
  "GET /admin/companies/:companyId": {
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
  "POST /admin/documents/:documentId/verify": {
    body: optionalReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/documents/:documentId/reject": {
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/approve": {
    body: optionalReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/reject": {
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/suspend": {
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
  },
  "POST /admin/companies/:companyId/reinstate": {
    body: decisionReasonSchema,
    response: responses({ 200: decided }),
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
    response: responses({ 200: answered(z.looseObject({ request: z.looseObject({ id: z.string() }) })) }),
  },
  "GET /admin/customers/:userId": {
    response: responses({ 200: answered(z.looseObject({ customer: z.looseObject({ id: z.string() }) })) }),
  },
  "POST /admin/customers/:userId/suspend": {
    body: accountDecisionSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("suspended") })) }),
  },
  "POST /admin/customers/:userId/reinstate": {
    body: accountDecisionSchema,
    response: responses({ 200: answered(z.object({ id: z.string(), status: z.literal("active") })) }),
  },
  "POST /admin/customers/:userId/signin-link": { response: responses({ 200: done }) },
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
