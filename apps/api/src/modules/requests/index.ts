// Requests: the customer's removal requests and their lifecycle — lead intake (POST /api/client/register
// and /api/client/:id/leads, with its postcode checks and locations), storing a lead with its matches and
// emails in one transaction, held requests and the emailed confirm/cancel and sign-in links, the "my
// requests" list (GET /api/client/requests and the page), and a lead summarised for movers.
export { withAccountDetails } from "./intake-service.ts";
export { leadDistance, leadPriceGuide } from "./lead-guide.ts";
export { locateLeadStart } from "./location.ts";
export {
  customerContact,
  details,
  type LeadSummary,
  type MoveAtAGlance,
  moveAtAGlance,
  moveFacts,
  notesAsMoverReads,
  str,
  summarise,
} from "./move-summary.ts";
export { type ClientRequest, toClientRequest } from "./request-queries.ts";
export { requestRoutes } from "./routes.ts";
export { type LeadPhotoView, leadPhotosOf } from "./lead-photos.ts";
export { rematchNow, requestLifecycleRoutes } from "./lifecycle-routes.ts";
export { REMATCH_CRON, rematchWaitingRequests } from "./rematch.ts";
export { freshSigninUrl, signinLinkLine } from "./signin-link.ts";
export { purgeUnconfirmedHeld } from "./retention.ts";
export { notALookAlikeCopy, notAStandIn, purgeLookAlikeCopies } from "./lookalike-copy.ts";
export { leadSuspensionLinks, remindSuspensions } from "./suspension-reminders.ts";
export { storeLead } from "./store-lead.ts";
export { leadWebService } from "./web-service.ts";
export { requestMailSamples } from "./mail-samples.ts";
