import assert from "node:assert/strict";
import { test } from "node:test";
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
