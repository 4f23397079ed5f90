// Notifications (issue #33): what each person chose to receive, per kind of message and channel, the senders'
// check (mayNotify, and mayNotifyEach / mayEmailSql / mayTextSql for many at once), the one-click unsubscribe link and its
// token, the settings routes (/api/account/notifications) and the pages' services. The kinds, channels,
// defaults and the essential ones are @rm/domain/notifications. Imports no other module.
export {
  mayEmailSql,
  mayNotify,
  mayNotifyEach,
  mayTextSql,
  type Notice,
  notificationSettings,
  stopEmails,
} from "./preferences.ts";
export { notificationRoutes } from "./routes.ts";
export {
  LIMITED_PAGE_POSTS,
  readUnsubscribeToken,
  unsubscribeToken,
  unsubscribeUrl,
} from "./unsubscribe-token.ts";
export { notificationsWebService } from "./web-service.ts";
