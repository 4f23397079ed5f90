// What a page says when the server or the browser could not do all of its work (issue #28): the page a busy
// server sends instead of rendering one (apps/api/src/web/shedding.ts, drawn by apps/web's root error
// boundary), and the banner a page shows when part of its JavaScript or styles did not load
// (apps/web/app/lib/load-failure.ts).

/** the HTML 503 page of a shed page request, sent with Retry-After */
export const BUSY_PAGE = {
  title: "We're very busy right now",
  heading: "We're very busy right now",
  detail:
    "So many people are using the site just now that we could not load this page. Please try again in a minute.",
  /** a form sent to a shed page was not received */
  nothingSaved: "If you were sending a form, nothing was saved yet: send it again when the page is back.",
  reload: "Reload the page",
} as const;

/** the banner a page shows when one of its scripts or stylesheets failed to load */
export const LOAD_FAILED = {
  text: "Part of this page didn't load.",
  reload: "Reload the page",
} as const;

/** what a form sent without its script (a plain form post) may be told besides the API's own answers */
export const PLAIN_FORM_MESSAGES = {
  /** the body was not the page's own form (another type, far too long) */
  unreadable: "We could not read what was sent. Reload the page and try again.",
  /** a password accepted for an account that also signs in with a code, which the page's script asks for */
  codeNeedsScript:
    "Your account also asks for a code from your authenticator app, and that step needs this page's script. Reload the page and log in again.",
} as const;
