// Every email a removal company gets about its account: welcome, and the vetting team's decisions on it.
// (The emails about its documents are in modules/documents.)
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

export const companyMails = {
  welcome: (c: PartnerAddressee, appUrl: string): MailInput =>
    letter({
      kind: "company-welcome",
      to: c.email,
      subject: `Welcome, ${c.name}: next, your insurance certificates`,
      body: [
        helloPartner(c),
        `Thank you for registering ${c.name} with London Removals Compare.`,
        action(
          "Upload your certificates",
          `${appUrl}/account/document-upload`,
          "Before we can send you leads we check two certificates: Goods in Transit and Public Liability insurance. Upload them (PDF, JPEG or PNG, up to 10 MB each) at:\n",
        ),
        "We usually check documents within one working day and email you as soon as your account is approved.",
      ],
      sign,
    }),
  approved: (c: PartnerAddressee & { id: string }, appUrl: string, reason?: string | null): MailInput =>
    letter({
      kind: "company-approved",
      to: c.email,
      subject: `${c.name} is approved: leads are on their way`,
      body: [
        helloPartner(c),
        `Good news: ${c.name} is now an approved partner. From now on you receive matching leads in your area for the services you offer, up to the daily and weekly maximum you set.`,
        reason && `A note from our team: ${reason}`,
        action("Open your dashboard", `${appUrl}/account/dashboard`, "Your dashboard:", {
          inline: true,
          above: "",
        }),
        `Your public profile: ${appUrl}/companies/${c.id}`,
      ],
      sign,
    }),
  rejected: (c: PartnerAddressee, reason: string): MailInput =>
    letter({
      kind: "company-rejected",
      to: c.email,
      subject: `Your application for ${c.name}`,
      body: [
        helloPartner(c),
        `We are sorry: we cannot approve ${c.name} as a partner at the moment.${reasonGiven(reason)}`,
        "If something has changed, reply to this email and we will look again.",
      ],
      sign,
    }),
  suspended: (c: PartnerAddressee, reason: string): MailInput =>
    letter({
      kind: "company-suspended",
      to: c.email,
      subject: `${c.name} is suspended`,
      body: [
        helloPartner(c),
        `We have suspended ${c.name}: you will not receive new leads and your public profile is hidden until this is resolved.${reasonGiven(reason)}`,
        "Reply to this email to talk to us about it.",
      ],
      sign,
    }),
  reinstated: (c: PartnerAddressee, reason: string): MailInput =>
    letter({
      kind: "company-reinstated",
      to: c.email,
      subject: `${c.name} is reinstated`,
      body: [
        helloPartner(c),
        `${c.name} is active again: you will receive matching leads and your public profile is back.${reasonGiven(reason)}`,
      ],
      sign,
    }),
};
