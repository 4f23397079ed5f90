// test-database: none (opens no test database: run once, in the PGlite stage)
import assert from "node:assert/strict";
import { test } from "vitest";
import { newToken } from "./crypto.ts";

test("tokens are 256 random bits, URL-safe, and never repeat across pool refills", () => {
  const seen = new Set<string>();
  for (let i = 0; i < 1000; i++) {
    const t = newToken();
    assert.match(t, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(Buffer.from(t, "base64url").length, 32);
    seen.add(t);
  }
  assert.equal(seen.size, 1000, "1,000 tokens (eight refills of the pool), all different");
});
