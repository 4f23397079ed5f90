// Issue #33: the words of a mover's new-lead text — the move, its postcodes and day, and the short link to the
// lead's page (sign-in needed: it opens that one page and nothing else).
import { placeCode } from "@rm/domain/postcode";
import { plainText, textLink, textWords } from "@rm/domain/texts";

export interface LeadForText {
  typeOfMove: string;
  fromPostcode?: string | null;
  fromCity?: string | null;
  toPostcode?: string | null;
  toCity?: string | null;
  moveDate: string | null;
}

/** The new-lead text for `leadId` (the same words for every company it is sent to). */
export function newLeadText(appUrl: string, leadId: string, lead: LeadForText): string {
  // the outward code only ("SE16"): the full address is the customer's until they book
  const outward = (p?: string | null) => placeCode(p).split(" ")[0] ?? "";
  const from = outward(lead.fromPostcode) || outward(lead.fromCity) || "London";
  const to = outward(lead.toPostcode) || outward(lead.toCity);
  const route = to ? `${from} to ${to}` : from;
  return plainText(textWords.newLead(lead.typeOfMove, route, lead.moveDate, textLink(appUrl, leadId)));
}
