// How much of a failure's output `npm test` repeats at its end (scripts/vitest-summary.ts for a failed test,
// scripts/test.mjs for the e2e run): its last characters — enough for an assertion's message, its expected and
// actual values and the stack, short enough that the log's end still shows every failure.
const FAILURE_TAIL_CHARS = 6000;

/** the end of `text`, at most FAILURE_TAIL_CHARS characters, starting with … when cut */
export const failureTail = (text) =>
  text.length > FAILURE_TAIL_CHARS ? `…${text.slice(-FAILURE_TAIL_CHARS)}` : text;
