// Tests: anonymous lead intake and registration need a solved proof-of-work challenge (modules/abuse).
// `solveProof` gets one from the app and solves it as a browser does (tests run with a tiny
// POW_MAX_NUMBER). `withProofs` makes a test app's `inject` add a fresh proof to those two calls when
// the test sent no proof header itself; a test that means to send none sends the header empty.
import { POW_CHALLENGE_PATH, POW_HEADER } from "@rm/domain/proof-of-work";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { FastifyInstance, InjectOptions } from "fastify";

type Inject = (opts: InjectOptions) => Promise<{ json(): unknown; statusCode: number; body: string }>;

async function solveWith(inject: Inject, remoteAddress?: string): Promise<string> {
  const res = await inject({ method: "GET", url: `/api${POW_CHALLENGE_PATH}`, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`no challenge: ${res.statusCode} ${res.body}`);
  const challenge = (res.json() as { data: Challenge }).data;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("challenge not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A solved challenge for the proof header, as the web app sends it. */
export const solveProof = (app: FastifyInstance, remoteAddress?: string) =>
  solveWith((o) => app.inject(o), remoteAddress);

const NEEDS_PROOF = new Set(["/api/client/register", "/api/auth/register"]);

export function withProofs(app: FastifyInstance) {
  const inject = app.inject.bind(app) as unknown as (...args: unknown[]) => unknown;
  const plain: Inject = (o) => inject(o) as ReturnType<Inject>;
  const wrapped = (...args: unknown[]) => {
    const opts = args[0] as InjectOptions | undefined;
    if (args.length !== 1 || typeof opts !== "object" || opts === null) return inject(...args);
    const path = typeof opts.url === "string" ? opts.url.split("?")[0]! : "";
    const headers = (opts.headers ?? {}) as Record<string, string>;
    const sent = Object.keys(headers).some((h) => h.toLowerCase() === POW_HEADER);
    if (String(opts.method).toUpperCase() !== "POST" || !NEEDS_PROOF.has(path) || sent) return inject(opts);
    return solveWith(plain, opts.remoteAddress).then((proof) =>
      inject({ ...opts, headers: { ...headers, [POW_HEADER]: proof } }),
    );
  };
  (app as unknown as { inject: unknown }).inject = wrapped;
}
