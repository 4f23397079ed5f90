// Issue #33: a person's notification settings (apps/api modules/notifications/routes.ts): the grid of kinds ×
// channels, read and saved. The one-click unsubscribe is the page /account/unsubscribe, not a JSON route.
import { z } from "zod";
import { ROLES } from "../roles.ts";
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from "../notifications.ts";
import { answered, responses } from "./envelope.ts";

const choice = z.object(
  {
    kind: z.enum(NOTIFICATION_KINDS, {
      error: `Choose a kind of message: ${NOTIFICATION_KINDS.join(", ")}`,
    }),
    channel: z.enum(NOTIFICATION_CHANNELS, {
      error: `Choose a channel: ${NOTIFICATION_CHANNELS.join(", ")}`,
    }),
    on: z.boolean({ error: "Say true or false for each setting" }),
  },
  { error: "Each setting is a kind, a channel and true or false" },
);

const grid = z.object({
  role: z.enum(ROLES),
  settings: z.array(choice.extend({ essential: z.boolean() })),
  /** whether the person has a verified phone: without one no text goes, and the page cannot set texts */
  phoneVerified: z.boolean(),
});

export const notificationsApi = {
  "GET /account/notifications": { response: responses({ 200: answered(grid) }) },
  "PUT /account/notifications": {
    body: z.object({
      settings: z
        .array(choice, { error: "Send the settings as a list" })
        .max(NOTIFICATION_KINDS.length * NOTIFICATION_CHANNELS.length, "Too many settings"),
    }),
    response: responses({ 200: answered(grid) }),
  },
};
