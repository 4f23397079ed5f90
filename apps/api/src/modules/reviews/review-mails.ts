// Issue #16: the emails about reviews — asking the customer (the day after the move, one reminder a week
// later), and telling the company a review arrived. The review link carries a token (hidden in the stored row).
import { REVIEW_LIMITS, REVIEW_MAIL } from "@rm/domain/reviews";
import { action, letter, type MailInput, SITE_NAME, type Unsubscribe } from "../mail/index.ts";

export interface AskFacts {
  to: string;
  firstName: string;
  companyName: string;
  moveLabel: string;
  link: string;
  /** the customer's account (issue #33: review requests can be switched off) */
  unsubscribe?: Unsubscribe;
}

const writeReview = (link: string) => action("Write your review", link, undefined, { inline: true });

export const reviewMails = {
  ask: (f: AskFacts, sendAfter?: Date): MailInput =>
    letter({
      kind: "review-ask",
      to: f.to,
      subject: REVIEW_MAIL.askSubject(f.companyName),
      body: [
        `Hello ${f.firstName},`,
        `We hope your move (${f.moveLabel}) went well. Would you tell other Londoners how ${f.companyName} did? It takes two minutes, and only customers who booked a mover through us can review them.`,
        writeReview(f.link),
        `The link works once, for this review only, for ${REVIEW_LIMITS.linkDays} days. You can also review the move from your request page when you are signed in.`,
      ],
      secrets: [f.link],
      unsubscribe: f.unsubscribe,
      ...(sendAfter ? { sendAfter } : {}),
    }),
  reminder: (f: AskFacts): MailInput =>
    letter({
      kind: "review-reminder",
      to: f.to,
      subject: REVIEW_MAIL.reminderSubject(f.companyName),
      body: [
        `Hello ${f.firstName},`,
        `A week ago we asked how your move with ${f.companyName} (${f.moveLabel}) went. If you have a minute, your review helps the next customer choose, good or bad. This is the last time we ask.`,
        writeReview(f.link),
        `The link works once, for this review only, for ${REVIEW_LIMITS.linkDays} days.`,
      ],
      secrets: [f.link],
      unsubscribe: f.unsubscribe,
    }),
  newReview: (
    to: string,
    f: { companyName: string; rating: number; held: boolean; link: string; unsubscribe?: Unsubscribe },
  ): MailInput =>
    letter({
      kind: "review-received",
      to,
      subject: `A customer reviewed ${f.companyName}`,
      body: [
        "Hello,",
        `A customer you moved has left a ${f.rating}-star review of ${f.companyName}.${f.held ? " It is being checked by our team before it is published." : " It is published on your profile."}`,
        action(
          "Read the review",
          f.link,
          `You can reply once, publicly, from your dashboard (you can edit the reply for ${REVIEW_LIMITS.replyEditHours} hours):`,
          { inline: true },
        ),
        "If you believe the review breaks our rules, flag it there with a reason; a flag never hides a review by itself, our team decides.",
      ],
      unsubscribe: f.unsubscribe,
    }),
  /** an admin asks the customer to change a review before it is published */
  editRequested: (
    customer: { email: string; firstName: string },
    r: { title: string; note?: string | null; leadId: string; appUrl: string },
  ): MailInput =>
    letter({
      kind: "review-edit-requested",
      to: customer.email,
      subject: "Could you edit your review?",
      body: [
        `Hello ${customer.firstName},`,
        `Thank you for your review "${r.title}". Before we can publish it, our team asks you to change it:`,
        r.note?.trim() ||
          "Please remove anything that identifies a person, such as names of staff or where they live.",
        action(
          "Edit your review",
          `${r.appUrl}/client/removal-requests/${r.leadId}/review`,
          "You can edit it from your request page when you are signed in:",
          { inline: true },
        ),
      ],
      sign: SITE_NAME,
    }),
};
