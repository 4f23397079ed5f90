// Issue #29 item 13: the review checks read words as a reader sees them, and a company's reply goes through
// the same checks and masking (refused where a review would be held).
import assert from "node:assert/strict";
import { test } from "vitest";
import { checkReply, checkWords, MASK, REPLY_CHECK_MESSAGES } from "./review-checks.ts";
import { checkReview } from "./reviews.ts";

const SWEARING = [
  "They were f*cking late",
  "a sh1t crew",
  "f**k me, what a day",
  "absolute sh!t",
  "b@stards broke the lamp",
  "5hite service",
  "fuuuuck",
  "s.h.i.t",
  "f u c k",
  "f\u200Buck",
  "sh\u00ADit",
  "ｆｕｃｋｉｎｇ rubbish",
  "Fuсk (a Cyrillic с)",
  "the driver was a pr1ck",
  "a total tw@t",
  "F*CKING useless",
];
for (const text of SWEARING) {
  test(`swearing is caught: ${JSON.stringify(text)}`, () => {
    assert.equal(checkWords(text), "profanity");
  });
}

const PERSONAL = [
  "The driver resides at 12 Acacia Road",
  "Their foreman is residing at the Travelodge",
  "the lad living at number 4 did it",
  "his address is 3 Elm Close",
  "The driver lives at 12 Acacia Road and was late.",
  "the driver   resides\u00A0at 9 Oak Lane",
];
for (const text of PERSONAL) {
  test(`personal data about someone is caught: ${JSON.stringify(text)}`, () => {
    assert.equal(checkWords(text), "staff personal data");
  });
}

const FINE = [
  "Moved from Scunthorpe, all fine.",
  "The f*** word was never used: they were lovely",
  "Shiitake mushrooms survived the move",
  "They assessed the piano first, then passed it through the window",
  "A class act, 5 stars",
  "Dickens novels packed with care",
  "Cocktail cabinet arrived in one piece",
  "Therapist's couch moved without a scratch",
  "The address was tricky to find but they managed",
  "Price was £1,250 and worth it",
];
for (const text of FINE) {
  test(`ordinary words pass: ${JSON.stringify(text)}`, () => {
    assert.equal(checkWords(text), null);
  });
}

test("a review is held for the disguised words the old checks missed", () => {
  for (const body of ["They were f*cking late and broke a lamp.", "The driver resides at 12 Acacia Road."]) {
    assert.equal(checkReview({ title: "Late", body }).hold, true, body);
  }
});

test("a reply: contact details masked as in a review; swearing or personal data refused with a message", () => {
  assert.deepEqual(checkReply("Sorry to hear this. Call us on 7911 123456 or dave (a) gmail (.) com"), {
    body: `Sorry to hear this. Call us on ${MASK} or ${MASK}`,
    masked: true,
    refusal: null,
  });
  assert.deepEqual(checkReply("Thank you, it was a pleasure to move you."), {
    body: "Thank you, it was a pleasure to move you.",
    masked: false,
    refusal: null,
  });
  assert.equal(checkReply("call 07911 123456 f*cking liar").refusal, "profanity");
  assert.equal(checkReply("She resides at 4 Elm Road, ask her").refusal, "staff personal data");
  assert.match(REPLY_CHECK_MESSAGES.profanity, /^Your reply was not published: please take out the swearing/);
});
