// What the pages call in-process (context.services.texts): the caller's phone, "On our way" on both sides, the
// "Phone verified" flag movers see, and the admins' list of texts.
import type { SessionUser } from "@rm/domain";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import { type ClientCaller, ownLeads } from "../scopes/index.ts";
import { adminTexts } from "./admin-texts.ts";
import { latestOnWay, onWayForCompany } from "./on-way.ts";
import { leadPhoneVerified, phoneState } from "./verification.ts";

export const textsWebService = (ctx: AppContext) => ({
  phone: (user: SessionUser) => phoneState(ctx.db, user),
  /** the mover's side of "On our way" on their lead page (null: no confirmed booking of theirs) */
  onWayForCompany: (user: SessionUser, leadId: string) => onWayForCompany(ctx.db, user, leadId),
  /** the customer's side: the latest "On our way" of their own request (ownLeads), or null */
  latestOnWay: (caller: ClientCaller, leadId: string) => latestOnWay(ctx.db, leadId, ownLeads(caller)),
  /** whether the lead's customer verified a phone (the lead page of a mover it was sent to) */
  customerPhoneVerified: (user: SessionUser, leadId: string) => leadPhoneVerified(ctx.db, user, leadId),
  admin: (user: SessionUser, page?: number) => orWhenRefused(adminTexts(ctx.db, user, page), null),
});
