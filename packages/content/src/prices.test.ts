// Issue #32: the published figures are stated once (@rm/domain/published-prices). The copy prints them and the
// price guide prices moves from them: both read the very same objects, so a change shows in both.
import assert from "node:assert/strict";
import { test } from "vitest";
import { priceGuide } from "@rm/domain/price-guide";
import * as published from "@rm/domain/published-prices";
import { MOVING_DAY_COSTS_2025, RESOURCES_COST_GUIDE } from "./cost-guide.ts";
import { FAQ_SECTIONS } from "./faqs.ts";
import { EXTRA_HELP, formatPounds, formatRange, MAN_AND_VAN, STORAGE } from "./prices.ts";
import { serviceBySlug } from "./services.ts";

test("the copy's figures are the domain's objects, not copies of them", () => {
  assert.equal(MAN_AND_VAN, published.MAN_AND_VAN);
  assert.equal(STORAGE, published.STORAGE);
  assert.equal(EXTRA_HELP, published.EXTRA_HELP);
});

test("the man and van page and FAQ print the rates the guide prices with", () => {
  const page = JSON.stringify(serviceBySlug("man-and-van-london"));
  assert.ok(page.includes(`${formatRange(MAN_AND_VAN.transitVanOneMoverPerHour)} per hour`));
  assert.ok(page.includes(`${formatRange(MAN_AND_VAN.lutonVanOneMoverPerHour)} per hour`));
  const faqs = JSON.stringify(FAQ_SECTIONS);
  assert.ok(faqs.includes(`${MAN_AND_VAN.minimumHours}-hour minimum`));
  // the smallest move: one mover, a transit van, the minimum booking, at the published rates
  const g = priceGuide({
    typeOfMove: "Man and Van",
    from: { propertyType: "House", floor: "", lift: "" },
    to: { propertyType: "House", floor: "", lift: "" },
    bedrooms: "1",
    storageSize: "",
    movers: "1",
    additionalServices: [],
    miles: 0,
    volumeCuFt: 50,
  });
  assert.deepEqual(g.kind === "move" && [g.low, g.high, g.hours], [
    MAN_AND_VAN.minimumHours * MAN_AND_VAN.transitVanOneMoverPerHour.min,
    MAN_AND_VAN.minimumHours * MAN_AND_VAN.transitVanOneMoverPerHour.max,
    MAN_AND_VAN.minimumHours,
  ]);
});

test("the cost guides print the extra help's figures the guide adds", () => {
  const rows = (t: { rows: readonly (readonly string[])[] }) => new Map(t.rows.map((r) => [r[0], r[1]]));
  assert.equal(
    rows(MOVING_DAY_COSTS_2025).get("Packing materials"),
    formatRange(EXTRA_HELP.packingMaterials),
  );
  assert.equal(
    rows(MOVING_DAY_COSTS_2025).get("Furniture assembly"),
    formatPounds(EXTRA_HELP.furnitureAssembly.min),
  );
  assert.equal(
    rows(RESOURCES_COST_GUIDE).get("Packing service"),
    `+${formatRange(EXTRA_HELP.packingService)}`,
  );
  assert.equal(rows(MOVING_DAY_COSTS_2025).get("Packing materials"), "£120–£150");
});
