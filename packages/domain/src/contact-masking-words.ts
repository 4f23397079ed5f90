// The words of contact masking (issue #15), apart from contact-masking.ts and its rules (masking/*), so that a
// page showing a masked message carries these words alone (issue #34: the rules' word lists, built at load,
// cannot be dropped from a bundle that imports the module); contact-masking.ts re-exports them.

export const CONTACT_PLACEHOLDER = "[contact details are shared when you book]";

/** The one line the sender reads under a message of theirs that was masked. */
export const CONTACT_MASKED_NOTE =
  "Phone numbers, email addresses and links are hidden until the customer books. They are shared automatically then.";
