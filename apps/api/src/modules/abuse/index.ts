// Abuse: what keeps floods out of the anonymous forms (issue #13, docs/README.md#issues) — the proof of work
// (GET /api/pow/challenge and the preHandler the lead intake and registration use) and the in-memory
// velocity limits on anonymous leads (and the counters other modules' limits use: Velocity). Used by requests and accounts; imports no other module.
export { encodeProof, newChallenge } from "./proof-of-work.ts";
export { powRoutes, proofOfWork } from "./routes.ts";
export {
  LEAD_VELOCITY,
  type LeadVelocity,
  type LeadVelocityVerdict,
  leadVelocity,
  Velocity,
} from "./velocity.ts";
