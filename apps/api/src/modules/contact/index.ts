// Contact: POST /api/contact — the message is stored and both emails are queued in one transaction.
export { contactRoutes } from "./routes.ts";
export { contactInbox, contactMessage, markContactHandled, replyToContact } from "./inbox.ts";
export { contactInboxRoutes } from "./inbox-routes.ts";
