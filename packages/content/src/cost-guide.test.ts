import assert from "node:assert/strict";
import { test } from "vitest";
import {
  AVERAGE_COSTS_2025,
  COST_GUIDE_2025_PAGE,
  REMOVAL_COSTS_2025,
  RESOURCES_COST_GUIDE,
} from "./cost-guide.ts";
import { MOVING_RESOURCES_PAGE } from "./resources.ts";
import type { ContentTable } from "./types.ts";

const tableText = (t: ContentTable) => t.rows.map((r) => r.join(" ")).join("\n");
const guideTables = COST_GUIDE_2025_PAGE.sections.flatMap((s) => s.tables ?? []);
const guideTableText = guideTables.map(tableText).join("\n");

test("the 2025 guide's tables contain every spec §9 figure", () => {
  for (const figure of [
    "£15,108",
    "£7,283",
    "£6,739",
    "£1,092",
    "Up to £125,000",
    "0%",
    "£125,001 to £250,000",
    "2%",
    "£250,001 to £925,000",
    "5%",
    "£1,743",
    "£814",
    "£380",
    "£455",
    "£629",
    "£452",
    "About 10%",
    "1–3%",
    "£60–£120",
    "£1,300",
    "£1,700",
    "Up to £3,000",
    "£120–£150",
    "£30 per week",
    "£15 per hour",
    "From £41.50 for 3 months",
    "£40–£910",
    "£5",
    "£34",
    "£95–£120",
    "£125",
    "£120–£480",
  ]) {
    assert.ok(guideTableText.includes(figure), figure);
  }
  assert.equal(COST_GUIDE_2025_PAGE.path, "/moving-cost-calculator-2025");
});

test("D22: the two removals figures say which is which", () => {
  const avg = AVERAGE_COSTS_2025.rows.find((r) => r[1] === "£1,092");
  assert.match(avg![0], /share of the average total/);
  assert.match(JSON.stringify(AVERAGE_COSTS_2025.notes), /removals share of the average total/);
  assert.deepEqual(
    REMOVAL_COSTS_2025.rows.map((r) => r[0]),
    ["1–2 bedrooms", "3 bedrooms", "Larger homes"],
  );
  assert.match(REMOVAL_COSTS_2025.caption, /Typical removal prices/);
});

test("the resources cost guide has every figure and is on the resources hub", () => {
  const text = tableText(RESOURCES_COST_GUIDE);
  for (const figure of [
    "£300–£1,500+",
    "+£150–£400",
    "£20–£80 per week",
    "£100–£300",
    "£800–£1,500",
    "£250–£700",
    "£500–£1,000",
  ]) {
    assert.ok(text.includes(figure), figure);
  }
  assert.ok(MOVING_RESOURCES_PAGE.sections.some((s) => s.tables?.includes(RESOURCES_COST_GUIDE)));
});
