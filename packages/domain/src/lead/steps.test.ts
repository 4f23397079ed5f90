import assert from "node:assert/strict";
import { test } from "vitest";
import { wizardDefaults } from "./defaults.ts";
import { openingStepIndex } from "./step-check.ts";
import {
  anyPasswordFilled,
  finalButtonLabel,
  startStepIndex,
  toggleMoveType,
  wizardSteps,
  wizardTitle,
} from "./steps.ts";

const plan = (type: string | undefined, loggedIn: boolean) =>
  wizardSteps(type, loggedIn).map((s) => [s.key, s.title]);

test("spec §2: non-storage wizard, 6 steps", () => {
  assert.deepEqual(plan("House/Flat Removals", false), [
    ["type", "Type of move"],
    ["from", "Moving From"],
    ["to", "Moving To"],
    ["services", "Additional Services"],
    ["date", "Moving Date"],
    ["details", "Personal Details"],
  ]);
  // before a type is chosen the plan is the standard one
  assert.deepEqual(plan(undefined, false), plan("Man and Van", false));
});

test("D7: logged in, Personal Details is dropped (5 steps)", () => {
  assert.deepEqual(plan("Man and Van", true), [
    ["type", "Type of move"],
    ["from", "Moving From"],
    ["to", "Moving To"],
    ["services", "Additional Services"],
    ["date", "Moving Date"],
  ]);
});

test("spec §2: Storage Unit wizard, 4 steps, 3 logged in", () => {
  assert.deepEqual(plan("Storage Unit", false), [
    ["type", "Type of move"],
    ["from-storage", "Moving From"],
    ["services-storage", "Additional Services"],
    ["details", "Personal Details"],
  ]);
  assert.deepEqual(plan("Storage Unit", true), [
    ["type", "Type of move"],
    ["from-storage", "Moving From"],
    ["services-storage", "Additional Services"],
  ]);
  assert.deepEqual(
    wizardSteps("Storage Unit", false).map((s) => s.id),
    ["type", "from", "services", "details"],
  );
});

test("D6: the company name is asked on Personal Details, or on the last step when logged in", () => {
  const asked = (type: string, loggedIn: boolean) =>
    wizardSteps(type, loggedIn)
      .filter((s) => s.askCompanyName)
      .map((s) => s.key);
  assert.deepEqual(asked("Business Removals", false), ["details"]);
  assert.deepEqual(asked("Business Removals", true), ["date"]);
  assert.deepEqual(asked("House/Flat Removals", false), []);
  assert.deepEqual(asked("House/Flat Removals", true), []);
});

test("spec §2: ?step= start step", () => {
  assert.equal(startStepIndex(undefined, 6), 0);
  assert.equal(startStepIndex("2", 6), 1);
  assert.equal(startStepIndex("9", 4), 3);
  assert.equal(startStepIndex("0", 6), 0);
  assert.equal(startStepIndex("abc", 6), 0);
  // issue #17: whole digits only
  for (const bad of ["2abc", "2.5", "-1", "1e3", "", "0x2"]) assert.equal(startStepIndex(bad, 6), 0, bad);
  assert.equal(startStepIndex(" 3 ", 6), 2);
});

test("issue #17: ?step=N opens N only when the query answers every earlier step, else the first missing one", () => {
  const open = (query: { typeOfMove?: string; place?: string; step: string }, loggedIn = false) => {
    const values = wizardDefaults(query);
    return openingStepIndex(wizardSteps(values.typeOfMove, loggedIn), values, query.step, {
      today: "2026-03-01",
    });
  };
  assert.equal(open({ step: "3" }), 0, "no type: step 1");
  assert.equal(open({ typeOfMove: "Man and Van", step: "2" }), 1, "the home page's tiles");
  assert.equal(
    open({ typeOfMove: "Man and Van", place: "SW1A 2AA", step: "5" }),
    1,
    "Moving From needs its address",
  );
  assert.equal(open({ typeOfMove: "Nonsense", step: "2" }), 0, "an unknown type answers nothing");
  // storage: an area code answers Moving From; the dates step is the first missing one after it
  assert.equal(open({ typeOfMove: "Storage Unit", place: "SW", step: "3" }), 2);
  assert.equal(open({ typeOfMove: "Storage Unit", place: "SW", step: "4" }), 2);
  assert.equal(open({ typeOfMove: "Storage Unit", place: "SW", step: "3" }, true), 2);
  // a full postcode waits for the lookup on Moving From
  assert.equal(open({ typeOfMove: "Storage Unit", place: "SW1A 2AA", step: "3" }), 1);
});

test("spec §2: page title", () => {
  assert.equal(wizardTitle("Man and Van"), "Man and Van Quote");
  assert.equal(wizardTitle("Storage Unit"), "Storage Unit Quote");
  assert.equal(wizardTitle(undefined), "Submit A Lead");
  assert.equal(wizardTitle(""), "Submit A Lead");
  assert.equal(wizardTitle("<script>"), "Submit A Lead");
});

test("spec §4: final button label", () => {
  assert.equal(finalButtonLabel({ loggedIn: true, passwordFilled: false }), "Send Lead");
  assert.equal(finalButtonLabel({ loggedIn: true, passwordFilled: true }), "Send Lead");
  assert.equal(finalButtonLabel({ loggedIn: false, passwordFilled: false }), "Skip and see your results");
  assert.equal(finalButtonLabel({ loggedIn: false, passwordFilled: true }), "Sign Up and keep your results");
  assert.equal(anyPasswordFilled({ password: "", confirmPassword: "x" }), true);
  assert.equal(anyPasswordFilled({ password: "", confirmPassword: "" }), false);
});

test("spec §4 + D9: choosing a type advances; choosing it again clears it and stays", () => {
  assert.deepEqual(toggleMoveType("", "Man and Van"), { typeOfMove: "Man and Van", advance: true });
  assert.deepEqual(toggleMoveType("Storage Unit", "Man and Van"), {
    typeOfMove: "Man and Van",
    advance: true,
  });
  assert.deepEqual(toggleMoveType("Man and Van", "Man and Van"), { typeOfMove: "", advance: false });
});
