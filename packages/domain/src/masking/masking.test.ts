// Issue #29: the 49 ways round the contact masker from the security review, as concrete strings, plus our
// own variants; then ordinary moving talk that must reach the other side as written.
import assert from "node:assert/strict";
import { test } from "vitest";
import { CONTACT_PLACEHOLDER as P, maskContactDetails } from "../contact-masking.ts";

/** [what they typed, what the other side reads] — the review's 49 */
const REVIEW_CORPUS: [string, string][] = [
  // a UK mobile without its 0
  ["call 7911 123456", `call ${P}`],
  ["text me on 7911123456 tonight", `text me on ${P} tonight`],
  ["ring 7911-123-456", `ring ${P}`],
  // separators
  ["07911/123456", P],
  ["07911,123,456", P],
  ["07911_123_456", P],
  ["07911|123|456", P],
  ["07911*123*456", P],
  ["07911~123~456", P],
  ["call 07911 / 123 / 456 after six", `call ${P} after six`],
  // zero-width and other invisible characters between the digits
  ["07911\u200B123456", P],
  ["0\u200C7\u200C9\u200C1\u200C1 1\u200C2\u200C3\u200C4\u200C5\u200C6", P],
  ["07911\u2060123\u2060456", P],
  ["079\u00AD11 123\u00AD456", P],
  ["call 0\uFEFF7911 123456", `call ${P}`],
  // other digits
  ["𝟎𝟕𝟗𝟏𝟏 𝟏𝟐𝟑𝟒𝟓𝟔", P],
  ["٠٧٩١١ ١٢٣٤٥٦", P],
  ["۰۷۹۱۱ ۱۲۳۴۵۶", P],
  ["⓪⑦⑨①① ①②③④⑤⑥", P],
  ["⁰⁷⁹¹¹ ¹²³⁴⁵⁶", P],
  ["call 𝟢𝟩𝟫𝟣𝟣 𝟣𝟤𝟥𝟦𝟧𝟨", `call ${P}`],
  // letters for digits
  ["O7911 123456", P],
  ["O79ll l23456", P],
  ["o7911 I23456", P],
  // digits spelt out
  ["oh seven nine double one, one two three four five six", P],
  ["zero seven nine eleven one two three four five six", P],
  ["oh seven nine one one, twelve thirty four, fifty six", P],
  ["oh seven nine double one triple two three four", P],
  ["O seven nine 1 1, 1 2 3, four five six", P],
  // email addresses
  ["dave＠gmail．com", P],
  ["d a v e @ g m a i l . c o m", P],
  ["dave (a) gmail (.) com", P],
  ["dave[@]gmail[.]com", P],
  ["dave {at} gmail {dot} com", P],
  ["mail dave at gmail.com", `mail ${P}`],
  ["dave@gmail.сom", P],
  // links and domains
  ["davesvans[.]co[.]uk", P],
  ["davesvans . co . uk", P],
  ["davesvans.сom", P],
  ["see davesvans.cо.uk for prices", `see ${P} for prices`],
  ["hxxps://quotes.example/dave", P],
  ["hxxp://davesvans.example", P],
  ["h**ps://davesvans.example/quote", P],
  ["davesvans(dot)co(dot)uk", P],
  // social handles
  ["insta davesvans", P],
  ["IG davesvans", P],
  ["add me on ig: dave.vans", `add me on ${P}`],
  ["my insta is davesvans", `my ${P}`],
  ["find us on tiktok davesvans_removals", `find us on ${P}`],
];

/** our own variants */
const OWN_VARIANTS: [string, string][] = [
  ["0️⃣7️⃣9️⃣1️⃣1️⃣ 1️⃣2️⃣3️⃣4️⃣5️⃣6️⃣", P],
  ["⓿➆➈➀➀ ➀➁➂➃➄➅ or ⓪7911 ❶❷❸❹❺❻", `${P} or ${P}`],
  ["०७९११ १२३४५६", P],
  ["(+44) 7911 123 456", `(${P}`],
  ["0044 7911 123456", P],
  ["call07911123456", `call${P}`],
  ["07911 123456 – Dave", `${P} – Dave`],
  ["oh-seven-nine-one-one, one-two-three, four-five-six", P],
  ["seven nine one one, one two three four five six", P],
  ["dave [ at ] gmail [ dot ] com", P],
  ["dave@gmail . com", P],
  ["DAVE@GMAIL.COM", P],
  ["dave\u200B@\u200Bgmail.com", P],
  ["davesvans.cοm", P],
  ["https[:]//davesvans.example", P],
  ["www . davesvans . co . uk", P],
  ["instagram.com/davesvans", P],
  ["snapchat - dave_vans", P],
  ["signal: davesvans", P],
  ["whatsapp 07911 123456", `whatsapp ${P}`],
  ["fb davesvans.removals", P],
];

for (const [typed, shown] of [...REVIEW_CORPUS, ...OWN_VARIANTS]) {
  test(`hidden before booking: ${JSON.stringify(typed)}`, () => {
    assert.deepEqual(maskContactDetails(typed), { text: shown, masked: true });
  });
}

test("the review's corpus has its 49 cases", () => {
  assert.equal(REVIEW_CORPUS.length, 49);
});

/** ordinary moving talk that must reach the other side as it was written */
const INNOCENT = [
  "The price is £1,250 all in",
  "£1,250.00 or £1,100 without packing",
  "Deposit $250, balance €1,000",
  "Could we do 12/03/2027 instead?",
  "Any of 12/03/2027, 13/03/2027 or 14.03.27",
  "Keys at 8:30, van at 9:15",
  "8:30-10:30 arrival window",
  "We're on the 3rd floor, they're on the 12th floor",
  "From SW1A 1AA to E1 6AN",
  "N1 9GU, then CR0 2RB",
  "2 bed flat, 3 bed house",
  "We'll be there at 9 am",
  "done. Thanks",
  "All done. Me too, see you Saturday",
  "Thanks . See you then",
  "Flat 4, 27-29 Church Road",
  "Boxes: 40 small, 25 medium, 10 large",
  "It's about 120 miles, 2.5 hours each way",
  "We need 1, 2 or 3 men depending on the piano",
  "Arriving 7 to 9, done by 5",
  "Two wardrobes, one sofa, eleven boxes",
  "Insta-ready flat, lovely view",
  "Found you on Instagram and facebook",
  "No phone signal in the basement",
  "My insta is private, sorry",
  "Quote ref Q-2027-0042",
  "Move on 2027-03-12 at 10",
  "I live at no. 7 and the van can park at no. 9",
  "The lift is 1.2 m x 2.0 m",
  "Can you bring 20 boxes and 3 rolls of tape?",
  "Our removal on the 14th at 8am, 4 hours",
  "Total £1,250 incl. VAT (20%)",
  "VAT reg GB 123 4567 89? We don't need it",
  "Ground floor to 4th floor, 60 stairs",
  "Parking bay 12, permit 3456",
  "A 7.5 tonne lorry and a 3.5 tonne van",
  "Plan B: the 15th at 7:30",
  "Flat 1 O'Connell House",
  "Collect from 1 Oak Lane, 2 Elm Road, 3 Ash Close",
  "Item list: 1 bed, 1 sofa, 1 table, 4 chairs",
  "Rate £45/hour, minimum 3 hours",
  "He's at home. Info pack to follow",
  "Oh, one more thing: the sofa",
  "Your IG reels were great, and your insta feed",
];

for (const text of INNOCENT) {
  test(`kept as written: ${JSON.stringify(text)}`, () => {
    assert.deepEqual(maskContactDetails(text), { text, masked: false });
  });
}

test("characters written round a masked number keep their form; the invisible ones go with the number", () => {
  assert.equal(
    maskContactDetails("Zoë’s number: 0\u200B7911 123456 — call her").text,
    `Zoë’s number: ${P} — call her`,
  );
  assert.equal(maskContactDetails("Ｃａｌｌ ０７９１１ １２３４５６").text, `Ｃａｌｌ ${P}`);
});
