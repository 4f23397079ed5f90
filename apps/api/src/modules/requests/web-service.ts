// What the customer's pages read in-process (context.services.leads), scoped to the caller passed in.
import type { Db } from "../../db/client.ts";
import type { ClientCaller } from "../scopes/index.ts";
import { priceGuideFor } from "./lead-guide.ts";
import { listClientRequests, matchedCompaniesFor } from "./request-queries.ts";

export function leadWebService(db: Db) {
  return {
    /** /client/removal-requests: the caller's requests, newest first (the same list as GET /api/client/requests) */
    myRequests: (caller: ClientCaller) => listClientRequests(db, caller),
    /** docs/product/decisions.md D21: the results modal's companies; null when the lead is not the caller's */
    matchedCompanies: (caller: ClientCaller, leadId: string) => matchedCompaniesFor(db, caller, leadId),
    /** issue #32: the results modal's price guide; null when the lead is not the caller's */
    priceGuide: (caller: ClientCaller, leadId: string) => priceGuideFor(db, caller, leadId),
  };
}
