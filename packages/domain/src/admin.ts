// Admin operations (issue #19): the lists admins search and export, their filters, and what admin actions on
// people say. One copy for the API (query validation, 400 messages) and the admin pages (forms, labels).
import { z } from "zod";
import { emailField } from "./auth.ts";
import { COMPANY_MESSAGES, COMPANY_STATUSES } from "./company.ts";
import { isIsoDate } from "./lead/dates.ts";
import { pageNumberField } from "./numbers.ts";
import { QUOTE_STATUSES } from "./quote.ts";
import { multiLine, singleLine } from "./safe-text.ts";

/** rows on one page of an admin list */
export const ADMIN_PAGE_SIZE = 50;
/** the highest page number a list answers (beyond it, narrow the search) */
const ADMIN_MAX_PAGE = 2_000;
/** days an admin invitation link works */
export const ADMIN_INVITE_DAYS = 3;

export const ADMIN_MESSAGES = {
  searchTooLong: "Search for at most 100 characters",
  dateInvalid: "Enter a date as YYYY-MM-DD",
  dateOrder: "The 'from' date must be on or before the 'to' date",
  statusInvalid: "Choose a status from the list",
  boroughInvalid: "Choose a borough from the list",
  reasonRequired: "Give a reason (it is kept in the audit log and sent to the person)",
  reasonTooLong: COMPANY_MESSAGES.reasonTooLong,
  noSuchCustomer: "No such customer",
  noSuchRequest: "No such request",
  customerSuspended: "Customer suspended: they have been signed out everywhere and told by email.",
  customerReinstated: "Customer reinstated and told by email.",
  alreadySuspended: "This account is already suspended.",
  notSuspended: "This account is not suspended.",
  signInLinkSent: "A sign-in link has been emailed to the customer. It works once.",
  suspendedCannotSignIn: "This account is suspended, so we cannot send it a sign-in link.",
  inviteSent: "Invitation sent. The link works once, for 3 days.",
  inviteEmailTaken:
    "An account with this email already exists. Invite an address that has no account: roles are never changed.",
  inviteInvalid: "This invitation link is invalid, has been used or has expired. Ask an admin for a new one.",
  inviteAccepted: "Your admin account is ready. Set up your authenticator app to finish signing in.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  noSuchAttachment: "No such attachment",
  noSuchTemplate: "No such email template",
} as const;

/** what a suspended account is told when it tries to sign in (a customer or an admin) */
export const SUSPENDED_ACCOUNT_MESSAGE =
  "This account is suspended. If you think this is a mistake, contact us through the contact page.";

export const CUSTOMER_STATUSES = ["active", "suspended"] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_STATUS_LABELS: Record<CustomerStatus, string> = {
  active: "Active",
  suspended: "Suspended",
};

export const REQUEST_STATUSES = ["open", "booked", "closed", "held", "cancelled"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
/** the admin's words for a request's state (the customer's own wording is LEAD_STATUS_LABELS) */
export const ADMIN_REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  open: "Open",
  booked: "Booked",
  closed: "Closed",
  held: "Held (waiting for email confirmation)",
  cancelled: "Cancelled by the customer",
};

const search = singleLine(z.string().trim().max(100, ADMIN_MESSAGES.searchTooLong)).optional();
const isoDate = z
  .string()
  .trim()
  .refine((s) => s === "" || isIsoDate(s), ADMIN_MESSAGES.dateInvalid)
  .optional();
const enumFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .refine((s) => s === "" || (values as readonly string[]).includes(s), ADMIN_MESSAGES.statusInvalid)
    .transform((s) => (s === "" ? undefined : (s as T[number])))
    .optional();
const page = pageNumberField(ADMIN_MAX_PAGE).optional();
const datesInOrder = (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to;
const dateOrderIssue = { message: ADMIN_MESSAGES.dateOrder, path: ["to"] };

export const requestListQuery = z
  .object({
    q: search,
    status: enumFilter(REQUEST_STATUSES),
    /** a borough's GSS code (the API checks it is one of ours) */
    borough: singleLine(z.string().trim().max(12, ADMIN_MESSAGES.boroughInvalid)).optional(),
    from: isoDate,
    to: isoDate,
    page,
  })
  .refine(datesInOrder, dateOrderIssue);
export const customerListQuery = z.object({ q: search, status: enumFilter(CUSTOMER_STATUSES), page });
export const companyListQuery = z.object({ q: search, status: enumFilter(COMPANY_STATUSES), page });
export const quoteListQuery = z
  .object({ q: search, status: enumFilter(QUOTE_STATUSES), from: isoDate, to: isoDate, page })
  .refine(datesInOrder, dateOrderIssue);
export const bookingListQuery = z
  .object({ q: search, from: isoDate, to: isoDate, page })
  .refine(datesInOrder, dateOrderIssue);
export const auditListQuery = z
  .object({
    q: search,
    /** the actor's email, exact or part */
    actor: singleLine(z.string().trim().max(254, ADMIN_MESSAGES.searchTooLong)).optional(),
    action: singleLine(z.string().trim().max(60, ADMIN_MESSAGES.searchTooLong)).optional(),
    from: isoDate,
    to: isoDate,
    page,
  })
  .refine(datesInOrder, dateOrderIssue);

export type RequestListQuery = z.output<typeof requestListQuery>;
export type CustomerListQuery = z.output<typeof customerListQuery>;
export type CompanyListQuery = z.output<typeof companyListQuery>;
export type QuoteListQuery = z.output<typeof quoteListQuery>;
export type BookingListQuery = z.output<typeof bookingListQuery>;
export type AuditListQuery = z.output<typeof auditListQuery>;

const ADMIN_LISTS = ["requests", "customers", "companies", "quotes", "bookings"] as const;
export type AdminList = (typeof ADMIN_LISTS)[number];
export const ADMIN_LIST_TITLES: Record<AdminList, string> = {
  requests: "Requests",
  customers: "Customers",
  companies: "Companies",
  quotes: "Quotes",
  bookings: "Bookings",
};

/** Suspending or reinstating a customer: the reason is required, shown in the audit log and emailed. */
export const accountDecisionSchema = z.object({
  reason: multiLine(
    z
      .string({ error: ADMIN_MESSAGES.reasonRequired })
      .trim()
      .min(1, ADMIN_MESSAGES.reasonRequired)
      .max(1000, ADMIN_MESSAGES.reasonTooLong),
  ),
});

const nameField = (message: string) =>
  singleLine(z.string({ error: message }).trim().min(1, message).max(80, message));

/** An admin invites another by email; the role is implied by the invitation, never chosen. */
export const adminInviteSchema = z.object({
  email: emailField,
  firstName: nameField(ADMIN_MESSAGES.firstNameRequired),
  lastName: nameField(ADMIN_MESSAGES.lastNameRequired),
  reason: accountDecisionSchema.shape.reason,
});
export type AdminInviteInput = z.input<typeof adminInviteSchema>;

/**
 * Issue #29 item 17 (ASVS V16): what the audit log records of signing in to an account with admin rights or
 * two-step sign-in, and of an admin reading personal data in bulk.
 */
export const SECURITY_AUDIT_ACTIONS = {
  signedIn: "account.signin",
  wrongPassword: "account.signin-failed",
  wrongCode: "account.code-wrong",
  recoveryCodeUsed: "account.recovery-code-used",
  recoveryCodesNew: "account.recovery-codes-new",
  listRead: "list.view",
  emailsRead: "emails.view",
} as const;

/** the actions the audit log records, in the admin's words (unknown actions show as they are) */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  [SECURITY_AUDIT_ACTIONS.signedIn]: "Signed in",
  [SECURITY_AUDIT_ACTIONS.wrongPassword]: "A sign-in was refused: wrong password",
  [SECURITY_AUDIT_ACTIONS.wrongCode]: "A sign-in was refused: wrong two-step code",
  [SECURITY_AUDIT_ACTIONS.recoveryCodeUsed]: "Signed in with a recovery code",
  [SECURITY_AUDIT_ACTIONS.recoveryCodesNew]: "Made new recovery codes",
  [SECURITY_AUDIT_ACTIONS.listRead]: "Viewed a page of a list",
  [SECURITY_AUDIT_ACTIONS.emailsRead]: "Viewed the stored emails",
  "company.approve": "Approved a company",
  "company.reject": "Rejected a company",
  "company.suspend": "Suspended a company",
  "company.reinstate": "Reinstated a company",
  "document.verify": "Verified a document",
  "document.reject": "Rejected a document",
  "document.view": "Opened a document",
  "customer.view": "Viewed a customer's details",
  "customer.suspend": "Suspended a customer",
  "customer.reinstate": "Reinstated a customer",
  "customer.signin-link": "Sent a customer a sign-in link",
  "request.view": "Viewed a request",
  "admin.invite": "Invited an admin",
  "admin.invite-accepted": "Accepted an admin invitation",
  export: "Exported a list as CSV",
  "conversation.read": "Read a reported conversation",
  "conversation.report-decision": "Decided on a reported message",
  "review.publish": "Published a review",
  "review.hide": "Hid a review",
  "review.request_changes": "Asked a customer to edit a review",
  "review.flagged": "A mover flagged a review",
  "contact.view": "Read a contact message",
  "contact.reply": "Replied to a contact message",
  "contact.handled": "Marked a contact message handled",
  "contact.reopened": "Marked a contact message as waiting",
  "email.attachment": "Opened an email's attachment",
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/**
 * Issue #28: a stored mail's delivery as admins read it. "kept": the development transport (no SMTP_URL)
 * wrote it on this machine, and nothing left it.
 */
const MAIL_DELIVERIES = ["pending", "sent", "kept", "failed"] as const;
export type MailDelivery = (typeof MAIL_DELIVERIES)[number];
export const MAIL_DELIVERY_LABELS: Record<MailDelivery, string> = {
  pending: "Waiting to be sent",
  sent: "Sent",
  kept: "Kept, not sent (no SMTP configured)",
  failed: "Failed: not sent",
};
/** a stored mail's delivery and its words, from its status and whether the development transport kept it */
export function mailDelivery(row: { status: "pending" | "sent" | "failed"; kept: boolean }) {
  const delivery: MailDelivery = row.status === "sent" && row.kept ? "kept" : row.status;
  return { delivery, deliveryLabel: MAIL_DELIVERY_LABELS[delivery] };
}
