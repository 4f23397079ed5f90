import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_PLACEHOLDER as P, contactSafe, maskContactDetails } from "./contact-masking.ts";

/** [what they typed, what the other side reads] */
const TRICKS: [string, string][] = [
  // phone numbers
  ["Call Dave on 07911 123456", `Call Dave on ${P}`],
  ["Call Dave on 07911123456 / dave@davesvans.co.uk", `Call Dave on ${P} / ${P}`],
  ["ring 07911 123 456 anytime", `ring ${P} anytime`],
  ["07911-123-456", P],
  ["0791.112.3456", P],
  ["0 7 9 1 1 1 2 3 4 5 6", P],
  ["+44 7911 123456", P],
  ["+447911123456", P],
  ["+44 (0)20 7946 0000 office", `${P} office`],
  ["0044 20 7946 0000", P],
  ["44 7911 123456", P],
  ["(020) 7946 0000", P],
  ["call (07911 123456) after 6", `call (${P}) after 6`],
  ["020 7946 0000", P],
  ["01632 960123", P],
  ["my number is 07911 123456 3 bedrooms is fine", `my number is ${P} 3 bedrooms is fine`],
  ["oh seven nine one one one two three four five six", P],
  ["zero 7 nine 1 1 - 123 four 5 six", P],
  ["text 079 eleven? no: 07911 ２２２ 333", `text 079 eleven? no: ${P}`],
  ["０７９１１ １２３４５６", P],
  ["+33 1 23 45 67 89 in France", `${P} in France`],
  // email addresses
  ["dave@davesvans.co.uk", P],
  ["email me: Dave.Smith+moves@gmail.com.", `email me: ${P}.`],
  ["dave at gmail dot com", P],
  ["dave AT gmail DOT com", P],
  ["dave (at) gmail (dot) com", P],
  ["dave[at]davesvans[dot]co[dot]uk", P],
  ["dave @ gmail . com", P],
  ["dave at gmail", P],
  ["dave@hotmail", P],
  ["dave -at- outlook -dot- com", P],
  ["dave@movers.example", P],
  // links and domains
  ["see https://davesvans.co.uk/reviews for more", `see ${P} for more`],
  ["www.davesvans.co.uk", P],
  ["davesvans.co.uk has our prices.", `${P} has our prices.`],
  ["message me on wa.me/447911123456", `message me on ${P}`],
  ["bit.ly/dave-vans", P],
  ["davesvans dot co dot uk", P],
  ["davesvans dot com", P],
  // handles
  ["find us @davesvans on Instagram", `find us ${P} on Instagram`],
  ["instagram: dave_vans", P],
  ["insta - dave.vans", P],
];

for (const [typed, shown] of TRICKS) {
  test(`hidden before booking: ${JSON.stringify(typed)}`, () => {
    assert.deepEqual(maskContactDetails(typed), { text: shown, masked: true });
  });
}

/** ordinary moving talk that must reach the other side as it was written */
const INNOCENT = [
  "Our price is £1,250 including VAT",
  "£1,250.50 fixed, or £950 if we can do the 14th",
  "We can do 12/03/2026 or 14/03/2026",
  "Any date between 01.03.2026 - 04.03.2026 works",
  "Moving on 2026-03-12, keys at 10:30",
  "The flat is on the 2nd floor, no lift",
  "Flat 12, 34 High Street, SE16 4DG",
  "From N17 0AP to SW1A 1AA",
  "About 3.5 hours with a crew of 3 and a 7.5 tonne lorry",
  "Is there a lift at the new address?",
  "We'll be at home from 8 to 10 on Saturday",
  "Parking: 2 bays, permit number not needed",
  "One or two boxes, three wardrobes and a piano",
  "Insurance cover £50,000; 24 hours' notice to cancel",
  "e.g. the sofa is 2.1 m long, i.e. it needs two people",
  "Meet you at the station. Thanks!",
  "We're at No. 7, by the post office",
  "Arriving 8am, done by 4pm, 2 x 18 tonne",
  "Boxes: 40 small, 25 medium, 10 large (total 75)",
  "Order ref 2026 1234",
  "Call me when you arrive at the gate",
  "email is the best way to reach me once booked",
];

for (const text of INNOCENT) {
  test(`kept as written: ${JSON.stringify(text)}`, () => {
    assert.deepEqual(maskContactDetails(text), { text, masked: false });
  });
}

test("line breaks and the rest of the message are kept around a masked number", () => {
  const { text } = maskContactDetails("Hello,\n\nCall 07911 123456.\nThanks, Dave");
  assert.equal(text, `Hello,\n\nCall ${P}.\nThanks, Dave`);
});

test("after booking the text passes as written", () => {
  const typed = "Call Dave on 07911 123456 or dave@davesvans.co.uk";
  assert.deepEqual(contactSafe(typed, true), { text: typed, masked: false });
  assert.deepEqual(contactSafe(typed, false), { text: `Call Dave on ${P} or ${P}`, masked: true });
});
