// What the customer's pages read in-process (context.services.leads), scoped to the caller passed in.
import type { Db } from "../../db/client.ts";
import { type LeadCaller, listRequests, matchedCompaniesFor } from "./lead-queries.ts";

export function leadWebService(db: Db) {
  return {
    /** /client/removal-requests: the caller's requests, newest first */
    myRequests: (caller: LeadCaller) => listRequests(db, caller),
    /** D21: the results modal's companies; null when the lead is not the caller's */
    matchedCompanies: (caller: LeadCaller, leadId: string) => matchedCompaniesFor(db, caller, leadId),
  };
}
