// The customer's requests: sending a lead (anonymously or from an account), the emailed links, the "my
// requests" list, changing and cancelling a request.
import { idParam } from "./ids.ts";
import { LEAD_PHOTO_MESSAGES } from "../inventory.ts";
import { LIFECYCLE_MESSAGES } from "../request-lifecycle-words.ts";
import { z } from "zod";
import { LEAD_MESSAGES } from "../lead/messages.ts";
import { MOVE_TYPES } from "../lead/options.ts";
import { leadLinkSchema, signinLinkSchema } from "../lead-links.ts";
import { cancelRequestSchema, editRequestSchema } from "../request-lifecycle.ts";
import { sessionUser } from "./accounts.ts";
import { answered, done, download, responses } from "./envelope.ts";

/** issue #32: a photo of a big or awkward item on a request, as its reader lists it */
export const leadPhoto = z.object({ id: z.string(), width: z.number().int(), height: z.number().int() });

/** a request as the mover-facing summaries and the customer's list show it */
export const leadSummary = z.object({
  id: z.string(),
  typeOfMove: z.string(),
  from: z.string(),
  to: z.string().nullable(),
  moveDate: z.string().nullable(),
  endDate: z.string().nullable(),
  moveDateLabel: z.string(),
  size: z.string(),
  extras: z.array(z.string()),
  createdAt: z.string(),
  arrived: z.string(),
});

/** one of the customer's requests in "my requests" and on the comparison page */
export const clientRequest = leadSummary.extend({
  status: z.string(),
  statusLabel: z.string(),
  quoteCount: z.number().int(),
  matchedCount: z.number().int(),
});

/** a company a request was sent to (the results modal) */
const matchedCompany = z.object({
  _id: z.string(),
  name: z.string(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  url: z.string(),
});

/** a lead received: who the browser now is (null for a bot), the request and the movers it went to */
const leadSent = answered(sessionUser.nullable()).extend({
  access: z.string().optional(),
  leadId: z.string().nullable(),
  companies: z.array(matchedCompany),
  /** issue #17: the caller's own open request for the same move, answered instead of a new one (nothing sent) */
  duplicate: z.boolean().optional(),
  /** issue 28: with `duplicate`, the caller already booked this move (leadId is the booked request) */
  booked: z.boolean().optional(),
  /** issue 28: held for the confirmation of its email address (nothing sent yet; HELD_MESSAGES) */
  held: z.boolean().optional(),
});

/** issue 28: the caller's own request for the same move, found before the last step (null: none) */
const sameMove = z.object({ leadId: z.string(), status: z.enum(["open", "booked"]) }).nullable();

/** issue 28: the early checks' questions, asked as the wizard's answers allow */
const sameMoveQuery = z.object({
  from: z.string().trim().min(1, LEAD_MESSAGES.postcodeRequired).max(20, LEAD_MESSAGES.postcodeIncorrect),
  to: z.string().trim().max(20, LEAD_MESSAGES.postcodeIncorrect).default(""),
  startDate: z.iso.date({ error: LEAD_MESSAGES.dateInvalid }),
  endDate: z.union([z.iso.date(), z.literal("")], { error: LEAD_MESSAGES.dateInvalid }).default(""),
});
const coverageQuery = z.object({
  typeOfMove: z.enum(MOVE_TYPES, { error: LEAD_MESSAGES.typeRequired }),
  from: z.string().trim().min(1, LEAD_MESSAGES.postcodeRequired).max(20, LEAD_MESSAGES.postcodeIncorrect),
});

export const requestsApi = {
  /** the body is the wizard's lead (checked by the API: its dates depend on London's today) */
  "POST /client/register": { response: responses({ 200: leadSent }) },
  "POST /client/:id/leads": { response: responses({ 200: leadSent }) },
  "GET /client/same-move": {
    querystring: sameMoveQuery,
    response: responses({ 200: answered(sameMove) }),
  },
  "GET /lead-coverage": {
    querystring: coverageQuery,
    response: responses({
      200: answered(z.object({ covered: z.boolean(), area: z.string() })),
    }),
  },
  "POST /client/signin-link": { body: signinLinkSchema, response: responses({ 200: answered(sessionUser) }) },
  "POST /client/request-links/confirm": {
    body: leadLinkSchema,
    response: responses({
      200: answered(sessionUser.nullable()).extend({
        leadId: z.string(),
        /** issue #17: the owner's open request for the same move (the held one was dropped, nothing sent) */
        duplicate: z.boolean().optional(),
        /** issue 28: with `duplicate`, the owner's booking of that move */
        booked: z.boolean().optional(),
      }),
    }),
  },
  "POST /client/request-links/cancel": { body: leadLinkSchema, response: responses({ 200: done }) },
  "GET /client/requests": { response: responses({ 200: answered(z.array(clientRequest)) }) },
  "PATCH /client/requests/:leadId": {
    params: idParam("leadId", LIFECYCLE_MESSAGES.requestNotFound),
    body: editRequestSchema,
    response: responses({
      200: answered(
        z.object({ changed: z.boolean(), changes: z.array(z.string()), moversTold: z.number().int() }),
      ),
    }),
  },
  // issue #32: photos of big or awkward items, added just after the request by the browser that sent it
  "POST /client/requests/:leadId/photos": {
    params: idParam("leadId", LEAD_PHOTO_MESSAGES.requestNotFound),
    response: responses({ 201: answered(z.object({ photos: z.array(leadPhoto) })) }),
  },
  "GET /lead-photos/:photoId": {
    params: idParam("photoId", LEAD_PHOTO_MESSAGES.notFound),
    response: download("A photo on a request (JPEG): its customer and its matched movers", ["image/jpeg"]),
  },
  "POST /client/requests/:leadId/cancel": {
    params: idParam("leadId", LIFECYCLE_MESSAGES.requestNotFound),
    body: cancelRequestSchema,
    response: responses({
      200: answered(z.object({ moversTold: z.number().int(), capsFreed: z.boolean() })),
    }),
  },
} as const;
