import assert from "node:assert/strict";
import { test } from "vitest";
import { expectedLengthLabel, jobHours, jobSheetLines } from "./job-sheet.ts";

test("the job lasts the quote's hours from the preferred start, not a fixed four-hour slot", () => {
  assert.deepEqual(jobHours("morning", 6), { startMinutes: 480, endMinutes: 840 });
  assert.deepEqual(jobHours("afternoon", 3.5), { startMinutes: 780, endMinutes: 990 });
  assert.equal(jobHours("flexible", 6), null, "no time preferred: all day");
  assert.equal(jobHours(null, 6), null);
  assert.equal(expectedLengthLabel(6, "morning"), "about 6 hours (08:00 to 14:00)");
  assert.equal(expectedLengthLabel(3.5, "afternoon"), "about 3.5 hours (13:00 to 16:30)");
  assert.equal(expectedLengthLabel(1, null), "about 1 hour");
  assert.equal(expectedLengthLabel(14, "afternoon"), "about 14 hours", "past midnight: no clock times");
  assert.equal(expectedLengthLabel(6, "morning", false), "about 6 hours", "a flexible range has no times");
});

test("each side's job sheet: the other side's phone, both addresses, the length", () => {
  const facts = {
    otherName: "Nadia Hussain",
    otherPhone: "07700900456",
    from: "Flat 2, 14 Rotherhithe New Road, SE16 3LL",
    to: "9 Tottenham Green, N17 9LR",
    estimatedHours: 6,
    preferredTime: "morning",
    oneDay: true,
  };
  assert.deepEqual(jobSheetLines("company", facts), [
    "Customer: Nadia Hussain, 07700900456",
    "From: Flat 2, 14 Rotherhithe New Road, SE16 3LL",
    "To: 9 Tottenham Green, N17 9LR",
    "Expected length: about 6 hours (08:00 to 14:00)",
  ]);
  const mover = jobSheetLines("customer", {
    ...facts,
    otherName: "Thames-side Removals",
    otherPhone: null,
    to: null,
  });
  assert.deepEqual(mover, [
    "Mover: Thames-side Removals, no phone number given",
    "From: Flat 2, 14 Rotherhithe New Road, SE16 3LL",
    "Expected length: about 6 hours (08:00 to 14:00)",
  ]);
  // issue #33: the floors and lift at each end, after the addresses
  assert.deepEqual(
    jobSheetLines("company", { ...facts, access: { from: "Floor 3, no lift", to: "Ground floor" } }),
    [
      "Customer: Nadia Hussain, 07700900456",
      "From: Flat 2, 14 Rotherhithe New Road, SE16 3LL",
      "To: 9 Tottenham Green, N17 9LR",
      "Floors and lift: Floor 3, no lift → Ground floor",
      "Expected length: about 6 hours (08:00 to 14:00)",
    ],
  );
  assert.ok(
    jobSheetLines("company", { ...facts, access: { from: "Floor 3, no lift", to: null } }).includes(
      "Floors and lift: Floor 3, no lift (from)",
    ),
  );
});
