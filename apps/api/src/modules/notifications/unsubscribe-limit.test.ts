// Issue #33, with the built web app (reads apps/web/build): the one-click unsubscribe POST (RFC 8058) needs no
// session and no Origin, so it is limited per client address (LIMITED_PAGE_POSTS, @fastify/rate-limit's shared
// counters): past the limit one address is answered 429 and nothing changes, even with a good token; another
// address is not held back.
import assert from "node:assert/strict";
import { NOTIFICATION_MESSAGES } from "@rm/domain/notifications";
import { test } from "vitest";
import { makeCustomer } from "../../test/fixtures/quotes.ts";
import { buildTestApp } from "../../test/helper.ts";
import { mayNotify } from "./preferences.ts";
import { unsubscribeToken } from "./unsubscribe-token.ts";
import { LIMITED_PAGE_POSTS } from "./unsubscribe-token.ts";

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1" }, { web: true });
const LIMIT = LIMITED_PAGE_POSTS["/account/unsubscribe"].max;

/** the mailbox provider's one-click POST from `address` (no cookie, no Origin) */
const oneClick = (token: string, address: string) =>
  t.app.inject({
    method: "POST",
    url: `/account/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { host: "localhost", "content-type": "application/x-www-form-urlencoded" },
    payload: "List-Unsubscribe=One-Click",
    remoteAddress: address,
  });

test("past the limit one address gets 429 and nothing changes; another address still unsubscribes", async () => {
  const c = await makeCustomer(t, "unsub-limit@example.org");
  const good = unsubscribeToken(c.id, "review");
  const made = `${c.id}.review.${"A".repeat(43)}`;
  // someone trying tokens from one address: each refused, then held back
  for (let i = 0; i < LIMIT; i++)
    assert.equal((await oneClick(made, "192.0.2.10")).statusCode, 400, `try ${i}`);
  const over = await oneClick(good, "192.0.2.10");
  assert.equal(over.statusCode, 429);
  assert.equal(await mayNotify(t.db, c.id, "review", "email"), true, "nothing changed");
  // the owner's own mailbox provider, from another address, is not held back
  const ok = await oneClick(good, "198.51.100.7");
  assert.equal(ok.statusCode, 200, ok.body);
  assert.ok(ok.body.includes(NOTIFICATION_MESSAGES.unsubscribed("review")));
  assert.equal(await mayNotify(t.db, c.id, "review", "email"), false);
});
