// Issue #28: the admin pages' decisions, posted to the page itself (React Router's action) with or without
// JavaScript: the form names its intent and record; the fields are checked with the API route's own schema
// and the decision runs through the same service as the API, with the same follow-ups (the outbox kicked,
// newly eligible companies matched). What cannot be undone is refused until the form says it was confirmed
// (the dialog with JavaScript, the ticked box without): nothing is written before.
import type { SessionUser } from "@rm/domain";
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import {
  ADMIN_ACTION_MESSAGES as A,
  type AdminActionResult,
  type AdminIntent,
  isAdminIntent,
  needsConfirmation,
} from "@rm/domain/admin-actions";
import { API_ROUTES } from "@rm/domain/api";
import { issuesToFieldErrors } from "@rm/domain";
import type { z } from "zod";
import type { AppContext } from "../../app-context.ts";
import { readBoundedForm } from "../../lib/bounded-form.ts";
import { HttpError } from "../../lib/http.ts";
import { storageFor } from "../../lib/storage.ts";
import { blogAdmin, offerAdmin } from "../content/index.ts";
import { decideReport } from "../conversations/index.ts";
import { rematchNow } from "../requests/index.ts";
import { decideReview } from "../reviews/index.ts";
import { reinstateAdmin, suspendAdmin } from "./admins.ts";
import { requireAdmin } from "./details.ts";
import { reinstateCustomer, sendCustomerSignInLink, suspendCustomer } from "./people.ts";
import { decideCompany, decideDocument } from "./vetting-service.ts";

/** an admin form is a few short fields: a reason (1,000 characters at most) and the checklist */
const FORM_MAX_BYTES = 16 * 1024;

type Fields = Record<string, string>;
// biome-ignore lint/suspicious/noExplicitAny: each run reads what its route's schema gave (checked there)
type Checked = Record<string, any>;
interface Run {
  /** the API route's body schema: the fields are checked, and given to `run`, as the API reads them */
  body?: z.ZodType;
  run: (user: SessionUser, id: string, fields: Checked) => Promise<string>;
}

function actions(ctx: AppContext): Record<AdminIntent, Run> {
  const deps = { db: ctx.db, appUrl: ctx.config.appUrl, sessionDays: ctx.config.SESSION_DAYS };
  const rematch = () => rematchNow(ctx, () => {});
  const blog = blogAdmin(ctx.db, storageFor(ctx.config));
  const offers = offerAdmin(ctx.db);
  const reason = (f: Fields) => f.reason || null;
  const company = (action: "approve" | "reject" | "suspend" | "reinstate", message: string): Run => ({
    body: API_ROUTES[`POST /admin/companies/:companyId/${action}`].body,
    run: async (user, id, f) => {
      const c = await decideCompany(deps, user, id, action, reason(f));
      ctx.kickOutbox();
      if (c.status === "approved") await rematch();
      return message;
    },
  });
  return {
    "company.approve": company("approve", "Company approved"),
    "company.reject": company("reject", "Company rejected"),
    "company.suspend": company("suspend", "Company suspended"),
    "company.reinstate": company("reinstate", "Company reinstated"),
    "document.verify": {
      body: API_ROUTES["POST /admin/documents/:documentId/verify"].body,
      run: async (user, id, { reason: r, insurer, policyNumber, coverPounds, expiresOn }) => {
        const checklist = { insurer, policyNumber, coverPounds, expiresOn };
        await decideDocument(deps, user, id, "verify", r || null, checklist);
        ctx.kickOutbox();
        await rematch();
        return "Document verified";
      },
    },
    "document.reject": {
      body: API_ROUTES["POST /admin/documents/:documentId/reject"].body,
      run: async (user, id, f) => {
        await decideDocument(deps, user, id, "reject", reason(f));
        ctx.kickOutbox();
        return "Document rejected";
      },
    },
    "customer.suspend": {
      body: API_ROUTES["POST /admin/customers/:userId/suspend"].body,
      run: async (user, id, f) => {
        await suspendCustomer(deps, user, id, f.reason ?? "");
        ctx.kickOutbox();
        return ADMIN_MESSAGES.customerSuspended;
      },
    },
    "customer.reinstate": {
      body: API_ROUTES["POST /admin/customers/:userId/reinstate"].body,
      run: async (user, id, f) => {
        await reinstateCustomer(deps, user, id, f.reason ?? "");
        ctx.kickOutbox();
        return ADMIN_MESSAGES.customerReinstated;
      },
    },
    "customer.signin-link": {
      run: async (user, id) => {
        await sendCustomerSignInLink(deps, user, id);
        ctx.kickOutbox();
        return "A sign-in link has been emailed to the customer. It works once.";
      },
    },
    "admin.suspend": {
      body: API_ROUTES["POST /admin/admins/:userId/suspend"].body,
      run: async (user, id, f) => {
        await suspendAdmin(deps, user, id, f.reason ?? "");
        ctx.kickOutbox();
        return VETTING_MESSAGES.adminSuspended;
      },
    },
    "admin.reinstate": {
      body: API_ROUTES["POST /admin/admins/:userId/reinstate"].body,
      run: async (user, id, f) => {
        await reinstateAdmin(deps, user, id, f.reason ?? "");
        ctx.kickOutbox();
        return VETTING_MESSAGES.adminReinstated;
      },
    },
    "review.decide": {
      body: API_ROUTES["POST /admin/reviews/:reviewId/decision"].body,
      run: async (user, id, f) => {
        const done = await decideReview(deps, user, id, f as Parameters<typeof decideReview>[3]);
        ctx.kickOutbox();
        return done.message;
      },
    },
    "report.decide": {
      body: API_ROUTES["POST /admin/conversations/reports/:reportId/decision"].body,
      run: async (user, id, f) =>
        (await decideReport(ctx.db, user._id, id, f as Parameters<typeof decideReport>[3])).message,
    },
    "blog.publish": { run: async (user, id) => (await blog.publish(user, id)).message },
    "blog.unpublish": { run: async (user, id) => (await blog.unpublish(user, id)).message },
    "blog.remove-cover": { run: async (user, id) => (await blog.removeCover(user, id)).message },
    "offer.expire": { run: async (user, id) => (await offers.expire(user, id)).message },
  };
}

/** the form's text fields (a file field, which no admin decision has, is dropped) */
const fieldsOf = (form: FormData): Fields =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Fields;

/** the fields the route's schema reads: the form's own, without the page's (intent, target, confirm) */
const bodyOf = ({ intent: _i, target: _t, confirm: _c, ...rest }: Fields) =>
  Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== ""));

export function adminActions(ctx: AppContext) {
  const runs = actions(ctx);
  /** One decision from an admin page's form (see the file's head); never throws for a refusal. */
  return async (caller: SessionUser | null, request: Request): Promise<AdminActionResult> => {
    const user = requireAdmin(caller);
    const read = await readBoundedForm(request, FORM_MAX_BYTES);
    if (!read.ok) return { ok: false, intent: "", target: "", status: 413, message: A.formTooLarge };
    const fields = fieldsOf(read.form);
    const intent = fields.intent ?? "";
    const target = (fields.target ?? "").slice(0, 64);
    const { intent: _i, target: _t, confirm: _c, ...values } = fields;
    const refuse = (status: number, message: string, errors?: Record<string, string>): AdminActionResult => ({
      ok: false,
      intent,
      target,
      status,
      message,
      ...(errors ? { errors } : {}),
      values,
    });
    if (!isAdminIntent(intent) || !target) return refuse(400, A.unknownAction);
    const { body, run } = runs[intent];
    let input: Checked = bodyOf(fields);
    if (body) {
      const parsed = body.safeParse(input);
      if (!parsed.success) {
        const errors = issuesToFieldErrors(parsed.error.issues);
        return refuse(400, Object.values(errors)[0] ?? A.unknownAction, errors);
      }
      input = parsed.data as Checked;
    }
    if (needsConfirmation(intent, fields.decision) && fields.confirm !== "yes")
      return refuse(400, A.confirmRequired, { confirm: A.confirmRequired });
    try {
      return { ok: true, intent, target, message: await run(user, target, input) };
    } catch (err) {
      if (err instanceof HttpError) return refuse(err.statusCode, err.message, err.errors);
      throw err;
    }
  };
}
