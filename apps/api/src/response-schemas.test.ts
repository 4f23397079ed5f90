// test-database: none (it reads the route map only)
// Issue #30: every answer in the route map (@rm/domain/api) is exact. The serialiser encodes with the route's
// schema (decision 053): a z.object answer sends the fields it lists and drops any other, so a field the API
// adds to a service reaches nobody until the contract lists it. A loose object (`z.looseObject`, `.loose()`,
// `shaped<T>()`) or a map (`z.record`) would pass through whatever the service built; each one left is listed
// below with its reason.
import assert from "node:assert/strict";
import { API_ROUTES } from "@rm/domain/api";
import { test } from "vitest";
import { z } from "zod";

/** "<route key> <status> <path in the answer>" of the answers that are open by design, and why */
const OPEN_BY_DESIGN: Record<string, string> = {
  "GET /pow/challenge 200 data.parameters":
    "the ALTCHA library's signed challenge parameters, handed to the solver and back as they are",
  "GET /conversations 200 data.unread.byRequest": "unread messages per request: a map keyed by request id",
  "GET /conversations/unread 200 data.byRequest": "the same map",
  "GET /admin/audit 200 data.rows[].data":
    "what each action recorded (audit_log.data): its own shape per action",
  "GET /admin/companies/:companyId 200 data.audit[].data": "the same, in the company's audit trail",
  "GET /admin/customers/:userId 200 data.audit[].data": "the same, in the customer's audit trail",
  "GET /admin/requests/:leadId 200 data.matches[].reasons":
    "the ranking's reasons as stored with each match (lead_matches.reasons), in the shape the ranking of its day wrote",
  "GET /company/leads/:leadId 200 data.glance.inventory.counts":
    "the customer's list of what is moving: a count per catalogue item, keyed by item",
};
/** the failure envelope every route declares for 4xx and 5xx: `errors` maps each field that failed to its message */
const isEnvelopeErrors = (path: string) => path === "errors";

type Def = { type: string } & Record<string, unknown>;
const defOf = (s: unknown) => (s as { _zod: { def: Def } })._zod.def;

/**
 * The paths of `schema` at which an object lets unknown fields through, or a map holds any key. A schema used
 * in several places is walked at each; `inside` (the schemas being walked) only stops a lazy one's recursion.
 */
function openPaths(schema: z.ZodType, path: string, out: string[], inside = new Set<unknown>()): string[] {
  if (inside.has(schema)) return out;
  inside.add(schema);
  const def = defOf(schema);
  const walk = (s: unknown, p: string) => openPaths(s as z.ZodType, p, out, inside);
  switch (def.type) {
    case "object": {
      const catchall = def.catchall as z.ZodType | undefined;
      if (catchall && defOf(catchall).type !== "never") out.push(path);
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>))
        walk(v, path ? `${path}.${k}` : k);
      break;
    }
    case "record":
      out.push(path);
      break;
    case "array":
      walk(def.element, `${path}[]`);
      break;
    case "nullable":
    case "optional":
    case "default":
    case "readonly":
    case "nonoptional":
    case "catch":
      walk(def.innerType, path);
      break;
    case "pipe":
      walk(def.in, path);
      walk(def.out, path);
      break;
    case "union":
      for (const o of def.options as unknown[]) walk(o, path);
      break;
    case "intersection":
      walk(def.left, path);
      walk(def.right, path);
      break;
    case "lazy":
      walk((def.getter as () => unknown)(), path);
      break;
  }
  inside.delete(schema);
  return out;
}

/** every open place in every JSON answer of the route map, as "<key> <status> <path>" */
function openAnswers() {
  const found: string[] = [];
  for (const [key, entry] of Object.entries(API_ROUTES)) {
    for (const [status, answer] of Object.entries(entry.response as Record<string, unknown>)) {
      if (!(answer instanceof z.ZodType)) continue; // a download: bytes, not JSON
      for (const p of openPaths(answer, "", []))
        if (!isEnvelopeErrors(p)) found.push(`${key} ${status} ${p}`);
    }
  }
  return found;
}

test("every JSON answer in the route map is exact: no loose object, no open map but those listed", () => {
  const open = openAnswers().filter((a) => !(a in OPEN_BY_DESIGN));
  assert.deepEqual(open, [], "list every field of these answers (or give the reason they are open)");
});

test("the list above names only places that are still open", () => {
  const open = new Set(openAnswers());
  const stale = Object.keys(OPEN_BY_DESIGN).filter((k) => !open.has(k));
  assert.deepEqual(stale, [], "these are exact now: delete their lines");
});

test("the walk finds what it must: a loose object, a .loose() inside an array, a record; not a plain object", () => {
  const answer = z.object({
    a: z.looseObject({ x: z.string() }),
    b: z.array(z.object({ y: z.string() }).loose()).nullable(),
    c: z.record(z.string(), z.number()),
    d: z.object({ z: z.string() }),
    e: z.strictObject({ w: z.string() }),
  });
  assert.deepEqual(openPaths(answer, "", []), ["a", "b[]", "c"]);
  const shared = z.record(z.string(), z.number());
  assert.deepEqual(
    openPaths(z.object({ x: shared, y: z.array(shared) }), "", []),
    ["x", "y[]"],
    "at each place",
  );
});
