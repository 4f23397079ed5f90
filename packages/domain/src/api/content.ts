// The contact form, the moving book by email, the partners' offers.
import { z } from "zod";
import { contactHandledSchema, contactReplySchema, contactSchema } from "../contact.ts";
import { sendPdfSchema } from "../moving-book.ts";
import { answered, done, responses } from "./envelope.ts";

export const partnerOffer = z.object({
  id: z.number().int(),
  title: z.string(),
  partner: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  expiresOn: z.string().nullable(),
  expiresLabel: z.string().nullable(),
});

export const contentApi = {
  "POST /contact": { body: contactSchema, response: responses({ 201: done }) },
  "POST /send-pdf": { body: sendPdfSchema, response: responses({ 200: done }) },
  "GET /partners/offers": { response: responses({ 200: answered(z.array(partnerOffer)) }) },
  // the admins' contact inbox (issue #19)
  "GET /admin/contact-messages": {
    response: responses({
      200: answered(
        z.looseObject({
          rows: z.array(z.looseObject({ id: z.string(), subjectLabel: z.string(), createdAt: z.string() })),
          page: z.number().int(),
          hasMore: z.boolean(),
        }),
      ),
    }),
  },
  "GET /admin/contact-messages/:messageId": {
    response: responses({
      200: answered(
        z.looseObject({ id: z.string(), name: z.string(), email: z.string(), message: z.string() }),
      ),
    }),
  },
  "POST /admin/contact-messages/:messageId/reply": {
    body: contactReplySchema,
    response: responses({ 200: done }),
  },
  "POST /admin/contact-messages/:messageId/handled": {
    body: contactHandledSchema,
    response: responses({ 200: done }),
  },
} as const;
