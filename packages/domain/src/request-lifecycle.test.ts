import assert from "node:assert/strict";
import { test } from "vitest";
import {
  CANCEL_NOTE_MAX,
  CANCEL_REASONS,
  cancelReasonLabel,
  cancelRequestSchema,
  changeLines,
  editRequestSchema,
  freesCaps,
  LIFECYCLE_MESSAGES as M,
  leadChanges,
} from "./request-lifecycle.ts";

const before = {
  typeOfMove: "House/Flat Removals",
  dateType: "specific",
  startDate: "2026-12-05",
  preferredTime: "morning",
  fromAddress: "Flat 2, 14 Rotherhithe New Road",
  fromPropertyType: "Apartment",
  fromBedrooms: "2",
  fromFloor: "3",
  fromLift: "no",
  toPropertyType: "House",
  additionalServices: ["Packing services"],
  description: "A piano.",
};

test("nothing changed: no lines", () => {
  assert.deepEqual(leadChanges(before, { ...before }), []);
  // the same services in the same words, fields the customer cannot see (contact details) ignored
  assert.deepEqual(leadChanges(before, { ...before, email: "x@example.org" }), []);
});

test("each change reads 'Label: before → after', in the form's order", () => {
  const after = {
    ...before,
    dateType: "flexible",
    startDate: "2026-12-06",
    endDate: "2026-12-08",
    preferredTime: "afternoon",
    fromFloor: "5",
    fromLift: "yes",
    additionalServices: [],
    description: "",
  };
  assert.deepEqual(changeLines(leadChanges(before, after), "customer"), [
    "Moving date: Saturday 5 December 2026 → between Sunday 6 December 2026 and Tuesday 8 December 2026",
    "Preferred time: Morning → Afternoon",
    "Floor (from): 3 → 5",
    "Lift (from): No → Yes",
    "Additional services: Packing services → none",
    "Anything movers should know: A piano. → not given",
  ]);
});

test("an end date left over from a flexible range is not a change once the date is fixed", () => {
  assert.deepEqual(leadChanges(before, { ...before, endDate: "2026-12-09" }), []);
});

test("a mover is told an address line changed, never what it says; the customer sees both", () => {
  const changes = leadChanges(before, { ...before, fromAddress: "Flat 9, 14 Rotherhithe New Road" });
  assert.deepEqual(changeLines(changes, "mover"), [
    "Address (from): updated (you will see the full address once the customer books you)",
  ]);
  assert.deepEqual(changeLines(changes, "customer"), [
    "Address (from): Flat 2, 14 Rotherhithe New Road → Flat 9, 14 Rotherhithe New Road",
  ]);
});

test("a long description is shortened in the list", () => {
  const [line] = changeLines(leadChanges(before, { ...before, description: "x".repeat(500) }), "mover");
  assert.ok(line!.endsWith("…"));
  assert.ok(line!.length < 260);
});

test("an edit carries only the editable fields, with the wizard's messages", () => {
  assert.deepEqual(editRequestSchema.parse({ fromFloor: "5" }), { fromFloor: "5" });
  const other = editRequestSchema.safeParse({ fromPostcode: "E1 6AN" });
  assert.equal(other.error?.issues[0]?.message, M.onlyTheseFields);
  assert.equal(editRequestSchema.safeParse("floor 5").error?.issues[0]?.message, M.changesMissing);
  assert.equal(
    editRequestSchema.safeParse({ fromFloor: "21" }).error?.issues[0]?.message,
    "Choose a floor: basement, ground or 1 to 20",
  );
});

test("cancelling needs one of the reasons", () => {
  assert.deepEqual(
    CANCEL_REASONS.map((r) => r.value),
    ["moved-elsewhere", "found-mover-outside", "plans-changed", "duplicate", "other"],
  );
  assert.equal(cancelReasonLabel("duplicate"), "Sent by mistake / duplicate");
  assert.equal(cancelRequestSchema.safeParse({}).error?.issues[0]?.message, M.reasonRequired);
  assert.equal(
    cancelRequestSchema.safeParse({ reason: "bored" }).error?.issues[0]?.message,
    M.reasonRequired,
  );
  assert.equal(cancelReasonLabel("plans-changed"), "My plans changed");
});

test('"Other" needs a note; the other reasons take one if given; a note is text of at most 500 characters', () => {
  const first = (body: unknown) => {
    const r = cancelRequestSchema.safeParse(body);
    return r.success
      ? null
      : { path: r.error.issues[0]?.path.join("."), message: r.error.issues[0]?.message };
  };
  assert.deepEqual(first({ reason: "other" }), { path: "note", message: M.noteForOther });
  assert.deepEqual(first({ reason: "other", note: "   " }), { path: "note", message: M.noteForOther });
  assert.deepEqual(first({ reason: "other", note: 42 }), { path: "note", message: M.noteNotText });
  assert.deepEqual(first({ reason: "other", note: "x".repeat(CANCEL_NOTE_MAX + 1) }), {
    path: "note",
    message: "Keep the note to 500 characters",
  });
  assert.deepEqual(cancelRequestSchema.parse({ reason: "other", note: "  Moving in with my sister  " }), {
    reason: "other",
    note: "Moving in with my sister",
  });
  assert.deepEqual(cancelRequestSchema.parse({ reason: "duplicate" }), { reason: "duplicate" });
  assert.equal(
    cancelRequestSchema.parse({ reason: "plans-changed", note: "x".repeat(CANCEL_NOTE_MAX) }).note?.length,
    500,
  );
});

test("caps are given back only while every match is unopened", () => {
  assert.equal(freesCaps(["new", "new"]), true);
  assert.equal(freesCaps(["new", "viewed"]), false);
  assert.equal(freesCaps(["quoted"]), false);
});

test("the update message counts the movers told", () => {
  assert.equal(M.updated(0), "Your request is updated.");
  assert.equal(
    M.updated(1),
    "Your request is updated and the mover who received it has been told what changed.",
  );
  assert.equal(
    M.updated(3),
    "Your request is updated and the 3 movers who received it have been told what changed.",
  );
});

test("issue #32: a changed floor, lift size, parking or distance from the door is told in words", () => {
  const before = {
    fromFloor: "2",
    fromLift: "yes",
    fromLiftFits: "yes",
    fromParking: "street",
    fromCarry: "door",
  };
  const after = {
    fromFloor: "basement",
    fromLift: "yes",
    fromLiftFits: "no",
    fromParking: "suspension",
    fromCarry: "over-25m",
  };
  assert.deepEqual(changeLines(leadChanges(before, after), "mover"), [
    "Floor (from): 2 → Basement",
    "Lift fits furniture (from): Yes → No",
    "Parking (from): Free on-street parking → Needs a parking suspension",
    "Van to the door (from): At the door → Over 25 m",
  ]);
  assert.deepEqual(editRequestSchema.parse({ toParking: "paid" }), { toParking: "paid" });
  assert.equal(
    editRequestSchema.safeParse({ toParking: "valet" }).error?.issues[0]?.message,
    "Choose where the van can park",
  );
});

test("issue #32: a lift taken away is told as 'no lift', never with the old 'lift fits furniture' answer", () => {
  const before = { fromFloor: "3", fromLift: "yes", fromLiftFits: "yes" };
  // an edit of the lift alone leaves the old furniture answer stored beside "no"
  const after = { fromFloor: "3", fromLift: "no", fromLiftFits: "yes" };
  assert.deepEqual(changeLines(leadChanges(before, after), "mover"), [
    "Lift (from): Yes → No",
    "Lift fits furniture (from): Yes → not given",
  ]);
  assert.deepEqual(leadChanges(after, { ...after, fromLiftFits: "no" }), []);
});
