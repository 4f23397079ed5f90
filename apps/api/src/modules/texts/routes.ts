// Issue #33: the caller's phone for texts (/api/phone: any signed-in caller, D8 guests too), "On our way" (the
// booked company: /api/company/leads/:leadId/on-our-way) and the texts admins read (/api/admin/texts).
import { pageNumberField } from "@rm/domain/numbers";
import { TEXT_MESSAGES as M } from "@rm/domain/texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { adminTexts } from "./admin-texts.ts";
import { sayOnOurWay } from "./on-way.ts";
import { phoneState, removePhone, requestCode, verifyCode } from "./verification.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const textRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ["texts"];
    defineRoute(
      app,
      "GET /phone",
      {
        access: "user",
        summary: "The caller's phone for texts",
        tags,
      },
      async (req, reply) => ok(reply, "Phone", await phoneState(ctx.db, req.user)),
    );
    defineRoute(
      app,
      "POST /phone/code",
      {
        access: "user",
        summary: "Text a one-time code to a UK mobile",
        tags,
      },
      async (req, reply) => {
        const state = await requestCode(ctx.db, req.user, req.body.phone);
        ctx.kickOutbox();
        return ok(reply, M.codeSent, state);
      },
    );
    defineRoute(
      app,
      "POST /phone/verify",
      {
        access: "user",
        summary: "Verify the phone with its code",
        tags,
      },
      async (req, reply) =>
        ok(reply, M.verifiedNow, await verifyCode(ctx.db, req.user, req.body.phone, req.body.code)),
    );
    defineRoute(
      app,
      "DELETE /phone",
      {
        access: "user",
        summary: "Remove the phone: no more texts",
        tags,
      },
      async (req, reply) => {
        await removePhone(ctx.db, req.user);
        return ok(reply, M.removed);
      },
    );
    defineRoute(
      app,
      "POST /company/leads/:leadId/on-our-way",
      {
        access: "company" as const,
        summary: "Tell the customer the crew is on its way (the booked company, on the move day)",
        tags,
      },
      async (req, reply) => {
        const said = await sayOnOurWay(ctx.db, ctx.config, req.user, req.params.leadId, req.body.eta);
        ctx.kickOutbox();
        return ok(reply, M.onWaySent, said);
      },
    );
    defineRoute(
      app,
      "GET /admin/texts",
      {
        access: "admin" as const,
        summary: "The texts, newest first (sent, kept without a provider, waiting or failed)",
        tags,
        schema: {
          querystring: z.object({ page: pageNumberField(10_000).optional() }),
        },
      },
      async (req, reply) => ok(reply, "Texts", await adminTexts(ctx.db, req.user, req.query.page)),
    );
  };
