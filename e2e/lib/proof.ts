// Issue #13 (docs/README.md#issues): anonymous lead intake and registration need a solved proof-of-work challenge. The browser
// solves it itself (apps/web/app/lib/proof-of-work.ts); a test that calls the API directly gets one here,
// as the browser does (the e2e app runs with a small POW_MAX_NUMBER).
import { POW_CHALLENGE_PATH, POW_HEADER } from "@rm/domain/proof-of-work";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { BASE } from "./browser.ts";

/** The header for one request (each solution is accepted once). */
export async function proofHeader(): Promise<Record<string, string>> {
  const res = await fetch(`${BASE}/api${POW_CHALLENGE_PATH}`);
  const challenge = ((await res.json()) as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("proof-of-work challenge not solved");
  return { [POW_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString("base64") };
}
