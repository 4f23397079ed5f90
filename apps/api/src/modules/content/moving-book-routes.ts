// docs/product/routes.md §7 POST send-pdf: emails the free moving book through the outbox (the PDF is attached at send time).
import { MOVING_BOOK_MESSAGES } from "@rm/domain/moving-book";
import { AUTH_MESSAGES } from "@rm/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../app-context.ts";
import { HttpError } from "../../lib/http.ts";
import { counterName } from "../../lib/secret-box.ts";
import { enqueueMail, registerAttachment } from "../mail/index.ts";
import { MOVING_BOOK_ATTACHMENT, movingBookMail } from "./moving-book-mail.ts";
import { movingBookPdf } from "./moving-book-pdf.ts";
import { defineRoute } from "../../lib/define-route.ts";

export const movingBookRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerAttachment(MOVING_BOOK_ATTACHMENT, () => movingBookPdf(ctx.config.appUrl), "application/pdf");
    const f = ctx.config.RATE_LIMIT_FACTOR;
    // per recipient, on top of the per-IP limit: nobody can use the form to flood someone's inbox
    const perRecipient = app.createRateLimit({
      max: Math.ceil(3 * f),
      timeWindow: "1 hour",
      keyGenerator: (req) =>
        `book:${counterName(String((req.body as { email?: unknown })?.email ?? "").toLowerCase())}`,
    });

    defineRoute(
      app,
      "POST /send-pdf",
      {
        access: "public",
        summary: "Email the free London Moving Guide (PDF) to this address",
        tags: ["moving-book"],
        config: {
          rateLimit: { max: Math.ceil(10 * f), timeWindow: "1 hour" },
        },
      },
      async (req) => {
        const verdict = await perRecipient(req);
        if (!verdict.isAllowed && verdict.isExceeded) throw new HttpError(429, AUTH_MESSAGES.tooMany);
        const { email, firstName } = req.body;
        await enqueueMail(ctx.db, movingBookMail(email, firstName, ctx.config.appUrl));
        ctx.kickOutbox();
        return { status: true as const, message: MOVING_BOOK_MESSAGES.sent(email) };
      },
    );
  };
