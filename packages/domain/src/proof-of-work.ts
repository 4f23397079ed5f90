// The invisible proof of work (ALTCHA) that anonymous lead intake and registration ask for: the browser
// fetches a challenge and solves it in the background while the form is filled, then sends the solution
// in a header. Shared by the API, the web app and the tests.

/** The request header that carries the solved challenge (base64 JSON: { challenge, solution }). */
export const POW_HEADER = "x-altcha";

/** Where the browser gets a challenge (under /api). */
export const POW_CHALLENGE_PATH = "/pow/challenge";

export const POW_MESSAGES = {
  /** missing, malformed, expired, already used or not solved: the browser fetches a new one and retries */
  required:
    "Your browser could not confirm this form yet (it may have been open for a long time). Please send it again.",
} as const;
