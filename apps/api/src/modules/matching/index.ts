// Matching (issue #5, docs/product/rules.md §11): who may receive a lead, found in SQL (candidates), ranked
// by @rm/domain/matching, and recorded under row locks with the mails it causes. Lead intake (requests)
// calls it inside its own transaction.
export type { PoolRow } from "./candidates.ts";
export {
  type LeadToMatch,
  type MatchPick,
  matchContext,
  matchLead,
  matchPoolQuery,
  planMatch,
} from "./match.ts";
export { lockAndRecordQuery } from "./record.ts";
