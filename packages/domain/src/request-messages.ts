// What the API answers when a request itself is refused, whatever the route: the page it came from, or a
// value the database cannot hold.
export const REQUEST_MESSAGES = {
  /** a non-GET request with a cookie whose Origin is another site, "null" or not an origin at all */
  crossSite:
    "This request did not come from our own pages, so it was refused. Reload the page and try again.",
  /** a value PostgreSQL refuses (a NUL byte, an impossible number or date) that no form rule caught */
  badValue: "Some of the values sent cannot be stored. Check what you typed and try again.",
  /** the database is restarting, unreachable or too slow (503 with Retry-After): nothing was saved */
  unavailable:
    "We could not reach our records just now, so nothing was saved. Please try again in a few seconds.",
  /** issue #31: the file store (S3) cannot be reached (503 with Retry-After): the upload was not kept */
  filesUnavailable:
    "We could not store or open files just now, so your file was not saved. Please try again in a minute.",
  /** the server is too busy to take the request (503 with Retry-After) */
  busy: "We are very busy just now. Please try again in a few seconds.",
} as const;
