// Matching (issue #5, docs/product/rules.md §11): who may receive a lead, found in SQL (candidates), ranked
// by @rm/domain/matching, and recorded under row locks with the mails it causes, in one statement that the
// lead intake (requests) extends with the lead itself.
export {
  type LeadToMatch,
  type MatchPick,
  matchAndStore,
  matchContext,
  matchLead,
  planMatch,
} from "./match.ts";
export type { AlsoStored } from "./record.ts";
export { bookedMoveDaysSql } from "./busy-days.ts";
