// The contact form, the moving book by email, the partners' offers.
import { z } from "zod";
import { contactSchema } from "../contact.ts";
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
} as const;
