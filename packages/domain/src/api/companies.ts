// Removal companies: sign-up, the company's own profile, documents and logo, the dashboard's lead inbox and
// stats, the directory; and a certificate's download. The company's own views are rich and still growing
// (issues #18, #19): declared loose, with the fields the browser reads typed.
import { idParam } from "./ids.ts";
import { QUOTE_MESSAGES } from "../quote-options.ts";
import { VETTING_MESSAGES } from "../vetting.ts";
import { z } from "zod";
import { companyProfileSchema, companyRegistrationSchema } from "../company.ts";
import { openAccountSchema } from "../account-security.ts";
import { checkInbox, sessionUser } from "./accounts.ts";
import { answered, download, responses } from "./envelope.ts";
import { leadSummary } from "./requests.ts";
import { quoteView } from "./quotes.ts";

/** a certificate the company uploaded, as the company and admins see it */
export const documentView = z.looseObject({
  id: z.string(),
  kind: z.string(),
  coverPence: z.number().nullable(),
  expiresOn: z.string().nullable(),
  originalName: z.string(),
  status: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  fileUrl: z.string(),
});

/** the company's own record (never storage keys or the password) */
const ownCompanyView = z.looseObject({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  statusReason: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  logoUrl: z.string().nullable(),
  services: z.array(z.string()),
  paused: z.boolean(),
  createdAt: z.string(),
});

const inboxLead = leadSummary.extend({ status: z.string(), statusLabel: z.string() }).loose();

export const companiesApi = {
  /** issue #29 item 8: "check your inbox", for every address; the account opens with the emailed link */
  "POST /companies/register": { body: companyRegistrationSchema, response: responses({ 201: checkInbox }) },
  "POST /companies/register/open": {
    body: openAccountSchema,
    response: responses({
      200: answered(z.object({ user: sessionUser, companyId: z.string(), next: z.string() })).extend({
        access: z.string(),
      }),
    }),
  },
  "GET /companies/me": {
    response: responses({
      200: answered(
        z.looseObject({
          company: ownCompanyView,
          documents: z.array(documentView),
          insuranceVerifiedUntil: z.string().nullable(),
        }),
      ),
    }),
  },
  "PUT /companies/me": { body: companyProfileSchema, response: responses({ 200: answered(ownCompanyView) }) },
  /** multipart: file, kind, coverPounds, expiresOn */
  "POST /companies/me/documents": { response: responses({ 201: answered(documentView) }) },
  /** multipart: file (JPEG or PNG) */
  "POST /companies/me/logo": {
    response: responses({ 200: answered(z.object({ logoUrl: z.string().nullable() })) }),
  },
  "GET /companies/:companyId/logo": {
    params: idParam("companyId", VETTING_MESSAGES.noSuchLogo),
    response: download("The logo", ["image/jpeg", "image/png"]),
  },
  "GET /company/leads": {
    response: responses({
      200: answered(
        z.looseObject({
          status: z.string().nullable(),
          counts: z.record(z.string(), z.number()),
          leads: z.array(inboxLead),
          page: z.number().int(),
        }),
      ),
    }),
  },
  "GET /company/leads/:leadId": {
    params: idParam("leadId", QUOTE_MESSAGES.leadNotFound),
    response: responses({
      200: answered(
        z.looseObject({
          lead: inboxLead,
          facts: z.array(z.object({ label: z.string(), value: z.string() })),
          quote: quoteView.nullable(),
          /** issue #17: the customer's last change after the lead reached this company */
          changed: z.object({ at: z.string(), lines: z.array(z.string()) }).nullable(),
          /** issue #32: the median booked price of similar moves, to £10, once there are enough bookings */
          typicalWinningPrice: z
            .object({ typicalPence: z.number().int(), count: z.number().int() })
            .nullable(),
        }),
      ),
    }),
  },
  "GET /company/stats": {
    response: responses({
      200: answered(
        z.looseObject({
          days: z.number().int(),
          leadsReceived: z.number().int(),
          quotesSent: z.number().int(),
          won: z.number().int(),
          winRate: z.number().nullable(),
          medianMinutesToQuote: z.number().int().nullable(),
          /** issue #28: the "Usually quotes within N hours" badge, over every quote sent */
          badge: z.object({
            label: z.string().nullable(),
            medianMinutes: z.number().int().nullable(),
            medianLabel: z.string().nullable(),
            quotes: z.number().int(),
          }),
          weeks: z.array(z.looseObject({ label: z.string() })),
        }),
      ),
    }),
  },
  "GET /companies": {
    response: responses({
      200: answered(
        z.looseObject({
          query: z.object({ search: z.string(), borough: z.string(), service: z.string() }),
          companies: z.array(
            z.looseObject({
              id: z.string(),
              name: z.string(),
              profilePath: z.string(),
              rating: z.number().nullable(),
            }),
          ),
        }),
      ),
    }),
  },
} as const;

export const documentsApi = {
  "GET /documents/:documentId/file": {
    params: idParam("documentId", VETTING_MESSAGES.noSuchDocument),
    response: download("The certificate as uploaded", ["application/pdf", "image/jpeg", "image/png"]),
  },
} as const;
