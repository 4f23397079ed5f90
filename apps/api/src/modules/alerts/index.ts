// Alerts that reach a phone (issue #18): web push to a company's devices for new leads, messages and
// bookings, its quiet hours, and the server's VAPID keys; issue #33: a customer's devices ("On our way").
// Email alerts stay with the modules that send them.
export { dispatchPush, type PushDeps } from "./dispatch.ts";
export { type QueuedPush, queuePush } from "./push-outbox.ts";
export { customerPushRoutes } from "./customer-push-routes.ts";
export { alertRoutes } from "./routes.ts";
export { vapidKeys } from "./vapid.ts";
export { alertsWebService } from "./web-service.ts";
