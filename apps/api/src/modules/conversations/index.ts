// Conversations (issue #15): one per request and mover matched to it, private to the two parties; contact
// details masked until the customer books that mover; read receipts, unread counts, reports (an admin reads
// a conversation only once a message in it was reported, audited), the "new message" email through the
// outbox, and the live socket (issue #29: a few per session, account and address). Imports scopes, mail, audit
// and abuse (its counters) only.
export { hubOf } from "./live.ts";
export { decideReport, readReported, reportQueue } from "./moderation.ts";
export { conversationRoutes } from "./routes.ts";
export { conversationsWebService } from "./web-service.ts";
export { conversationMailSamples } from "./mail-samples.ts";
