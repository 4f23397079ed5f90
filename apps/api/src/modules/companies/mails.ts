// Every email a removal company gets about its account: welcome, and the vetting team's decisions on it.
// (The emails about its documents are in modules/documents.)
import {
  helloPartner,
  type MailInput,
  PARTNER_SIGN,
  type PartnerAddressee,
  reasonGiven,
} from "../mail/index.ts";

export const companyMails = {
  welcome: (c: PartnerAddressee, appUrl: string): MailInput => ({
    kind: "company-welcome",
    to: c.email,
    subject: `Welcome, ${c.name}: next, your insurance certificates`,
    text: `${helloPartner(c)}Thank you for registering ${c.name} with London Removals Compare.\n\nBefore we can send you leads we check two certificates: Goods in Transit and Public Liability insurance. Upload them (PDF, JPEG or PNG, up to 10 MB each) at:\n\n${appUrl}/account/document-upload\n\nWe usually check documents within one working day and email you as soon as your account is approved.${PARTNER_SIGN}`,
  }),
  approved: (c: PartnerAddressee & { id: string }, appUrl: string, reason?: string | null): MailInput => ({
    kind: "company-approved",
    to: c.email,
    subject: `${c.name} is approved: leads are on their way`,
    text: `${helloPartner(c)}Good news: ${c.name} is now an approved partner. From now on you receive matching leads in your area for the services you offer, up to the daily and weekly maximum you set.${reason ? `\n\nA note from our team: ${reason}` : ""}\n\nYour dashboard: ${appUrl}/account/dashboard\nYour public profile: ${appUrl}/companies/${c.id}${PARTNER_SIGN}`,
  }),
  rejected: (c: PartnerAddressee, reason: string): MailInput => ({
    kind: "company-rejected",
    to: c.email,
    subject: `Your application for ${c.name}`,
    text: `${helloPartner(c)}We are sorry: we cannot approve ${c.name} as a partner at the moment.${reasonGiven(reason)}\n\nIf something has changed, reply to this email and we will look again.${PARTNER_SIGN}`,
  }),
  suspended: (c: PartnerAddressee, reason: string): MailInput => ({
    kind: "company-suspended",
    to: c.email,
    subject: `${c.name} is suspended`,
    text: `${helloPartner(c)}We have suspended ${c.name}: you will not receive new leads and your public profile is hidden until this is resolved.${reasonGiven(reason)}\n\nReply to this email to talk to us about it.${PARTNER_SIGN}`,
  }),
  reinstated: (c: PartnerAddressee, reason: string): MailInput => ({
    kind: "company-reinstated",
    to: c.email,
    subject: `${c.name} is reinstated`,
    text: `${helloPartner(c)}${c.name} is active again: you will receive matching leads and your public profile is back.${reasonGiven(reason)}${PARTNER_SIGN}`,
  }),
};
