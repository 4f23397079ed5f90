// Issue #17: the toast of a request sent when no vetted mover covers the move yet (kept, sent later by the
// re-match job) instead of the spec's "Your lead has been sent to nearby companies".
import { LEAD_TOASTS } from "@rm/domain";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";

export const keptToast = (sent: string): string =>
  sent === LEAD_TOASTS.registeredAndLeadSent
    ? LIFECYCLE_MESSAGES.registeredKeptNoMatch
    : LIFECYCLE_MESSAGES.keptNoMatch;
