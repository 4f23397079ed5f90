// Issue #13 (docs/README.md#issues): the invisible proof of work the anonymous forms send (ALTCHA v2, solved here with altcha-lib
// and the browser's Web Crypto). A challenge is fetched and solved in the background while the form is
// filled (`prepareProof`); sending takes the solution (`takeProof`) and starts on the next one. Nothing to
// see or click: it costs the browser about a second of hashing, and a script sending hundreds far more.
import { POW_CHALLENGE_PATH, POW_HEADER, POW_MESSAGES } from "@rm/domain/proof-of-work";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

interface Prepared {
  expiresAt: number;
  proof: Promise<string | null>;
}

let prepared: Prepared | null = null;

async function fetchAndSolve(): Promise<string | null> {
  try {
    const res = await fetch(`/api${POW_CHALLENGE_PATH}`, { credentials: "same-origin", cache: "no-store" });
    const body = (await res.json()) as { data?: Challenge };
    const challenge = body.data;
    if (!res.ok || !challenge) return null;
    const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
  } catch {
    return null;
  }
}

/** Starts getting a solved challenge in the background (once; again when the last one is near expiry). */
export function prepareProof(): void {
  if (typeof window === "undefined") return;
  // challenges last 30 minutes: a form left open longer gets a fresh one
  if (prepared && prepared.expiresAt > Date.now() + 60_000) return;
  prepared = { expiresAt: Date.now() + 29 * 60_000, proof: fetchAndSolve() };
}

/** The header to send with the form (each solution is accepted once); prepares the next one. */
export async function takeProof(): Promise<Record<string, string>> {
  prepareProof();
  const proof = await prepared!.proof;
  prepared = null;
  prepareProof();
  return proof ? { [POW_HEADER]: proof } : {};
}

/** True when the API asked for a (new) proof: the caller takes one and sends again, once. */
export const needsNewProof = (res: { status: boolean; message?: string }) =>
  !res.status && res.message === POW_MESSAGES.required;
