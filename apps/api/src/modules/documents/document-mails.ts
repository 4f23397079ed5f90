// Every email about a company's insurance and membership documents: one for the vetting team when a document
// arrives, and the company's own (verified, not accepted, about to expire).
import { DOCUMENT_KIND_LABELS, type DocumentKind, formatLongDate } from "@rm/domain/company";
import {
  helloPartner,
  type MailInput,
  PARTNER_SIGN,
  type PartnerAddressee,
  reasonGiven,
} from "../mail/index.ts";

export const documentMails = {
  documentForReview: (teamEmail: string, companyName: string, kind: DocumentKind, appUrl: string) => ({
    kind: "admin-document-received",
    to: teamEmail,
    subject: `To check: ${DOCUMENT_KIND_LABELS[kind]} from ${companyName}`,
    text: `${companyName} uploaded a ${DOCUMENT_KIND_LABELS[kind]} document. Review it in the vetting queue:\n\n${appUrl}/admin${PARTNER_SIGN}`,
  }),
  documentVerified: (c: PartnerAddressee, kind: DocumentKind, expiresOn: string): MailInput => ({
    kind: "company-document-verified",
    to: c.email,
    subject: `${DOCUMENT_KIND_LABELS[kind]} verified`,
    text: `${helloPartner(c)}We have verified your ${DOCUMENT_KIND_LABELS[kind]} document. It is valid until ${formatLongDate(expiresOn)}; we will remind you 30 and 7 days before then.${PARTNER_SIGN}`,
  }),
  documentRejected: (c: PartnerAddressee, kind: DocumentKind, reason: string, appUrl: string): MailInput => ({
    kind: "company-document-rejected",
    to: c.email,
    subject: `We could not accept your ${DOCUMENT_KIND_LABELS[kind]} document`,
    text: `${helloPartner(c)}We could not accept the ${DOCUMENT_KIND_LABELS[kind]} document you uploaded.${reasonGiven(reason)}\n\nPlease upload a corrected document at ${appUrl}/account/document-upload${PARTNER_SIGN}`,
  }),
  expiryReminder: (
    c: PartnerAddressee,
    kind: DocumentKind,
    expiresOn: string,
    days: number,
    appUrl: string,
  ): MailInput => ({
    kind: "company-document-expiring",
    to: c.email,
    subject: `Your ${DOCUMENT_KIND_LABELS[kind]} expires ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}`,
    text: `${helloPartner(c)}Your ${DOCUMENT_KIND_LABELS[kind]} certificate expires on ${formatLongDate(expiresOn)}. Leads stop automatically when Goods in Transit or Public Liability cover has expired, so please upload the renewed certificate before then:\n\n${appUrl}/account/document-upload${PARTNER_SIGN}`,
  }),
};
