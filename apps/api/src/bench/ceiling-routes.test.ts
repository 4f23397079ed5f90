import assert from "node:assert/strict";
import { test } from "vitest";
import { MAX_MATCHES } from "@rm/domain/matching";
import { eq, inArray } from "drizzle-orm";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { authTokens, leadMatches, leads, outbox, sessions, users } from "../db/schema.ts";
import { buildTestApp } from "../test/helper.ts";
import { benchModules } from "./ceiling-routes.ts";

/** a bare Fastify app with the bench routes on `t`'s database (as BENCH_ENDPOINTS=true mounts them) */
async function withBenchRoutes(t: Awaited<ReturnType<typeof buildTestApp>>) {
  const [[prefix, plugin]] = benchModules({ BENCH_ENDPOINTS: true });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(plugin(t.ctx), { prefix });
  return app;
}

test("the INSERT ceiling exists only with BENCH_ENDPOINTS=true, and stores one lead row", async () => {
  const t = await buildTestApp();
  assert.deepEqual(benchModules({ BENCH_ENDPOINTS: false }), []);
  const off = await t.app.inject({ method: "POST", url: "/api/bench/insert", payload: {} });
  assert.equal(off.statusCode, 404);

  const app = await withBenchRoutes(t);
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

test("the write floor stores what a matched intake writes: account, session, links, lead, 6 matches, 7 mails", async () => {
  const t = await buildTestApp();
  const off = await t.app.inject({ method: "POST", url: "/api/bench/insert-matched", payload: {} });
  assert.equal(off.statusCode, 404);

  const app = await withBenchRoutes(t);
  const client = {
    typeOfMove: "Man and Van",
    fromCity: "E1 6AN",
    startDate: "2030-01-02",
    email: "floor-1@bench.example.com",
    firstName: "Ada",
  };
  const send = () =>
    app.inject({
      method: "POST",
      url: "/api/bench/insert-matched",
      headers: { "idempotency-key": "f-1" },
      payload: { client },
    });
  const res = await send();
  assert.equal(res.statusCode, 201);
  const [lead] = await t.db.select().from(leads).where(eq(leads.idempotencyKey, "ceiling:f-1"));
  const [user] = await t.db.select().from(users).where(eq(users.email, client.email));
  assert.equal(lead.clientUserId, user.id);
  assert.equal(user.firstName, "Ada");
  const matches = await t.db.select().from(leadMatches).where(eq(leadMatches.leadId, lead.id));
  assert.equal(matches.length, MAX_MATCHES);
  assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).length, 1);
  const links = await t.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
  assert.deepEqual(links.map((l) => l.purpose).sort(), ["cancel-lead", "signin"]);
  const mails = await t.db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, ["lead-confirmation", "lead-new"]));
  assert.equal(mails.filter((m) => m.to === client.email).length, 1);
  assert.equal(mails.filter((m) => m.kind === "lead-new").length, MAX_MATCHES);

  // the same email again: refused, nothing more written
  const again = await send();
  assert.equal(again.statusCode, 409);
  assert.equal((await t.db.select().from(leads).where(eq(leads.clientUserId, user.id))).length, 1);
  const mailsAfter = await t.db
    .select()
    .from(outbox)
    .where(inArray(outbox.kind, ["lead-confirmation", "lead-new"]));
  assert.equal(mailsAfter.length, mails.length);
  await app.close();
});
