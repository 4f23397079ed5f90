// Issue #16: the emails about reviews — asking the customer (the day after the move, one reminder a week
// later), and telling the company a review arrived. The review link carries a token (hidden in the stored row).
import { REVIEW_LIMITS, REVIEW_MAIL } from "@rm/domain/reviews";
import type { MailInput } from "../mail/index.ts";

const sign = "\n\nLondon Removals Compare — free quotes from up to 6 vetted, insured London movers.";

export interface AskFacts {
  to: string;
  firstName: string;
  companyName: string;
  moveLabel: string;
  link: string;
}

export const reviewMails = {
  ask: (f: AskFacts, sendAfter?: Date): MailInput => ({
    kind: "review-ask",
    to: f.to,
    subject: REVIEW_MAIL.askSubject(f.companyName),
    text: `Hello ${f.firstName},\n\nWe hope your move (${f.moveLabel}) went well. Would you tell other Londoners how ${f.companyName} did? It takes two minutes, and only customers who booked a mover through us can review them.\n\nWrite your review: ${f.link}\n\nThe link works once, for this review only, for ${REVIEW_LIMITS.linkDays} days. You can also review the move from your request page when you are signed in.${sign}`,
    secrets: [f.link],
    ...(sendAfter ? { sendAfter } : {}),
  }),
  reminder: (f: AskFacts): MailInput => ({
    kind: "review-reminder",
    to: f.to,
    subject: REVIEW_MAIL.reminderSubject(f.companyName),
    text: `Hello ${f.firstName},\n\nA week ago we asked how your move with ${f.companyName} (${f.moveLabel}) went. If you have a minute, your review helps the next customer choose, good or bad. This is the last time we ask.\n\nWrite your review: ${f.link}\n\nThe link works once, for this review only, for ${REVIEW_LIMITS.linkDays} days.${sign}`,
    secrets: [f.link],
  }),
  newReview: (
    to: string,
    f: { companyName: string; rating: number; held: boolean; link: string },
  ): MailInput => ({
    kind: "review-received",
    to,
    subject: `A customer reviewed ${f.companyName}`,
    text: `Hello,\n\nA customer you moved has left a ${f.rating}-star review of ${f.companyName}.${f.held ? " It is being checked by our team before it is published." : " It is published on your profile."}\n\nYou can reply once, publicly, from your dashboard (you can edit the reply for ${REVIEW_LIMITS.replyEditHours} hours): ${f.link}\n\nIf you believe the review breaks our rules, flag it there with a reason; a flag never hides a review by itself, our team decides.${sign}`,
  }),
};
