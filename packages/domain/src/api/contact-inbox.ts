// /api/admin/contact-messages (issue #19): the contact inbox — list, read, reply, mark handled.
import { z } from "zod";
import { contactHandledSchema, contactReplySchema } from "../contact.ts";
import { answered, done, responses } from "./envelope.ts";

export const contactInboxApi = {
  "GET /admin/contact-messages": {
    response: responses({
      200: answered(
        z.looseObject({
          page: z.number().int(),
          hasMore: z.boolean(),
          waiting: z.number().int(),
          rows: z.array(z.looseObject({ id: z.string(), name: z.string(), subjectLabel: z.string() })),
        }),
      ),
    }),
  },
  "GET /admin/contact-messages/:messageId": {
    response: responses({
      200: answered(
        z.looseObject({
          id: z.string(),
          email: z.string(),
          message: z.string(),
          handledAt: z.string().nullable(),
          replies: z.array(z.looseObject({ id: z.string(), body: z.string() })),
        }),
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
