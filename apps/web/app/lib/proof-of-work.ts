// Issue #13 (docs/README.md#issues): the invisible proof of work the anonymous forms send (ALTCHA v2, solved here with altcha-lib
// and the browser's Web Crypto). A challenge is fetched and solved in the background while the form is
// filled (`prepareProof`); sending takes the solution (`takeProof`) and starts on the next one. Nothing to
// see or click: it costs the browser about a second of hashing, and a script sending hundreds far more. The
// hashing runs in a Web Worker (lib/pow-worker.ts), so the page stays responsive; where workers fail, here.
import { POW_CHALLENGE_PATH, POW_HEADER, POW_MESSAGES } from "@rm/domain/proof-of-work";
import type { Challenge, Solution } from "altcha-lib";

interface Prepared {
  expiresAt: number;
  proof: Promise<string | null>;
}

let prepared: Prepared | null = null;

const TIMEOUT_MS = 60_000;

/**
 * One worker (lib/pow-worker.ts) speaking altcha-lib's worker protocol: "work" with the challenge, then the
 * solution (or null) back. Written here rather than altcha-lib's solveChallengeWorkers so that the page's own
 * bundle carries no hashing code (the wizard's JavaScript is budgeted): the worker has it.
 */
function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./pow-worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (e: MessageEvent<(Solution & { error?: unknown }) | null>) => {
      worker.terminate();
      if (e.data?.error) reject(new Error(String(e.data.error)));
      else resolve(e.data ?? null);
    };
    worker.onerror = (e) => {
      worker.terminate();
      reject(e);
    };
    worker.postMessage({ type: "work", challenge, counterStart: 0, counterStep: 1, timeout: TIMEOUT_MS });
  });
}

/** Solves in a worker; on this thread (its code loaded only then) when a worker cannot start. */
async function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker !== "undefined") {
    try {
      return await solveInWorker(challenge);
    } catch {
      // a worker that cannot start (an old browser, a strict policy): solve here instead
    }
  }
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import("altcha-lib"),
    import("altcha-lib/algorithms/web/sha"),
  ]);
  return solveChallenge({ challenge, deriveKey, timeout: TIMEOUT_MS });
}

async function fetchAndSolve(): Promise<string | null> {
  try {
    const res = await fetch(`/api${POW_CHALLENGE_PATH}`, { credentials: "same-origin", cache: "no-store" });
    const body = (await res.json()) as { data?: Challenge };
    const challenge = body.data;
    if (!res.ok || !challenge) return null;
    const solution = await solve(challenge);
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
