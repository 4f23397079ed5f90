// /api/health, /api/ready and the proof-of-work challenge the anonymous forms solve.
import { z } from "zod";
import { answered, done, responses } from "./envelope.ts";

export const systemApi = {
  "GET /health": { response: responses({ 200: done }) },
  "GET /ready": { response: responses({ 200: answered(z.object({ database: z.string() })) }) },
  /**
   * an ALTCHA v2 challenge, passed to the solver as it is: its parameters are the library's (algorithm, cost,
   * nonce, salt, key length and prefix, expiry, …) and signed with it, so they are an open map (response-schemas
   * test's exemptions)
   */
  "GET /pow/challenge": {
    response: responses({
      200: answered(z.object({ parameters: z.record(z.string(), z.unknown()), signature: z.string() })),
    }),
  },
} as const;
