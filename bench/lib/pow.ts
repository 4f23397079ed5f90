// Issue #13 (docs/README.md#issues): anonymous lead intake needs a solved proof-of-work challenge per request. The bench starts
// the app with a proof-of-work secret it chose and the smallest POW_MAX_NUMBER, so it can make and solve
// the challenges itself before the load (as the operator, who holds the secret): the load then measures
// the server's real check of each proof, without the bench's solving in the timed part.
import { randomBytes } from "node:crypto";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { encodeProof, newChallenge } from "../../apps/api/src/modules/abuse/index.ts";

const BENCH_POW = { secret: randomBytes(32).toString("hex"), maxNumber: 1 };
/** production on PostgreSQL needs one (issue #31); each bench run has a database of its own */
const BENCH_ENCRYPTION_KEY = randomBytes(32).toString("hex");

/** The environment the bench gives the app for its proofs (and the encryption key production requires). */
export const benchPowEnv = () => ({
  ENCRYPTION_KEY: BENCH_ENCRYPTION_KEY,
  POW_HMAC_SECRET: BENCH_POW.secret,
  POW_MAX_NUMBER: String(BENCH_POW.maxNumber),
});

/** `n` solved challenges (header values), each good for one request within 30 minutes. */
export async function mintProofs(n: number): Promise<string[]> {
  const out: string[] = [];
  while (out.length < n) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(500, n - out.length) }, async () => {
        const challenge = await newChallenge(BENCH_POW);
        const solution = await solveChallenge({ challenge, deriveKey });
        if (!solution) throw new Error("bench: a proof-of-work challenge was not solved");
        return encodeProof(challenge, solution);
      }),
    );
    out.push(...batch);
  }
  return out;
}
