// Issue #33: a request's emails with sample data (the admins' preview and the spam test): one house move,
// as the wizard would store it.
import type { Lead } from "@rm/domain";
import { inventoryPreset } from "@rm/domain/inventory";
import { makeLeadSchemas } from "@rm/domain/lead/schemas";
import { type MailSample, SAMPLE } from "../mail/index.ts";
import {
  heldConfirmation,
  leadConfirmation,
  leadWithdrawnNotice,
  newLeadNotice,
  notAClientNotice,
} from "./lead-mails.ts";
import { matchedLaterNotice, requestCancelledNotice, requestChangedNotice } from "./lifecycle-mails.ts";
import { suspensionLinks } from "@rm/domain/lead/councils";
import { suspensionReminder } from "./suspension-reminders.ts";

const LEAD_ID = "5d1f0c3a-2b4e-4f6a-8c7d-9e0f1a2b3c4d";

/** parsed when a preview is asked for, not when the module loads */
const sampleLead = (): Lead =>
  makeLeadSchemas({ today: "2026-12-03" }).leadSchema.parse({
    typeOfMove: "House/Flat Removals",
    fromCity: "SW1A 2AA",
    fromAddress: "10 Downing Street, London",
    fromPropertyType: "Apartment",
    fromBedrooms: "2",
    fromFloor: "3",
    fromLift: "yes",
    toCity: "E1 6AN",
    toAddress: "Flat 1, Spital House, 14 Middlesex Street",
    toPropertyType: "Apartment",
    toBedrooms: "3",
    toFloor: "1",
    toLift: "no",
    additionalServices: ["Packing services"],
    dateType: "specific",
    startDate: "2026-12-19",
    endDate: "",
    preferredTime: "morning",
    description: "A piano on the second floor, and a sofa that only just fits the stairs.",
    payingForMove: "Self paid",
    // issue #32: the list of what is moving (a typical 2-bed flat's, with a piano)
    inventory: { ...inventoryPreset("Apartment", "2"), piano: 1 },
  });

export const requestMailSamples = (appUrl: string): MailSample[] => {
  const lead = sampleLead();
  const { email, firstName } = SAMPLE.customer;
  const companies = [{ name: SAMPLE.company.name }, { name: "Bow Bells Moving" }, { name: "Kew Crew" }];
  const cancelUrl = SAMPLE.tokenLink(appUrl, "/requests/cancel");
  const company = { to: SAMPLE.company.email, companyName: SAMPLE.company.name };
  return [
    {
      name: "Request: confirmation",
      mail: leadConfirmation({ lead, leadId: LEAD_ID, to: email, firstName, companies, appUrl, cancelUrl }),
    },
    {
      name: "Request: confirmation (no account password)",
      mail: leadConfirmation({
        lead,
        leadId: LEAD_ID,
        to: email,
        firstName,
        companies,
        appUrl,
        cancelUrl,
        signinUrl: SAMPLE.tokenLink(appUrl, "/account/signin"),
      }),
    },
    {
      name: "Request: saved, no mover yet",
      mail: leadConfirmation({
        lead,
        leadId: LEAD_ID,
        to: email,
        firstName,
        companies: [],
        appUrl,
        cancelUrl,
      }),
    },
    {
      name: "Request: new lead (mover)",
      mail: newLeadNotice({
        lead,
        leadId: LEAD_ID,
        ...company,
        appUrl,
        userId: SAMPLE.company.userId,
        photos: 2,
      }),
    },
    {
      name: "Request: please confirm (held)",
      mail: heldConfirmation({
        lead,
        to: email,
        confirmUrl: SAMPLE.tokenLink(appUrl, "/requests/confirm"),
        cancelUrl,
      }),
    },
    {
      name: "Request: withdrawn (mover)",
      mail: leadWithdrawnNotice({ lead, ...company, unsubscribe: SAMPLE.unsubscribe(appUrl, "company") }),
    },
    { name: "Request: sent with a business address", mail: notAClientNotice(email, appUrl) },
    {
      name: "Request: movers found later",
      mail: matchedLaterNotice({
        lead,
        leadId: LEAD_ID,
        to: email,
        firstName,
        companies,
        appUrl,
        unsubscribe: SAMPLE.unsubscribe(appUrl),
      }),
    },
    {
      name: "Request: changed (mover)",
      mail: requestChangedNotice({
        lead,
        ...company,
        lines: ["Date: Saturday 19 December 2026 → Sunday 20 December 2026", "Floor (to): 1st → 2nd"],
        quoted: true,
        unsubscribe: SAMPLE.unsubscribe(appUrl, "company"),
        link: `${appUrl}/account/dashboard/leads/${LEAD_ID}`,
      }),
    },
    {
      name: "Request: apply for a parking suspension",
      mail: suspensionReminder({
        to: email,
        firstName,
        dateLabel: "Saturday 19 December 2026",
        links: suspensionLinks(
          lead.typeOfMove,
          { from: "suspension", to: "suspension" },
          { from: "SW11 1AA", to: "E1 6AN" },
        ),
        requestUrl: `${appUrl}/client/removal-requests/${LEAD_ID}`,
        unsubscribe: SAMPLE.unsubscribe(appUrl),
      }),
    },
    {
      name: "Request: cancelled (mover)",
      mail: requestCancelledNotice({
        unsubscribe: SAMPLE.unsubscribe(appUrl, "company"),
        lead,
        ...company,
        reason: "plans-changed",
        note: "We are staying put for now.",
      }),
    },
  ];
};
