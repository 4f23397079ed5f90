// Every email about a company's insurance and membership documents: one for the vetting team when a document
// arrives, and the company's own (verified, not accepted, about to expire).
import { DOCUMENT_KIND_LABELS, type DocumentKind, formatLongDate } from "@rm/domain/company";
import {
  action,
  helloPartner,
  letter,
  type MailInput,
  PARTNER_SIGN_LINE,
  type PartnerAddressee,
  reasonGiven,
} from "../mail/index.ts";

const sign = PARTNER_SIGN_LINE;
const upload = (appUrl: string, lead: string) =>
  action("Upload a certificate", `${appUrl}/account/document-upload`, lead);

export const documentMails = {
  documentForReview: (
    teamEmail: string,
    companyName: string,
    kind: DocumentKind,
    appUrl: string,
  ): MailInput =>
    letter({
      kind: "admin-document-received",
      to: teamEmail,
      subject: `To check: ${DOCUMENT_KIND_LABELS[kind]} from ${companyName}`,
      body: [
        action(
          "Open the vetting queue",
          `${appUrl}/admin`,
          `${companyName} uploaded a ${DOCUMENT_KIND_LABELS[kind]} document. Review it in the vetting queue:\n`,
        ),
      ],
      sign,
    }),
  documentVerified: (c: PartnerAddressee, kind: DocumentKind, expiresOn: string): MailInput =>
    letter({
      kind: "company-document-verified",
      to: c.email,
      subject: `${DOCUMENT_KIND_LABELS[kind]} verified`,
      body: [
        helloPartner(c),
        `We have verified your ${DOCUMENT_KIND_LABELS[kind]} document. It is valid until ${formatLongDate(expiresOn)}; we will remind you 30 and 7 days before then.`,
      ],
      sign,
    }),
  documentRejected: (c: PartnerAddressee, kind: DocumentKind, reason: string, appUrl: string): MailInput =>
    letter({
      kind: "company-document-rejected",
      to: c.email,
      subject: `We could not accept your ${DOCUMENT_KIND_LABELS[kind]} document`,
      body: [
        helloPartner(c),
        `We could not accept the ${DOCUMENT_KIND_LABELS[kind]} document you uploaded.${reasonGiven(reason)}`,
        {
          ...upload(appUrl, "Please upload a corrected document at"),
          inline: true,
          above: "Please upload a corrected document.",
        },
      ],
      sign,
    }),
  expiryReminder: (
    c: PartnerAddressee,
    kind: DocumentKind,
    expiresOn: string,
    days: number,
    appUrl: string,
  ): MailInput =>
    letter({
      kind: "company-document-expiring",
      to: c.email,
      subject: `Your ${DOCUMENT_KIND_LABELS[kind]} expires ${days === 0 ? "today" : days === 1 ? "tomorrow" : `in ${days} days`}`,
      body: [
        helloPartner(c),
        upload(
          appUrl,
          `Your ${DOCUMENT_KIND_LABELS[kind]} certificate expires on ${formatLongDate(expiresOn)}. Leads stop automatically when Goods in Transit or Public Liability cover has expired, so please upload the renewed certificate before then:\n`,
        ),
      ],
      sign,
    }),
};
