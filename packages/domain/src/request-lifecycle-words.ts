// The words of changing and cancelling a request without zod (the customer's and the mover's pages show them and
// load no schema: docs/decisions/054-wizard-without-zod.md). request-lifecycle.ts re-exports them with the
// bodies' schemas.

/** The longest note a customer may give with a cancellation. */
export const CANCEL_NOTE_MAX = 500;

export const LIFECYCLE_MESSAGES = {
  /** the toast after sending when no mover was matched (never "sent to nearby companies") */
  keptNoMatch:
    "Your request is saved. No vetted mover covers this move yet: we will send it as soon as one does.",
  registeredKeptNoMatch:
    "Your request is saved: no vetted mover covers this move yet, and we will send it as soon as one does. To finish registering, open the link we have emailed you: your password works from then on.",
  requestNotFound: "We could not find this request. It may have been cancelled, or it is not yours.",
  notOpen: "This request can no longer be changed: it is booked, closed or cancelled.",
  onlyTheseFields:
    "Only the move's date, address details, property, floor and lift, services and description can be changed. To move from or to another postcode, send a new request.",
  changesMissing: "Send the changes as a JSON object.",
  nothingChanged: "Nothing was changed: the request already says that.",
  updated: (movers: number) =>
    movers === 0
      ? "Your request is updated."
      : `Your request is updated and ${movers === 1 ? "the mover" : `the ${movers} movers`} who received it ${movers === 1 ? "has" : "have"} been told what changed.`,
  reasonRequired: "Choose why you are cancelling",
  noteForOther: "Tell us in a few words why you are cancelling",
  noteTooLong: `Keep the note to ${CANCEL_NOTE_MAX} characters`,
  noteNotText: "Write the note as text",
  cancelled: "Your request is cancelled. The movers who received it have been told.",
  /** on a quote sent before the customer changed the move */
  earlierDetails:
    "Based on the earlier details of your move: the mover has not yet confirmed or revised this quote since you changed it.",
  /** on the mover's lead page, beside the quote they sent before the change */
  earlierDetailsForMover:
    "The customer changed the move after you quoted. Confirm your quote as it stands, or revise it.",
  /** on the mover's lead page, above the move, when the customer changed it after it reached them */
  changedHeading: (when: string) => `The customer changed this move on ${when}`,
  quoteConfirmed: "Your quote is confirmed for the changed move.",
  quoteNotEarlier: "This quote already matches the move as it stands now.",
} as const;

/** Why a customer cancels (the order the form shows them in); "Other" needs a note (cancelRequestSchema). */
export const CANCEL_REASONS = [
  { value: "moved-elsewhere", label: "I am moving somewhere else" },
  { value: "found-mover-outside", label: "I found a mover outside this site" },
  { value: "plans-changed", label: "My plans changed" },
  { value: "duplicate", label: "Sent by mistake / duplicate" },
  { value: "other", label: "Other" },
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number]["value"];
export const cancelReasonLabel = (v: string | null | undefined) =>
  CANCEL_REASONS.find((r) => r.value === v)?.label ?? "Not given";
