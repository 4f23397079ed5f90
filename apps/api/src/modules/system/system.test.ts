import assert from "node:assert/strict";
import { test } from "vitest";
import { loadConfig } from "../../config.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const t = await buildTestApp();

test("health and readiness answer", async () => {
  assert.deepEqual(json(await t.app.inject({ url: "/api/health" })), { status: true, message: "up" });
  const ready = await t.app.inject({ url: "/api/ready" });
  assert.equal(ready.statusCode, 200);
  assert.equal(json<{ data: { database: string } }>(ready).data.database, t.ctx.dbKind);
});

test("the OpenAPI document lists the routes and /api/docs serves the browser", async () => {
  const doc = json<{ paths: Record<string, unknown> }>(await t.app.inject({ url: "/api/docs/json" }));
  for (const p of ["/api/auth/login", "/api/auth/register", "/api/health"]) assert.ok(p in doc.paths, p);
  const ui = await t.app.inject({ url: "/api/docs/" });
  assert.equal(ui.statusCode, 200);
  assert.match(ui.body, /swagger/i);
});

test("an unknown API path is a JSON 404", async () => {
  const res = await t.app.inject({ url: "/api/nope" });
  assert.equal(res.statusCode, 404);
  assert.equal(json(res).status, false);
});

test("a bad configuration value names the variable", () => {
  assert.throws(() => loadConfig({ PORT: "http" }), /PORT/);
  assert.throws(() => loadConfig({ DATABASE_URL: "mysql://x" }), /DATABASE_URL: must start with postgres/);
  assert.throws(() => loadConfig({ SMTP_URL: "mail.example.org" }), /SMTP_URL/);
  assert.equal(loadConfig({ PORT: "" }).PORT, 3000, "an empty variable counts as unset");
});

test("a cross-site POST carrying the session cookie is refused", async () => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/logout",
    headers: { origin: "https://evil.example", host: "localhost:3000" },
    payload: {},
  });
  assert.equal(res.statusCode, 403);
});
