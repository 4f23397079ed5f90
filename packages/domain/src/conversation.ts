// Conversations between a customer and a mover matched to their request (issue #15): the rules for a message,
// a report, the page size of the history, how often an email tells someone a message is waiting, the words
// both sides and the API use, and the shapes the pages read (the spec's chat state: `rooms` and `roomId`).
import { z } from "zod";
import { multiLine } from "./safe-text.ts";
import {
  CONVERSATION_MESSAGES,
  MESSAGE_MAX,
  REPORT_DECISIONS,
  REPORT_REASON_MAX,
} from "./conversation-rules.ts";

export * from "./conversation-rules.ts";

const M = CONVERSATION_MESSAGES;

export const reportDecisionSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: M.decisionRequired }),
  reason: multiLine(
    z
      .string({ error: M.decisionReasonRequired })
      .trim()
      .min(1, M.decisionReasonRequired)
      .max(REPORT_REASON_MAX, M.reasonTooLong),
  ),
});
export type ReportDecisionInput = z.infer<typeof reportDecisionSchema>;

export const messageInputSchema = z.object({
  text: multiLine(
    z
      .string({ error: M.textRequired })
      .max(MESSAGE_MAX * 2, M.textTooLong)
      .trim()
      .min(1, M.textRequired)
      .max(MESSAGE_MAX, M.textTooLong),
  ),
});

export const reportInputSchema = z.object({
  reason: multiLine(
    z
      .string({ error: M.reasonRequired })
      .trim()
      .min(1, M.reasonRequired)
      .max(REPORT_REASON_MAX, M.reasonTooLong),
  ),
});
