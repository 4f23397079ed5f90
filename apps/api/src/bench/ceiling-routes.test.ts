import assert from "node:assert/strict";
import { test } from "node:test";
import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { leads } from "../db/schema.ts";
import { buildTestApp } from "../test/helper.ts";
import { benchModules } from "./ceiling-routes.ts";

test("the INSERT ceiling exists only with BENCH_ENDPOINTS=true, and stores one lead row", async () => {
  const t = await buildTestApp();
  assert.deepEqual(benchModules({ BENCH_ENDPOINTS: false }), []);
  const off = await t.app.inject({ method: "POST", url: "/api/bench/insert", payload: {} });
  assert.equal(off.statusCode, 404);

  const [[prefix, plugin]] = benchModules({ BENCH_ENDPOINTS: true });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(plugin(t.ctx), { prefix });
  const client = { typeOfMove: "Man and Van", fromCity: "E1 6AN", toCity: "N1 9GU", startDate: "2030-01-02" };
  const res = await app.inject({
    method: "POST",
    url: "/api/bench/insert",
    headers: { "idempotency-key": "k-1" },
    payload: { client },
  });
  assert.equal(res.statusCode, 201);
  const [row] = await t.db.select().from(leads).where(eq(leads.idempotencyKey, "ceiling:k-1"));
  assert.equal(row.fromPostcode, "E1 6AN");
  assert.equal(row.toPostcode, "N1 9GU");
  assert.deepEqual(row.details, client);

  const bad = await app.inject({ method: "POST", url: "/api/bench/insert", payload: { client: {} } });
  assert.equal(bad.statusCode, 400);
  await app.close();
});
