// /api/admin/contact-messages (issue #19): the contact inbox — list, read, reply, mark handled.
import { idParam } from "./ids.ts";
import { z } from "zod";
import { contactHandledSchema, contactReplySchema, CONTACT_INBOX_MESSAGES } from "../contact.ts";
import { answered, done, responses } from "./envelope.ts";

export const contactInboxApi = {
  "GET /admin/contact-messages": {
    response: responses({
      200: answered(
        z.object({
          page: z.number().int(),
          hasMore: z.boolean(),
          /** messages not yet handled */
          waiting: z.number().int(),
          rows: z.array(
            z.object({
              id: z.string(),
              name: z.string(),
              subject: z.string(),
              subjectLabel: z.string(),
              /** the message's first 140 characters */
              excerpt: z.string(),
              createdAt: z.string(),
              handledAt: z.string().nullable(),
              replies: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  },
  "GET /admin/contact-messages/:messageId": {
    params: idParam("messageId", CONTACT_INBOX_MESSAGES.notFound),
    response: responses({
      200: answered(
        z.object({
          id: z.string(),
          name: z.string(),
          email: z.string(),
          phone: z.string().nullable(),
          subject: z.string(),
          subjectLabel: z.string(),
          message: z.string(),
          createdAt: z.string(),
          handledAt: z.string().nullable(),
          /** the email of the admin who handled it (null once that account is gone) */
          handledBy: z.string().nullable(),
          /** by: the replying admin's email (null once that account is gone) */
          replies: z.array(
            z.object({ id: z.string(), body: z.string(), at: z.string(), by: z.string().nullable() }),
          ),
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
