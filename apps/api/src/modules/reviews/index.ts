// Reviews (issue #16): only the customer of a booking reviews its mover, once, from the day after the move
// for 12 months; the emails asking for it (askForReviews, run by jobs/runner.ts); the public list with its
// aggregate and hidden notes; the company's reply and flag; the admins' decisions. Routes under /api; the
// pages' context.services.reviews. Imports mail, audit and scopes.
export { askForReviews } from "./invitations.ts";
export { decideReview, moderationQueue } from "./moderation.ts";
export { reviewRoutes } from "./routes.ts";
export { reviewWebService } from "./web-service.ts";
export { reviewMailSamples } from "./mail-samples.ts";
