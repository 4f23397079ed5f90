// Spec §8 (issue #17): a call that cannot reach the server answers "Error occured: {message}" for a signed-in
// POST or DELETE, and "Connection Error" otherwise; a reply that is not JSON names the HTTP status.
import assert from "node:assert/strict";
import { afterEach, test } from "vitest";
import { api as typedApi, setSignedIn } from "./api.ts";

// the calls below go through a plain signature: what is tested is the wording when the network fails, and the
// route map's types of every route together are too deep for TypeScript to instantiate in one file's calls
const api = typedApi as unknown as (method: string, path: string, body?: unknown) => Promise<unknown>;

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setSignedIn(false);
});
const offline = () => {
  globalThis.fetch = (async () => {
    throw new TypeError("Failed to fetch");
  }) as typeof fetch;
};

test("signed in: a POST or DELETE that cannot reach the server says 'Error occured: {message}'", async () => {
  offline();
  setSignedIn(true);
  assert.deepEqual(await api("DELETE", "/company/leads/abc/quote"), {
    status: false,
    message: "Error occured: Failed to fetch",
  });
  assert.equal(
    ((await api("POST", "/client/abc/leads", { client: {} })) as { message: string }).message,
    "Error occured: Failed to fetch",
  );
  // other methods keep the connection wording
  assert.equal(((await api("GET", "/auth/me")) as { message: string }).message, "Connection Error");
});

test("not signed in: 'Connection Error'; an answer that is not JSON names its status", async () => {
  offline();
  assert.equal(
    ((await api("POST", "/client/register", {})) as { message: string }).message,
    "Connection Error",
  );
  globalThis.fetch = (async () => new Response("<html>bad gateway</html>", { status: 502 })) as typeof fetch;
  setSignedIn(true);
  assert.deepEqual(await api("DELETE", "/company/leads/abc/quote"), {
    status: false,
    message: "Error occured: 502",
  });
});
