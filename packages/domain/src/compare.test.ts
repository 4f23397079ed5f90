import assert from "node:assert/strict";
import { test } from "node:test";
import { COMPARE_MESSAGES, differingInclusions, inclusionDifferences, splitDeclined } from "./compare.ts";

test("only the inclusions some quotes have and others lack set them apart", () => {
  const quotes = [
    { includesLabels: ["Packing", "Packing materials"] },
    { includesLabels: ["Packing"] },
    { includesLabels: ["Packing", "Dismantling and reassembly"] },
  ];
  assert.deepEqual(differingInclusions(quotes), ["Packing materials", "Dismantling and reassembly"]);
  assert.deepEqual(inclusionDifferences(quotes[1]!, differingInclusions(quotes)), [
    { label: "Packing materials", included: false },
    { label: "Dismantling and reassembly", included: false },
  ]);
  assert.deepEqual(inclusionDifferences(quotes[0]!, ["Packing materials"]), [
    { label: "Packing materials", included: true },
  ]);
  // the same inclusions everywhere, nothing at all, or a single quote: nothing to tell apart
  assert.deepEqual(
    differingInclusions([{ includesLabels: ["Packing"] }, { includesLabels: ["Packing"] }]),
    [],
  );
  assert.deepEqual(differingInclusions([{ includesLabels: [] }, { includesLabels: [] }]), []);
  assert.deepEqual(differingInclusions([{ includesLabels: ["Packing"] }]), []);
  assert.deepEqual(differingInclusions([]), []);
});

test("declined quotes are set apart, the others keep their order", () => {
  const q = (id: string, status: string) => ({ id, status });
  const { shown, declined } = splitDeclined([
    q("a", "sent"),
    q("b", "declined"),
    q("c", "accepted"),
    q("d", "declined"),
  ]);
  assert.deepEqual(
    shown.map((x) => x.id),
    ["a", "c"],
  );
  assert.deepEqual(
    declined.map((x) => x.id),
    ["b", "d"],
  );
  assert.equal(COMPARE_MESSAGES.declinedToggle(2), "2 declined quotes");
  assert.equal(COMPARE_MESSAGES.declinedToggle(1), "1 declined quote");
});
