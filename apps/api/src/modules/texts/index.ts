// Texts for the move day (issue #33): the SMS provider (Twilio through its library, or none: texts kept for
// admins), the text outbox and its sender (the "texts" job), phone verification with one-time codes, the texts
// other modules queue with their changes, and "On our way" (docs/product/texts.md).
export { deliverTexts, type TextDeps } from "./sender.ts";
export { type LeadForText, newLeadText } from "./lead-text.ts";
export { newLeadTextInsert, type QueuedText, queueTextTo } from "./outbox.ts";
export { type SmsProvider, smsProviderOf } from "./provider.ts";
export { textMailSamples } from "./mail-samples.ts";
export { textRoutes } from "./routes.ts";
export { textsWebService } from "./web-service.ts";
