// Issue #17: the emails of a request's life after it was sent — movers found later for a request nobody
// covered, the matched movers told what the customer changed, and told it was cancelled.
import type { Lead } from "@rm/domain";
import { maskContactDetails } from "@rm/domain/contact-masking";
import { describeMoveDates } from "@rm/domain/lead-intake";
import { cancelReasonLabel } from "@rm/domain/request-lifecycle";
import { action, letter, type MailInput, type Unsubscribe } from "../mail/index.ts";

/** The outward code only: movers see the area, not the address, until they are booked. */
const area = (lead: Lead) => (lead.fromPostcode ?? lead.fromAreaCode ?? "").split(" ")[0] ?? "";
const moveName = (lead: Lead) => `${lead.typeOfMove}${area(lead) ? ` from ${area(lead)}` : ""}`;

/** A request no mover covered when it was sent has now gone to movers (the re-match job). */
export function matchedLaterNotice(c: {
  lead: Lead;
  leadId: string;
  to: string;
  firstName: string;
  companies: { name: string }[];
  appUrl: string;
  /** the recipient's account (issue #33: these emails can be switched off) */
  unsubscribe?: Unsubscribe;
}): MailInput {
  const n = c.companies.length;
  const movers = `${n} vetted ${n === 1 ? "mover" : "movers"}`;
  return letter({
    kind: "lead-matched-later",
    to: c.to,
    unsubscribe: c.unsubscribe,
    subject: "Your removal request has now been sent to movers",
    body: [
      `Hello ${c.firstName},`,
      `Good news: when you sent your removal request no vetted mover covered your move. Now ${n === 1 ? "one does" : `${n} do`}, so we have sent it to ${movers}: ${c.companies.map((x) => x.name).join(", ")}.`,
      `Move: ${c.lead.typeOfMove}\nDate: ${describeMoveDates(c.lead.startDate, c.lead.endDate) || "not given"}`,
      action(
        "See your request",
        `${c.appUrl}/client/removal-requests/${c.leadId}`,
        "Expect quotes soon. See your request and compare the quotes as they arrive:",
        { inline: true },
      ),
    ],
  });
}

/** A matched mover is told exactly what the customer changed (each line "Label: before → after"). */
export function requestChangedNotice(c: {
  lead: Lead;
  to: string;
  companyName: string;
  lines: string[];
  quoted: boolean;
  link: string;
  /** the recipient's account (issue #33: these emails can be switched off) */
  unsubscribe?: Unsubscribe;
}): MailInput {
  return letter({
    kind: "lead-changed",
    to: c.to,
    unsubscribe: c.unsubscribe,
    subject: `Removal request changed: ${moveName(c.lead)}`,
    body: [
      `Hello ${c.companyName},`,
      `The customer has changed their removal request (${moveName(c.lead)}). What changed:`,
      c.lines.map((l) => `- ${l}`).join("\n"),
      c.quoted &&
        "You quoted before this change: the customer sees your quote as based on the earlier details until you confirm it as it stands or revise it on the lead's page.",
      action("See the request", c.link, "See the request as it is now:", { inline: true }),
    ],
  });
}

/**
 * A matched mover is told the customer cancelled the request, with the reason and the customer's note (contact
 * details in it masked: the request was never booked, so the mover has none of the customer's).
 */
export function requestCancelledNotice(c: {
  lead: Lead;
  to: string;
  companyName: string;
  reason: string;
  note: string | null;
  /** the recipient's account (issue #33: these emails can be switched off) */
  unsubscribe?: Unsubscribe;
}): MailInput {
  const note = c.note ? ` (“${maskContactDetails(c.note).text}”)` : "";
  return letter({
    kind: "lead-cancelled",
    to: c.to,
    unsubscribe: c.unsubscribe,
    subject: `Removal request cancelled: ${moveName(c.lead)}`,
    body: [
      `Hello ${c.companyName},`,
      `The customer has cancelled their removal request: the ${moveName(c.lead)} move (${describeMoveDates(c.lead.startDate, c.lead.endDate) || "no date given"}).`,
      `Their reason: ${cancelReasonLabel(c.reason)}${note}.`,
      "The lead is closed in your dashboard and any quote you sent for it no longer applies. No action is needed.",
    ],
  });
}
