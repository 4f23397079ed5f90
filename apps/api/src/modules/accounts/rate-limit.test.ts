import assert from "node:assert/strict";
import { test } from "vitest";
import { AUTH_MESSAGES } from "@rm/domain";
import { DEMO_CLIENT } from "../../seed/demo-accounts.ts";
import { buildTestApp, json } from "../../test/helper.ts";

const { app } = await buildTestApp();

test("login is limited per account: the 11th try in 15 minutes gets 429 with a clear message", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO_CLIENT.email, password: `wrong-${i}-password` },
      remoteAddress: `10.0.0.${i + 1}`, // different IPs: the per-account limit is what stops it
    });
    statuses.push(res.statusCode);
    if (i === 10) assert.equal(json(res).message, AUTH_MESSAGES.passwordLocked);
  }
  assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
});

test("registration is limited per IP", async () => {
  let last = 0;
  for (let i = 0; i < 11; i++) {
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        firstName: "R",
        lastName: "L",
        email: `rl${i}@example.org`,
        password: "12345678",
        confirmPassword: "12345678",
      },
      remoteAddress: "10.9.9.9",
    });
    last = res.statusCode;
  }
  assert.equal(last, 429);
});
