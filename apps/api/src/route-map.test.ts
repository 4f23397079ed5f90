// Issue #30, "an API you can grep": every API route is declared through lib/define-route.ts by its literal key
// in the one contract (API_ROUTES), and every key of the contract is a route. A route registered another way,
// or under a URL its key does not say (a module mounted elsewhere than /api), fails here.
import assert from "node:assert/strict";
import { API_ROUTES } from "@rm/domain/api";
import { POW_CHALLENGE_PATH } from "@rm/domain/proof-of-work";
import { test } from "vitest";
import { routesOf } from "./lib/access.ts";
import { routeOfKey } from "./lib/define-route.ts";
import { buildTestApp } from "./test/helper.ts";

/** registered outside the contract, each for its reason */
const OUTSIDE_THE_CONTRACT = new Set([
  // the catch-all: an unknown API URL answers 404 in the envelope (app.ts)
  ...["GET", "POST", "PUT", "PATCH", "DELETE"].map((m) => `${m} /api/*`),
  // the live socket: a WebSocket upgrade, not a JSON answer (conversations/live-route.ts)
  "GET /api/conversations/live",
]);

const t = await buildTestApp();
const routes = routesOf(t.app).filter((r) => !OUTSIDE_THE_CONTRACT.has(`${r.method} ${r.url}`));

test("every registered API route was declared through defineRoute, at the URL its key says", () => {
  const stray = routes.filter((r) => !r.routeKey).map((r) => `${r.method} ${r.url}`);
  assert.deepEqual(stray, [], "declare these with defineRoute(app, key, ...) (lib/define-route.ts)");
  const misplaced = routes
    .filter((r) => r.routeKey && `${r.method} ${r.url}` !== `${r.method} /api${routeOfKey(r.routeKey).path}`)
    .map((r) => `${r.routeKey} registered at ${r.method} ${r.url}`);
  assert.deepEqual(misplaced, [], "mount every module at /api (modules/index.ts)");
});

test("every API_ROUTES key is a route, declared once", () => {
  const declared = routes.map((r) => r.routeKey);
  const missing = Object.keys(API_ROUTES).filter((key) => !declared.includes(key));
  assert.deepEqual(missing, [], "these contract entries have no route");
  const twice = declared.filter((key, i) => declared.indexOf(key) !== i);
  assert.deepEqual(twice, []);
});

test("the browser's proof-of-work path is the route's key", () => {
  assert.ok(`GET ${POW_CHALLENGE_PATH}` in API_ROUTES);
});
