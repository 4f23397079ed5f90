// Issue #18: the mover's day — fully booked days, push alerts on a device, quiet hours (apps/api
// modules/companies/availability-routes.ts and modules/alerts/routes.ts); issue #33: a customer's devices.
import { z } from "zod";
import {
  AVAILABILITY_LIMITS,
  AVAILABILITY_MESSAGES,
  PUSH_MESSAGES,
  QUIET_HOURS_MESSAGES,
} from "../movers-day.ts";
import { answered, done, responses, timestamp } from "./envelope.ts";

const availabilityBody = z.object({
  bookedDays: z
    .array(z.string({ error: AVAILABILITY_MESSAGES.badFormat }).max(10, AVAILABILITY_MESSAGES.badFormat), {
      error: "Send the fully booked days as a list of dates",
    })
    .max(AVAILABILITY_LIMITS.maxDays, AVAILABILITY_MESSAGES.tooMany),
});

const availability = z.object({
  today: z.string(),
  lastDay: z.string(),
  bookedDays: z.array(z.string()),
  /** issue #28: the days of moves booked with the company (busy without being marked) */
  bookedMoves: z.array(z.object({ day: z.string(), leadId: z.string(), label: z.string() })),
});

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const pushKey = (min: number, max: number) =>
  z
    .string({ error: PUSH_MESSAGES.badSubscription })
    .min(min, PUSH_MESSAGES.badSubscription)
    .max(max, PUSH_MESSAGES.badSubscription)
    .regex(BASE64URL, PUSH_MESSAGES.badSubscription);
const endpoint = z
  .string({ error: PUSH_MESSAGES.badSubscription })
  .min(10, PUSH_MESSAGES.badSubscription)
  .max(2000, PUSH_MESSAGES.badSubscription);

/** PushSubscription.toJSON() and a name for the device */
const pushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.number().nullable().optional(),
  // p256dh: a 65-byte P-256 point (87 characters); auth: 16 bytes (22)
  keys: z.object(
    { p256dh: pushKey(80, 100), auth: pushKey(16, 32) },
    { error: PUSH_MESSAGES.badSubscription },
  ),
  label: z.string().max(100).optional(),
});
const pushUnsubscribeBody = z.object({ endpoint });

const hour = z
  .number({ error: QUIET_HOURS_MESSAGES.badHour })
  .int(QUIET_HOURS_MESSAGES.badHour)
  .min(0, QUIET_HOURS_MESSAGES.badHour)
  .max(23, QUIET_HOURS_MESSAGES.badHour)
  .nullable();
const quietHoursBody = z.object({ fromHour: hour, untilHour: hour });
const quietHours = z.object({ quietFromHour: z.number().nullable(), quietUntilHour: z.number().nullable() });

export const moversDayApi = {
  "GET /company/availability": { response: responses({ 200: answered(availability) }) },
  "PUT /company/availability": {
    body: availabilityBody,
    response: responses({ 200: answered(availability) }),
  },
  "GET /company/alerts": {
    response: responses({
      200: answered(
        quietHours.extend({
          publicKey: z.string(),
          devices: z.array(z.object({ id: z.string(), label: z.string(), createdAt: timestamp })),
        }),
      ),
    }),
  },
  "PUT /company/alerts/quiet-hours": {
    body: quietHoursBody,
    response: responses({ 200: answered(quietHours) }),
  },
  "POST /company/push-subscriptions": {
    body: pushSubscriptionBody,
    response: responses({ 201: answered(z.object({ id: z.string() })) }),
  },
  "DELETE /company/push-subscriptions": { body: pushUnsubscribeBody, response: responses({ 200: done }) },
  // issue #33: a customer's devices, for "On our way" (apps/api modules/alerts/customer-push-routes.ts)
  "GET /client/alerts": {
    response: responses({
      200: answered(
        z.object({
          publicKey: z.string(),
          devices: z.array(z.object({ id: z.string(), label: z.string(), createdAt: timestamp })),
        }),
      ),
    }),
  },
  "POST /client/push-subscriptions": {
    body: pushSubscriptionBody,
    response: responses({ 201: answered(z.object({ id: z.string() })) }),
  },
  "DELETE /client/push-subscriptions": { body: pushUnsubscribeBody, response: responses({ 200: done }) },
};
