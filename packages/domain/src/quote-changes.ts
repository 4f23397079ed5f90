// Issue #29 item 15: how often one company may change its quote for one request, whichever way it does it
// (sending, editing, withdrawing, sending again), and how the customer's emails about it are folded together,
// so that no mover can flood a customer's inbox (each quote email carries a fresh sign-in link).

export const QUOTE_CHANGE_LIMITS = {
  /** sends, edits and withdrawals of one company's quote for one request in 24 hours */
  changesPerRequestPerDay: 12,
  /**
   * A customer hears about one company's quote at most once in this many minutes: a change made sooner is
   * emailed when the quiet time is over, and a later change before then replaces that waiting email (the
   * customer reads the latest state once).
   */
  mailQuietMinutes: 10,
} as const;

export const QUOTE_CHANGE_MESSAGES = {
  changesPerDay: `You have changed your quote for this move ${QUOTE_CHANGE_LIMITS.changesPerRequestPerDay} times today, the most we allow in a day so that the customer is not flooded with emails. You can change it again tomorrow; to tell the customer something now, send them a message.`,
} as const;
