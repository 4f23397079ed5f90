import assert from "node:assert/strict";
import { test } from "vitest";
import { FAQ_PAGE, FAQ_SECTION_NAMES, FAQ_SECTIONS } from "./faqs.ts";

test("the eleven FAQ sections are named as in the spec, in order", () => {
  assert.deepEqual(
    FAQ_SECTIONS.map((s) => s.name),
    [
      "General Questions",
      "Quotes and Booking",
      "Packing and Preparation",
      "House and Flat Removals",
      "Extra Services",
      "Service Areas",
      "Costs and Pricing",
      "Timing and Logistics",
      "Payment and Insurance",
      "Still Have Questions",
      "Ready to Start",
    ],
  );
  assert.deepEqual(
    FAQ_SECTIONS.map((s) => s.name),
    [...FAQ_SECTION_NAMES],
  );
  assert.deepEqual(
    FAQ_PAGE.sections.map((s) => s.heading),
    [...FAQ_SECTION_NAMES],
  );
});

test("3–6 questions in each main section; the last two are short with a link", () => {
  for (const s of FAQ_SECTIONS.slice(0, 9)) {
    assert.ok(s.items.length >= 3 && s.items.length <= 6, s.name);
  }
  for (const s of FAQ_SECTIONS.slice(9)) {
    assert.ok(s.items.length >= 1, s.name);
    assert.ok(s.links?.length, s.name);
  }
  assert.equal(FAQ_SECTIONS.at(-1)?.links?.[0].href, "/free-quotes/wizard");
  const questions = FAQ_SECTIONS.flatMap((s) => s.items.map((i) => i.question));
  assert.equal(new Set(questions).size, questions.length, "no repeated question");
});

test("answers use the spec's copy facts", () => {
  const text = JSON.stringify(FAQ_SECTIONS);
  for (const fact of [
    "2–4 weeks ahead",
    "3–4 hours",
    "about a day",
    "deposit",
    "bank transfer, card or cash",
    "between January and March",
    "3–8 weeks",
    "4–6 weeks",
    "£40–£50",
    "£50–£65",
    "2-hour minimum",
    "up to 6",
    "within 24 hours",
    "32 London boroughs",
  ]) {
    assert.ok(text.toLowerCase().includes(fact.toLowerCase()), fact);
  }
});
