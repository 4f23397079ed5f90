// Issue #33: a phone verified for texts (any signed-in caller, guests too), "On our way" (the booked company) and
// the texts admins read (apps/api modules/texts).
import { idParam } from "./ids.ts";
import { z } from "zod";
import { TEXT_LIMITS, TEXT_MESSAGES, ukMobileE164 } from "../texts.ts";
import { answered, done, responses, timestamp } from "./envelope.ts";

const phone = z
  .string({ error: TEXT_MESSAGES.badPhone })
  .max(30, TEXT_MESSAGES.badPhone)
  .refine((s) => ukMobileE164(s) !== null, TEXT_MESSAGES.badPhone);
const code = z
  .string({ error: TEXT_MESSAGES.badCode })
  .trim()
  .regex(new RegExp(`^\\d{${TEXT_LIMITS.codeDigits}}$`), TEXT_MESSAGES.badCode);

export const phoneState = z.object({
  /** the verified number ("07700 900123"), or null */
  phone: z.string().nullable(),
  verified: z.boolean(),
  /** a code was sent to this number and can still be answered */
  pending: z.string().nullable(),
});

export const onWayState = z.object({ eta: z.string(), label: z.string(), at: timestamp });

export const textsApi = {
  "GET /phone": { response: responses({ 200: answered(phoneState) }) },
  "POST /phone/code": {
    body: z.object({ phone }),
    response: responses({ 200: answered(phoneState) }),
  },
  "POST /phone/verify": {
    body: z.object({ phone, code }),
    response: responses({ 200: answered(phoneState) }),
  },
  "DELETE /phone": { response: responses({ 200: done }) },
  "POST /company/leads/:leadId/on-our-way": {
    params: idParam("leadId", TEXT_MESSAGES.onWayNotBooked),
    body: z.object({ eta: z.string({ error: TEXT_MESSAGES.badEta }).max(10, TEXT_MESSAGES.badEta) }),
    response: responses({ 200: answered(onWayState.extend({ left: z.number().int() })) }),
  },
  "GET /admin/texts": {
    response: responses({
      200: answered(
        z.object({
          page: z.number().int(),
          hasMore: z.boolean(),
          texts: z.array(
            z.object({
              id: z.number().int(),
              kind: z.string(),
              to: z.string(),
              body: z.string(),
              status: z.string(),
              attempts: z.number().int(),
              lastError: z.string().nullable(),
              createdAt: timestamp,
              sentAt: timestamp.nullable(),
            }),
          ),
        }),
      ),
    }),
  },
};
