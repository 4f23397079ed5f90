// Issue #33: a customer's push is "On our way" only — the one push kind their settings offer — and its words.
import assert from "node:assert/strict";
import { test } from "vitest";
import { pushAlerts } from "./movers-day.ts";
import { KINDS_FOR_ROLE, notificationGrid, offered } from "./notifications.ts";

test("a customer chooses push for booking changes only; a mover for every kind", () => {
  assert.deepEqual(
    KINDS_FOR_ROLE.client.filter((k) => offered("client", k, "push")),
    ["booking"],
  );
  assert.ok(KINDS_FOR_ROLE.company.every((k) => offered("company", k, "push")));
  assert.equal(offered("admin", "news", "push"), false);
  assert.equal(offered("client", "lead", "email"), false, "a customer gets no leads");
  const pushCells = notificationGrid("client", []).filter((c) => c.channel === "push");
  assert.deepEqual(pushCells, [{ kind: "booking", channel: "push", essential: false, on: true }]);
});

test("the customer's On our way push: who, when, and the request it opens", () => {
  assert.deepEqual(pushAlerts.onWay("lead-1", "Thames-side Removals", "09:40"), {
    title: "Your movers are on their way",
    body: "Thames-side Removals: expected about 9:40",
    url: "/client/removal-requests/lead-1",
    tag: "on-way-lead-1",
  });
});
