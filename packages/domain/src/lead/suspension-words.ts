// The parking suspension's words and numbers (issue #34): apart from ./councils.ts, so the customer's request page
// (apps/web features/requests/suspension-links.tsx) shows its box without downloading the boroughs' table.

/** Usually about two weeks: London councils ask for 10 working days or more. */
export const SUSPENSION_LEAD_DAYS = 14;

/** the reminder email goes this many days before the move: the usual two weeks councils ask for */
export const SUSPENSION_REMINDER_DAYS = SUSPENSION_LEAD_DAYS;

export interface SuspensionLink {
  end: "from" | "to";
  /** the council's official name, "London Borough of Southwark" (./councils-names.ts); null outside London */
  council: string | null;
  url: string;
  /** the link's words: "London Borough of Camden: parking suspensions", "London Borough of Southwark's website" */
  linkText: string;
  /** "Moving out: apply to the London Borough of Camden for a parking suspension. The notice it asks for: …" */
  line: string;
}

/** the customer's request page's box (apps/web features/requests/suspension-links.tsx) */
export const SUSPENSION_WORDS = {
  heading: "Apply for your parking suspension",
  intro: `You apply yourself: your movers cannot do it for you. We will email you a reminder ${SUSPENSION_REMINDER_DAYS} days before the move.`,
} as const;
