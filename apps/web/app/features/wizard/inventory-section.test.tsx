// Issue #32 "What you are moving": on the Moving From step the section starts from the typical home of the size
// chosen (its counts shown room by room), a count changes by its buttons and by typing, a big item is ticked, a
// photo is held for after sending — and the list the wizard keeps (its draft) is what was shown.
// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost/free-quotes/wizard"}
import "./test-dom.ts";

import assert from "node:assert/strict";
import { afterEach, beforeEach, test } from "vitest";
import {
  INVENTORY_WORDS as W,
  inventoryPreset,
  inventorySummary,
  LEAD_PHOTO_WORDS,
} from "@rm/domain/inventory";
import { STEP_TITLES } from "@rm/domain/lead/steps";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { apiAnswers, apiCalls } from "./test-dom.ts";

const { ToastProvider } = await import("../../components/toasts.tsx");
const { QuoteWizard } = await import("./quote-wizard.tsx");

beforeEach(() => {
  window.sessionStorage.clear();
  apiCalls.length = 0;
  apiAnswers.clear();
  apiAnswers.set("/postcodes/check", () => ({
    status: 200,
    body: { status: true, data: { coverage: "unknown" } },
  }));
});
afterEach(() => cleanup());

/** a guest on Moving From (step 2 of 6) of a flat with `bedrooms` */
function atMovingFrom(bedrooms: string) {
  window.sessionStorage.setItem(
    "rm-wizard-draft",
    JSON.stringify({
      origin: "|",
      values: {
        typeOfMove: "House/Flat Removals",
        fromCity: "SW1A 2AA",
        fromAddress: "10 Downing Street, London",
        fromPropertyType: "Apartment",
        fromBedrooms: bedrooms,
      },
      step: 1,
      key: "k",
      addressOwners: { from: "SW1A 2AA" },
    }),
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={["/free-quotes/wizard"]}>
      <ToastProvider>
        <QuoteWizard accountId={null} typeOfMove={null} place={null} step={null} />
      </ToastProvider>
    </MemoryRouter>,
  );
  return user;
}

const countOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const total = () => document.querySelector(".inventory-total")?.textContent;
/** the list the wizard keeps (and sends): the draft's inventory */
const kept = () =>
  (
    JSON.parse(window.sessionStorage.getItem("rm-wizard-draft") ?? "{}") as {
      values?: { inventory?: unknown };
    }
  ).values?.inventory;

test("the preset's counts for the size chosen, changed by the buttons and by typing, a big item ticked", async () => {
  const user = atMovingFrom("2");
  await waitFor(() => assert.equal(screen.getByRole("heading", { level: 2 }).textContent, STEP_TITLES.from), {
    timeout: 5000,
  });
  await user.click(screen.getByText(W.heading));
  assert.equal(screen.queryByLabelText("Armchair"), null, "no counts before the list is started");
  await user.click(screen.getByRole("button", { name: W.startFrom("2-bed flat") }));

  const preset = inventoryPreset("Apartment", "2");
  assert.equal(total(), inventorySummary(preset));
  assert.equal(total(), "72 things, about 550 cu ft (16\u00a0m³)");
  assert.equal(countOf("Double bed and mattress"), "2");
  assert.equal(countOf("Wardrobe"), "2");
  assert.equal(countOf("Sofa (3-seater)"), "1");
  assert.equal(countOf("Boxes (medium, about 3 cu ft)"), String(preset.box));
  assert.equal(countOf("Piano (upright)"), "0");
  assert.ok(screen.getByText(`Bedrooms (${2 + 2 + 1 + 3})`), "the room's heading counts its things");

  // by the buttons
  await user.click(screen.getByRole("button", { name: "One more: Armchair" }));
  assert.equal(countOf("Armchair"), "2");
  await user.click(screen.getByRole("button", { name: "One fewer: Wardrobe" }));
  assert.equal(countOf("Wardrobe"), "1");
  // by typing
  const boxes = screen.getByLabelText("Boxes (medium, about 3 cu ft)");
  await user.clear(boxes);
  await user.type(boxes, "30");
  assert.equal(countOf("Boxes (medium, about 3 cu ft)"), "30");
  // a big item ticked
  await user.click(screen.getByRole("button", { name: "One more: Piano (upright)" }));
  assert.equal(countOf("Piano (upright)"), "1");
  assert.ok(screen.getByText("Big or special items (1)"));

  const list = { ...preset, armchair: 2, wardrobe: 1, box: 30, piano: 1 };
  assert.equal(total(), inventorySummary(list));
  await waitFor(() => assert.deepEqual(kept(), list));
});

test("a bigger home starts from its own preset; a photo is held, and can be removed, before sending", async () => {
  const user = atMovingFrom("3");
  await waitFor(() => assert.equal(screen.getByRole("heading", { level: 2 }).textContent, STEP_TITLES.from), {
    timeout: 5000,
  });
  await user.click(screen.getByText(W.heading));
  await user.click(screen.getByRole("button", { name: W.startFrom("3-bed flat") }));
  assert.equal(total(), inventorySummary(inventoryPreset("Apartment", "3")));
  assert.equal(countOf("Double bed and mattress"), "3");
  assert.ok(screen.getByRole("button", { name: W.restart("3-bed flat") }));

  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "piano.jpg", { type: "image/jpeg" });
  await user.upload(screen.getByLabelText(LEAD_PHOTO_WORDS.heading), photo);
  const remove = screen.getByRole("button", { name: LEAD_PHOTO_WORDS.remove("piano.jpg") });
  assert.equal(apiCalls.filter((c) => c.path.includes("/photos")).length, 0, "nothing sent yet");
  await user.click(remove);
  assert.equal(screen.queryByRole("button", { name: LEAD_PHOTO_WORDS.remove("piano.jpg") }), null);
});
