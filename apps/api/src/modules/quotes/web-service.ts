// What the comparison page calls in-process (context.services.quotes.clientRequest), scoped to the caller:
// "not yours" and "not there" come back as null (the page says 404).
import type { CompareSort } from "@rm/domain/quote";
import type { AppContext } from "../../app-context.ts";
import { orWhenRefused } from "../../lib/http.ts";
import type { ClientCaller } from "../scopes/index.ts";
import { getClientRequest } from "./compare.ts";

export const quotesWebService = (ctx: AppContext) => ({
  clientRequest: (
    caller: ClientCaller,
    leadId: string,
    opts: { sort?: CompareSort; availableOnly?: boolean },
  ) => orWhenRefused(getClientRequest(ctx.db, caller, leadId, opts), null),
});
