// /api/admin/contact-messages (issue #19): the contact inbox — list, read, reply, mark handled.
import { idParam } from "./ids.ts";
import { z } from "zod";
import { contactHandledSchema, contactReplySchema, CONTACT_INBOX_MESSAGES } from "../contact.ts";
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
    params: idParam("messageId", CONTACT_INBOX_MESSAGES.notFound),
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
    params: idParam("messageId", CONTACT_INBOX_MESSAGES.notFound),
    body: contactReplySchema,
    response: responses({ 200: done }),
  },
  "POST /admin/contact-messages/:messageId/handled": {
    params: idParam("messageId", CONTACT_INBOX_MESSAGES.notFound),
    body: contactHandledSchema,
    response: responses({ 200: done }),
  },
} as const;
