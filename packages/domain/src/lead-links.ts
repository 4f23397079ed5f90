// The emailed links' bodies as the API takes them (docs/product/routes.md §7): the sign-in link and a held
// request's confirm and cancel links. Apart from lead-intake.ts, so that pages showing its words load no zod.
import { z } from "zod";
import { INTAKE_MESSAGES } from "./lead-intake.ts";

export const signinLinkSchema = z.object(
  {
    token: z
      .string({ error: INTAKE_MESSAGES.signinInvalid })
      .min(20, INTAKE_MESSAGES.signinInvalid)
      .max(200, INTAKE_MESSAGES.signinInvalid),
  },
  { error: INTAKE_MESSAGES.signinInvalid },
);

export const leadLinkSchema = z.object(
  {
    token: z
      .string({ error: INTAKE_MESSAGES.linkInvalid })
      .min(20, INTAKE_MESSAGES.linkInvalid)
      .max(200, INTAKE_MESSAGES.linkInvalid),
  },
  { error: INTAKE_MESSAGES.linkInvalid },
);
