// Issue #33: the caller's phone for texts (/api/phone: any signed-in caller, D8 guests too), "On our way" (the
// booked company: /api/company/leads/:leadId/on-our-way) and the texts admins read (/api/admin/texts).
import { API_ROUTES } from "@rm/domain/api";
import { pageNumberField } from "@rm/domain/numbers";
import { TEXT_MESSAGES as M } from "@rm/domain/texts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { ok } from "../../lib/http.ts";
import { adminTexts } from "./admin-texts.ts";
import { sayOnOurWay } from "./on-way.ts";
import { phoneState, removePhone, requestCode, verifyCode } from "./verification.ts";

export const textRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const user = { config: { access: "user" as const } };
    const tags = ["texts"];
    app.get(
      "/phone",
      { ...user, schema: { ...API_ROUTES["GET /phone"], tags, summary: "The caller's phone for texts" } },
      async (req, reply) => ok(reply, "Phone", await phoneState(ctx.db, req.user)),
    );
    app.post(
      "/phone/code",
      {
        ...user,
        schema: { ...API_ROUTES["POST /phone/code"], tags, summary: "Text a one-time code to a UK mobile" },
      },
      async (req, reply) => {
        const state = await requestCode(ctx.db, req.user, req.body.phone);
        ctx.kickOutbox();
        return ok(reply, M.codeSent, state);
      },
    );
    app.post(
      "/phone/verify",
      {
        ...user,
        schema: { ...API_ROUTES["POST /phone/verify"], tags, summary: "Verify the phone with its code" },
      },
      async (req, reply) =>
        ok(reply, M.verifiedNow, await verifyCode(ctx.db, req.user, req.body.phone, req.body.code)),
    );
    app.delete(
      "/phone",
      {
        ...user,
        schema: { ...API_ROUTES["DELETE /phone"], tags, summary: "Remove the phone: no more texts" },
      },
      async (req, reply) => {
        await removePhone(ctx.db, req.user);
        return ok(reply, M.removed);
      },
    );
    app.post(
      "/company/leads/:leadId/on-our-way",
      {
        config: { access: "company" as const },
        schema: {
          ...API_ROUTES["POST /company/leads/:leadId/on-our-way"],
          params: z.object({ leadId: z.string() }),
          tags,
          summary: "Tell the customer the crew is on its way (the booked company, on the move day)",
        },
      },
      async (req, reply) => {
        const said = await sayOnOurWay(ctx.db, ctx.config, req.user, req.params.leadId, req.body.eta);
        ctx.kickOutbox();
        return ok(reply, M.onWaySent, said);
      },
    );
    app.get(
      "/admin/texts",
      {
        config: { access: "admin" as const },
        schema: {
          ...API_ROUTES["GET /admin/texts"],
          tags,
          summary: "The texts, newest first (sent, kept without a provider, waiting or failed)",
          querystring: z.object({ page: pageNumberField(10_000).optional() }),
        },
      },
      async (req, reply) => ok(reply, "Texts", await adminTexts(ctx.db, req.user, req.query.page)),
    );
  };
