// Mail: the transactional outbox (a mail is a row written with the change that causes it), its worker, the
// SMTP or development transport, attachments made at send time, and the words every email shares. Every
// module that sends mail imports this; it imports only notifications (issue #33: whether the recipient wants a
// mail, and its unsubscribe link).
export { letter } from "./compose.ts";
export {
  type Action,
  action,
  CUSTOMER_SIGN,
  type Letter,
  PARTNER_SIGN_LINE,
  type Part,
  SITE_NAME,
  type Unsubscribe,
} from "./letter.ts";
export { buildAttachment, builtAttachmentType, registerAttachment } from "./attachments.ts";
export {
  aboutLead,
  deliverAllDue,
  enqueueMail,
  hideTokenLinks,
  type MailInput,
  outboxInsert,
  outboxValues,
  revealSecrets,
  type SendFn,
  startOutboxWorker,
} from "./outbox.ts";
export { helloPartner, PARTNER_SIGN, type PartnerAddressee, reasonGiven } from "./partner-words.ts";
export { purgeSentMail } from "./retention.ts";
export { accountMailSamples, type MailSample, SAMPLE } from "./samples.ts";
export { mails } from "./templates.ts";
export { createSender } from "./transport.ts";
