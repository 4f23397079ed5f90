// Issue #30: a path's id is part of the route map (idParam, @rm/domain/api). A malformed id sent to any route
// with an id param is answered 404 — with the words the route gives for an id that names nothing — before any
// service or query runs: never a 500, and nothing is written. The table is API_ROUTES itself.
import assert from "node:assert/strict";
import { API_ROUTES, type ApiRouteKey } from "@rm/domain/api";
import { count, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { test } from "vitest";
import * as schema from "./db/schema.ts";
import { routesOf } from "./lib/access.ts";
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_COMPANIES } from "./seed/demo-accounts.ts";
import { buildTestApp } from "./test/helper.ts";

const MALFORMED = "not-a-uuid";
const NOBODY = "00000000-0000-4000-8000-000000000000";
/** every route whose path names a row by id */
const ID_ROUTES = (Object.keys(API_ROUTES) as ApiRouteKey[]).filter((key) => /:\w+Id\b/.test(key));

const t = await buildTestApp({ RATE_LIMIT_FACTOR: "1000" });
const tables = (Object.values(schema) as unknown[]).filter((x): x is PgTable => is(x, PgTable));
/** how many rows each table holds */
async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row!.n;
  }
  return counts;
}

/** the words a route's idParam answers a malformed id with (undefined: an id that is not a UUID) */
function wordsOf(key: ApiRouteKey): string | undefined {
  const params = (
    API_ROUTES[key] as { params?: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } } }
  ).params;
  const name = /:(\w+Id)\b/.exec(key)![1]!;
  return params?.safeParse({ [name]: MALFORMED }).error?.issues[0]?.message;
}

test("every route with an id in its path declares it with idParam (a UUID) or serialParam (a number)", () => {
  // a stored mail's attachment: the mail's number and the attachment's place, both read by its service
  const undeclared = ID_ROUTES.filter((key) => !wordsOf(key) && !key.includes("/attachments/:index"));
  assert.deepEqual(undeclared, []);
});

test("a malformed id is answered 404 with the route's not-found words, and nothing is written", async () => {
  const cookies = {
    client: await t.login(DEMO_CLIENT.email),
    company: await t.login(DEMO_COMPANIES[0]!.email),
    admin: await t.login(DEMO_ADMIN.email),
  };
  const accessOf = new Map(routesOf(t.app).map((r) => [r.routeKey, r.access]));
  const before = await rowCounts();
  const failures: string[] = [];
  for (const key of ID_ROUTES) {
    const access = accessOf.get(key);
    const cookie =
      access === "company"
        ? cookies.company
        : access === "admin"
          ? cookies.admin
          : access === "public"
            ? undefined
            : cookies.client;
    const [method, path] = key.split(" ") as ["GET", string];
    const send = (id: string) =>
      t.app.inject({
        method,
        url: `/api${path.replace(/:\w+/g, id)}`,
        headers: cookie ? { cookie } : {},
        ...(method === "GET" ? {} : { payload: {} }),
      });
    const res = await send(MALFORMED);
    const words = wordsOf(key);
    const { message } = res.json() as { message: string };
    if (res.statusCode !== 404) failures.push(`${key}: ${res.statusCode} ${message}`);
    else if (words && message !== words) failures.push(`${key}: "${message}", expected "${words}"`);
    // a route that reads no body answers an unknown (well-formed) id with the same words
    if (words && (method === "GET" || method === "DELETE")) {
      const unknown = await send(NOBODY);
      const said = (unknown.json() as { message: string }).message;
      if (unknown.statusCode !== 404 || said !== words)
        failures.push(`${key} with an unknown id: ${unknown.statusCode} "${said}", expected "${words}"`);
    }
  }
  assert.deepEqual(failures, []);
  const after = await rowCounts();
  // signing in above wrote its sessions and audit rows before `before`; nothing since
  assert.deepEqual(after, before);
});
