import assert from "node:assert/strict";
import { test } from "vitest";
import { cardServiceLines, COMPARE_MESSAGES, differingServices, splitDeclined } from "./compare.ts";
import { serviceLines } from "./quote-offer.ts";

const asked = ["Packing services", "Disassembling/Reassembling"];
const card = (
  includes: string[],
  extras: { kind: "packing" | "materials" | "dismantling"; pricePence: number }[],
) => ({
  services: serviceLines({ includes, extras }, asked),
});

test("only the services some quotes include and others lack set them apart", () => {
  const quotes = [
    card(["packing", "materials"], []),
    card(["packing"], [{ kind: "dismantling", pricePence: 18_000 }]),
    card(["packing", "dismantling"], []),
  ];
  assert.deepEqual(differingServices(quotes), ["materials", "dismantling"]);
  const lines = (i: number) =>
    cardServiceLines(quotes[i]!, differingServices(quotes)).map((l) => `${l.label}: ${l.text}`);
  // the first includes materials; dismantling, which she asked for, it neither includes nor prices
  assert.deepEqual(lines(0), ["Packing materials: included", "Dismantling and reassembly: not included"]);
  // the second prices dismantling (its tick says "optional, +£180"), and materials she never asked for
  assert.deepEqual(lines(1), []);
  assert.deepEqual(lines(2), ["Dismantling and reassembly: included"]);
  // the same inclusions everywhere, nothing at all, or a single quote: nothing to tell apart
  assert.deepEqual(differingServices([card(["packing"], []), card(["packing"], [])]), []);
  assert.deepEqual(differingServices([card([], []), card([], [])]), []);
  assert.deepEqual(differingServices([card(["packing"], [])]), []);
  assert.deepEqual(differingServices([]), []);
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
