// The words of the emails a new lead sends: the customer's confirmation and each matched mover's notice.
import { describeMoveDates, SIGNIN_LINK_DAYS } from "@rm/domain/lead-intake";
import type { Lead } from "@rm/domain";
import type { MailInput } from "../mail/outbox.ts";

const sign = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";

function from(lead: Lead): string {
  return lead.fromPostcode ?? lead.fromAreaCode ?? "";
}

function to(lead: Lead): string {
  if (lead.toCountry) return lead.toCountry;
  return lead.toPostcode ?? "";
}

/** The outward part only: movers see the area, not the customer's exact address, until they quote. */
function area(postcode: string): string {
  return postcode.split(" ")[0] ?? postcode;
}

function summary(lead: Lead, forMover: boolean): string[] {
  const fromText = forMover ? area(from(lead)) : [lead.fromAddress, from(lead)].filter(Boolean).join(", ");
  const toText = forMover && lead.toPostcode ? area(lead.toPostcode) : to(lead);
  const lines = [`Move: ${lead.typeOfMove}`, `From: ${fromText || "not given"}`];
  if (toText) lines.push(`To: ${toText}`);
  lines.push(`Date: ${describeMoveDates(lead.startDate, lead.endDate)}`);
  if (lead.preferredTime) lines.push(`Preferred time: ${lead.preferredTime}`);
  if (lead.fromBedrooms) lines.push(`Bedrooms: ${lead.fromBedrooms}`);
  if (lead.fromStorageSize) lines.push(`Storage size: ${lead.fromStorageSize} sq ft`);
  if (lead.fromStorageDuration) lines.push(`Storage for: ${lead.fromStorageDuration}`);
  if (lead.additionalServices.length) lines.push(`Extras: ${lead.additionalServices.join(", ")}`);
  if (lead.description) lines.push(`Notes: ${lead.description}`);
  return lines;
}

export interface ConfirmationInput {
  lead: Lead;
  leadId: string;
  to: string;
  firstName: string;
  companies: { name: string }[];
  appUrl: string;
  /** D8: a single-use sign-in link for a customer without a password */
  signinUrl?: string;
}

export function leadConfirmation(c: ConfirmationInput): MailInput {
  const requestUrl = `${c.appUrl}/client/removal-requests?showModal=true&lead=${c.leadId}`;
  const matched = c.companies.length
    ? `We have sent it to ${c.companies.length} nearby ${c.companies.length === 1 ? "mover" : "movers"}: ${c.companies.map((x) => x.name).join(", ")}. Expect quotes soon, often within hours.`
    : "We have not found available movers near you yet. We will email you as soon as nearby movers are matched.";
  const signin = c.signinUrl
    ? `\n\nSee your request and its quotes on any device with this single-use sign-in link (it works for ${SIGNIN_LINK_DAYS} days):\n${c.signinUrl}\n\nTo keep your results for good, set a password at ${c.appUrl}/forgot-password.`
    : `\n\nSee your request and its quotes: ${requestUrl}`;
  return {
    kind: "lead-confirmation",
    to: c.to,
    subject: "Your removal request has been sent",
    text: `Hello ${c.firstName},\n\nThank you for your removal request.\n\n${summary(c.lead, false).join("\n")}\n\n${matched}${signin}\n\nIt is free, with no obligation: compare the quotes and book directly with the mover you choose.${sign}`,
  };
}

export function newLeadNotice(c: { lead: Lead; to: string; companyName: string; appUrl: string }): MailInput {
  const where = area(from(c.lead));
  return {
    kind: "lead-new",
    to: c.to,
    subject: `New removal lead: ${c.lead.typeOfMove}${where ? ` from ${where}` : ""}`,
    text: `Hello ${c.companyName},\n\nA customer near you is looking for a mover.\n\n${summary(c.lead, true).join("\n")}\n\nOpen your dashboard to see the request and send a quote: ${c.appUrl}/account/dashboard${sign}`,
  };
}
