// Issue #32: the mover's price guide box adds the typical winning price for similar moves once the API gives it
// (enough bookings), and says nothing of it before.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { priceGuide } from "@rm/domain/price-guide";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const { cleanup, render, screen } = await import("@testing-library/react");
const { PriceGuideBox } = await import("./price-guide.tsx");

afterEach(() => cleanup());

const guide = priceGuide({
  typeOfMove: "House/Flat Removals",
  from: { propertyType: "Apartment", floor: "3", lift: "no" },
  to: { propertyType: "House", floor: "", lift: "" },
  bedrooms: "2",
  storageSize: "",
  movers: "",
  additionalServices: [],
  miles: 5,
});

test("the typical winning price, when there is one", () => {
  render(<PriceGuideBox guide={guide} won={{ typicalPence: 84_000, count: 6 }} />);
  assert.equal(
    screen.getByTestId("winning-price").textContent,
    "Typical winning price for similar moves: £840 (the middle of 6 bookings here)",
  );
});

test("nothing of it before there are enough bookings", () => {
  render(<PriceGuideBox guide={guide} won={null} />);
  assert.equal(screen.queryByTestId("winning-price"), null);
  assert.equal(screen.queryByText(/winning price/), null);
});
