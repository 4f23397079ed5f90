// How long records that have done their work are kept before the retention job deletes them (issue #31).
// Each period is what the people who read the record need, and no more (UK GDPR's storage limitation).

/** An emailed link (sign-in, reset, confirm, cancel) or an admin invite, used or expired this long ago, is
 *  deleted: both refuse it the same way, and a week of rows answers "this link was already used" to a late click. */
export const SPENT_LINK_DAYS = 7;

/** A mail that was sent stays in the admin's mail log this long (a request's emails, /admin/emails); a mail that
 *  failed stays until an admin has seen it. */
export const SENT_MAIL_DAYS = 90;

/** A held request (never sent to movers: it waits for its emailed link) that nobody confirmed is deleted after
 *  this long. A request that was sent to movers is never deleted (it is cancelled and kept). */
export const HELD_REQUEST_DAYS = 30;
