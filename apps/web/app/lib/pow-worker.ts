// The proof of work's hashing off the page's main thread (issue #14: solving it on the main thread blocked a
// phone's page for seconds while the customer filled in the form). altcha-lib's worker protocol, with the
// browser's Web Crypto SHA (altcha-lib's own sha worker uses node:crypto). Started by lib/proof-of-work.ts.
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
