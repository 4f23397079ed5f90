// The greeting, the reason line and the signature every email to a removal company shares.
export interface PartnerAddressee {
  email: string;
  contactName: string;
  name: string;
}
export const PARTNER_SIGN = "\n\nLondon Removals Compare — partner support";
export const helloPartner = (c: PartnerAddressee) =>
  `Hello ${c.contactName.split(" ")[0] || c.contactName},\n\n`;
export const reasonGiven = (reason?: string | null) =>
  reason ? `\n\nThe reason we were given: ${reason}` : "";
