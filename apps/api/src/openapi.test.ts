// /api/docs is the whole contract: a valid OpenAPI document in which every API route declares its answers
// (its successes and the failure envelope for 4xx and 5xx), and those answers are the route map's entries
// (@rm/domain/api), which the browser's client is typed from.
import assert from "node:assert/strict";
import { test } from "vitest";
import SwaggerParser from "@apidevtools/swagger-parser";
import { API_ROUTES } from "@rm/domain/api";
import { routesOf } from "./lib/access.ts";
import { buildTestApp, json } from "./test/helper.ts";

const t = await buildTestApp();
// every API route the app registered (lib/access.ts records them as they register)
const routes = routesOf(t.app).map(({ method, url }) => ({ method, url }));

const keyOf = (r: { method: string; url: string }) => `${r.method} ${r.url.slice("/api".length)}`;
/** the API routes the contract covers: the JSON API, not its docs, the catch-all 404 or the bench's ceiling */
const isContractRoute = (url: string) =>
  url.startsWith("/api/") &&
  !url.startsWith("/api/docs") &&
  url !== "/api/*" &&
  !url.startsWith("/api/bench/");
/** routes that answer no JSON and are left out of /api/docs, and why */
const OUTSIDE_THE_CONTRACT: Record<string, string> = {
  "GET /conversations/live": "a WebSocket: its events are LiveEvent (@rm/domain/conversation)",
};
const contractRoutes = [
  ...new Map(routes.filter((r) => isContractRoute(r.url)).map((r) => [keyOf(r), r])).values(),
].filter((r) => !(keyOf(r) in OUTSIDE_THE_CONTRACT));

test("the OpenAPI document at /api/docs/json is valid OpenAPI", async () => {
  const res = await t.app.inject({ url: "/api/docs/json" });
  assert.equal(res.statusCode, 200);
  const doc = json<Record<string, unknown>>(res);
  await SwaggerParser.validate(structuredClone(doc) as never);
});

test("every API route declares its answers: a success, and the failure envelope for 4xx and 5xx", async () => {
  const doc = json<{ paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> }>(
    await t.app.inject({ url: "/api/docs/json" }),
  );
  assert.ok(contractRoutes.length > 50, `only ${contractRoutes.length} routes found`);
  const lacking: string[] = [];
  for (const r of contractRoutes) {
    const path = r.url.replace(/:(\w+)/g, "{$1}");
    const responses = doc.paths[path]?.[r.method.toLowerCase()]?.responses ?? {};
    const codes = Object.keys(responses);
    const success = codes.some((c) => /^2\d\d$/.test(c));
    if (!success || !codes.includes("4XX") || !codes.includes("5XX")) lacking.push(`${keyOf(r)} [${codes}]`);
  }
  assert.deepEqual(lacking, [], `routes without declared answers:\n${lacking.join("\n")}`);
});

test("the route map (@rm/domain/api) and the registered routes are the same set", () => {
  const registered = new Set(contractRoutes.map(keyOf));
  const declared = new Set(Object.keys(API_ROUTES));
  assert.deepEqual(
    [...registered].filter((k) => !declared.has(k)).sort(),
    [],
    "routes missing from the route map",
  );
  assert.deepEqual(
    [...declared].filter((k) => !registered.has(k)).sort(),
    [],
    "route map entries no route registers",
  );
});

test("a route answers through its declared schema: a shape that does not match is a 500, not a leak", async () => {
  // GET /api/health declares {status: true, message}; a handler answering anything else fails serialisation
  const { buildApp } = await import("./app.ts");
  const app = await buildApp(t.ctx);
  app.get(
    "/api/contract-probe",
    { config: { access: "public" }, schema: { ...API_ROUTES["GET /health"] } },
    // biome-ignore lint/suspicious/noExplicitAny: the point is a handler that breaks its declared shape
    async () => ({ status: "yes", secret: 1 }) as any,
  );
  await app.ready();
  const res = await app.inject({ url: "/api/contract-probe" });
  assert.equal(res.statusCode, 500);
  assert.doesNotMatch(res.body, /secret/);
  await app.close();
});
