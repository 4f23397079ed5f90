// Contact: POST /api/contact — the message is stored and both emails are queued in one transaction.
export { contactRoutes } from "./routes.ts";
export { contactInbox, contactMessage } from "./inbox.ts";
export { contactInboxRoutes } from "./inbox-routes.ts";
export { contactMailSamples } from "./mail-samples.ts";
