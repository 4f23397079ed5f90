// Removal companies: sign-up, the company's own profile, documents and logo, the dashboard's lead inbox and
// stats, the directory; and a certificate's download.
import { idParam } from "./ids.ts";
import { MATCH_STATUSES, type MatchStatus, QUOTE_MESSAGES } from "../quote-options.ts";
import { VETTING_MESSAGES } from "../vetting.ts";
import { z } from "zod";
import { companyProfileSchema, companyRegistrationSchema } from "../company.ts";
import { openAccountSchema } from "../account-security.ts";
import { checkInbox, sessionUser } from "./accounts.ts";
import { answered, download, responses } from "./envelope.ts";
import { leadSummary } from "./requests.ts";
import { quoteView } from "./quotes.ts";
import {
  bookingView,
  customerContact,
  leadPhoto,
  moveGlance,
  priceGuide,
  similarQuotes,
} from "./lead-views.ts";

/** a certificate the company uploaded, as the company and admins see it */
export const documentView = z.object({
  id: z.string(),
  kind: z.string(),
  coverPence: z.number().nullable(),
  expiresOn: z.string().nullable(),
  originalName: z.string(),
  mime: z.string(),
  size: z.number().int(),
  status: z.string(),
  reason: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  fileUrl: z.string(),
});

/** the company's own record (never storage keys or the password) */
export const ownCompanyView = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  statusReason: z.string().nullable(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  postcode: z.string(),
  boroughCode: z.string().nullable(),
  /** the postcode was found (the company has a position to match by distance) */
  located: z.boolean(),
  companiesHouseNumber: z.string().nullable(),
  website: z.string().nullable(),
  yearsTrading: z.number().int(),
  fleetSize: z.number().int(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  services: z.array(z.string()),
  coverageRadiusMiles: z.number().int(),
  coverageBoroughs: z.array(z.string()),
  paused: z.boolean(),
  maxLeadsPerDay: z.number().int(),
  maxLeadsPerWeek: z.number().int(),
  createdAt: z.string(),
});

/** a lead in the company's inbox: its summary and the match's status */
const inboxLead = leadSummary.extend({ status: z.enum(MATCH_STATUSES), statusLabel: z.string() });

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
        z.object({
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
        z.object({
          status: z.string().nullable(),
          /** leads per tab: each match status and "all" */
          counts: z.object({
            ...Object.fromEntries(MATCH_STATUSES.map((st) => [st, z.number().int()])),
            all: z.number().int(),
          } as Record<MatchStatus | "all", z.ZodNumber>),
          leads: z.array(inboxLead),
          /** 1-based; a page past the last has no leads */
          page: z.number().int(),
          pages: z.number().int(),
          pageSize: z.number().int(),
        }),
      ),
    }),
  },
  "GET /company/leads/:leadId": {
    params: idParam("leadId", QUOTE_MESSAGES.leadNotFound),
    response: responses({
      200: answered(
        z.object({
          /** leadStatus: the request's own status (open, booked, closed…) */
          lead: inboxLead.extend({ leadStatus: z.string() }),
          facts: z.array(z.object({ label: z.string(), value: z.string() })),
          /** the customer's details, only once they have booked this company */
          customer: customerContact.nullable(),
          quote: quoteView.nullable(),
          /** the company may still send, edit or withdraw a quote */
          canQuote: z.boolean(),
          /** issue #17: this company's newest booking of the lead */
          booking: bookingView.nullable(),
          glance: moveGlance,
          priceGuide,
          similarQuotes: similarQuotes.nullable(),
          photos: z.array(leadPhoto),
          /** issue #18: the belongings' declared value (a band's label) and the warning above the cover */
          declaredValue: z.object({ label: z.string().nullable(), warning: z.string().nullable() }),
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
        z.object({
          days: z.number().int(),
          leadsReceived: z.number().int(),
          quotesSent: z.number().int(),
          won: z.number().int(),
          winRate: z.number().nullable(),
          medianMinutesToQuote: z.number().int().nullable(),
          medianTimeToQuoteLabel: z.string().nullable(),
          /** issue #28: the "Usually quotes within N hours" badge, over every quote sent */
          badge: z.object({
            label: z.string().nullable(),
            medianMinutes: z.number().int().nullable(),
            medianLabel: z.string().nullable(),
            quotes: z.number().int(),
          }),
          weeks: z.array(
            z.object({
              label: z.string(),
              leads: z.number().int(),
              quotes: z.number().int(),
              won: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  },
  "GET /companies": {
    response: responses({
      200: answered(
        z.object({
          query: z.object({ search: z.string(), borough: z.string(), service: z.string() }),
          companies: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              profilePath: z.string(),
              borough: z.string().nullable(),
              services: z.array(z.string()),
              rating: z.number().nullable(),
              reviewCount: z.number().int(),
              yearsTrading: z.number().int(),
              description: z.string(),
            }),
          ),
          /** the filters' choices: every borough, and the services approved companies offer */
          options: z.object({
            boroughs: z.array(z.object({ slug: z.string(), name: z.string() })),
            services: z.array(z.string()),
          }),
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
