// Every email a removal company (or the vetting team) gets about onboarding and vetting.
import { DOCUMENT_KIND_LABELS, type DocumentKind, formatLongDate } from "@rm/domain/company";
import type { MailInput } from "../mail/outbox.ts";

const sign = "\n\nLondon Removals Compare — partner support";

interface To {
  email: string;
  contactName: string;
  name: string;
}
const hello = (c: To) => `Hello ${c.contactName.split(" ")[0] || c.contactName},\n\n`;
const because = (reason?: string | null) => (reason ? `\n\nThe reason we were given: ${reason}` : "");

export const companyMails = {
  welcome: (c: To, appUrl: string): MailInput => ({
    kind: "company-welcome",
    to: c.email,
    subject: `Welcome, ${c.name}: next, your insurance certificates`,
    text: `${hello(c)}Thank you for registering ${c.name} with London Removals Compare.\n\nBefore we can send you leads we check two certificates: Goods in Transit and Public Liability insurance. Upload them (PDF, JPEG or PNG, up to 10 MB each) at:\n\n${appUrl}/account/document-upload\n\nWe usually check documents within one working day and email you as soon as your account is approved.${sign}`,
  }),
  documentForReview: (teamEmail: string, companyName: string, kind: DocumentKind, appUrl: string) => ({
    kind: "admin-document-received",
    to: teamEmail,
    subject: `To check: ${DOCUMENT_KIND_LABELS[kind]} from ${companyName}`,
    text: `${companyName} uploaded a ${DOCUMENT_KIND_LABELS[kind]} document. Review it in the vetting queue:\n\n${appUrl}/admin${sign}`,
  }),
  documentVerified: (c: To, kind: DocumentKind, expiresOn: string): MailInput => ({
    kind: "company-document-verified",
    to: c.email,
    subject: `${DOCUMENT_KIND_LABELS[kind]} verified`,
    text: `${hello(c)}We have verified your ${DOCUMENT_KIND_LABELS[kind]} document. It is valid until ${formatLongDate(expiresOn)}; we will remind you 30 and 7 days before then.${sign}`,
  }),
  documentRejected: (c: To, kind: DocumentKind, reason: string, appUrl: string): MailInput => ({
    kind: "company-document-rejected",
    to: c.email,
    subject: `We could not accept your ${DOCUMENT_KIND_LABELS[kind]} document`,
    text: `${hello(c)}We could not accept the ${DOCUMENT_KIND_LABELS[kind]} document you uploaded.${because(reason)}\n\nPlease upload a corrected document at ${appUrl}/account/document-upload${sign}`,
  }),
  approved: (c: To & { id: string }, appUrl: string, reason?: string | null): MailInput => ({
    kind: "company-approved",
    to: c.email,
    subject: `${c.name} is approved: leads are on their way`,
    text: `${hello(c)}Good news: ${c.name} is now an approved partner. From now on you receive matching leads in your area for the services you offer, up to the daily and weekly maximum you set.${reason ? `\n\nA note from our team: ${reason}` : ""}\n\nYour dashboard: ${appUrl}/account/dashboard\nYour public profile: ${appUrl}/companies/${c.id}${sign}`,
  }),
  rejected: (c: To, reason: string): MailInput => ({
    kind: "company-rejected",
    to: c.email,
    subject: `Your application for ${c.name}`,
    text: `${hello(c)}We are sorry: we cannot approve ${c.name} as a partner at the moment.${because(reason)}\n\nIf something has changed, reply to this email and we will look again.${sign}`,
  }),
  suspended: (c: To, reason: string): MailInput => ({
    kind: "company-suspended",
    to: c.email,
    subject: `${c.name} is suspended`,
    text: `${hello(c)}We have suspended ${c.name}: you will not receive new leads and your public profile is hidden until this is resolved.${because(reason)}\n\nReply to this email to talk to us about it.${sign}`,
  }),
  reinstated: (c: To, reason: string): MailInput => ({
    kind: "company-reinstated",
    to: c.email,
    subject: `${c.name} is reinstated`,
    text: `${hello(c)}${c.name} is active again: you will receive matching leads and your public profile is back.${because(reason)}${sign}`,
  }),
  expiryReminder: (
    c: To,
    kind: DocumentKind,
    expiresOn: string,
    days: number,
    appUrl: string,
  ): MailInput => ({
    kind: "company-document-expiring",
    to: c.email,
    subject: `Your ${DOCUMENT_KIND_LABELS[kind]} expires ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}`,
    text: `${hello(c)}Your ${DOCUMENT_KIND_LABELS[kind]} certificate expires on ${formatLongDate(expiresOn)}. Leads stop automatically when Goods in Transit or Public Liability cover has expired, so please upload the renewed certificate before then:\n\n${appUrl}/account/document-upload${sign}`,
  }),
};
