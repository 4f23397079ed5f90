// Schema-driven bad input for every API route (issue #13, docs/README.md#issues): the routes and their request schemas come from
// the app's own OpenAPI document (generated from the zod schemas each route declares), and fast-check makes
// requests from them: values that fit the schema, values that almost fit (one field wrong, a required one
// missing, one too many), and hostile ones (NUL, bidi overrides, "0x10", huge numbers, broken JSON, wrong
// content types, garbage ids). Whatever arrives, the answer must never be a 5xx.
// Used by security/http-hardening.test.ts (a sample) and bench/fuzz-api.ts (`npm run fuzz:api`, 5,000 cases).
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import { multipart, SAMPLE_PDF, SAMPLE_PNG } from "./fixtures/files.ts";

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
}

interface Parameter {
  in: "path" | "query" | "header";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface FuzzRoute {
  method: string;
  /** "/api/company/leads/{leadId}/quote" */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body?: JsonSchema;
  multipartBody: boolean;
}

/** Routes the fuzzer leaves alone: logging out would end the shared callers' sessions. */
const SKIPPED = new Set(["POST /api/auth/logout", "POST /api/auth/logout-everywhere"]);

/** Every API route with its request schemas, from the OpenAPI document the app serves at /api/docs/json. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  const doc = (
    app as unknown as { swagger(): { paths: Record<string, Record<string, Operation>> } }
  ).swagger();
  const routes: FuzzRoute[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/") || path.startsWith("/api/docs")) continue;
    for (const [m, op] of Object.entries(ops)) {
      const method = m.toUpperCase();
      if (!["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method)) continue;
      if (SKIPPED.has(`${method} ${path}`)) continue;
      const params = (op.parameters ?? []).filter((p) => p.in === "path");
      const query = (op.parameters ?? []).filter((p) => p.in === "query");
      const content = op.requestBody?.content ?? {};
      routes.push({
        method,
        path,
        params,
        query,
        body: content["application/json"]?.schema,
        // upload routes read their own multipart body (no body schema): their summary says "multipart"
        multipartBody: "multipart/form-data" in content || /\bmultipart\b/i.test(op.summary ?? ""),
      });
    }
  }
  return routes.sort((a, b) => `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`));
}

// ---------- values ----------

/** strings that have broken web apps before */
const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u202Egnp.exe",
  "\u2066x\u2069",
  "\r\n",
  "line\nbreak",
  "\t",
  "\uFEFF",
  "\uD800",
  "\uDFFF\uD800",
  "'; drop table users; --",
  '" OR "1"="1',
  "%00",
  "%",
  "_",
  "\\",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "0x10",
  "1e309",
  "-1",
  "-0",
  "NaN",
  "Infinity",
  "9".repeat(40),
  "a".repeat(5000),
  "💩".repeat(50),
  "null",
  "undefined",
  "{}",
  "[]",
  "true",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
  "2026-13-01",
  "00000000-0000-0000-0000-000000000000",
  "00000000-0000-4000-8000-000000000000",
  "not-a-uuid",
  "SW1A 2AA",
  "sw1a2aa",
  "E1",
  "07700 900123",
  "ada@example.org",
  "@",
  "a@b",
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.1, 1.5, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** any JSON at all: the wrong type for whatever field it lands in */
const anyJson = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** any value as query or text: JSON for objects (some have no prototype and no toString) */
const asText = (v: unknown): string =>
  typeof v === "object" && v !== null ? (JSON.stringify(v) ?? "") : String(v);

/** a path segment, lone surrogates (which no URL can carry) as U+FFFD */
const encodePathPart = (s: string) =>
  encodeURIComponent(
    s.replace(/[\uD800-\uDFFF]/g, (c, i: number) => {
      const code = c.charCodeAt(0);
      const pair = code < 0xdc00 ? s.charCodeAt(i + 1) : s.charCodeAt(i - 1);
      const paired = code < 0xdc00 ? pair >= 0xdc00 && pair <= 0xdfff : pair >= 0xd800 && pair < 0xdc00;
      return paired ? c : "\uFFFD";
    }),
  );

function isoDay(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

const plausibleString = (s: JsonSchema) => {
  const max = Math.min(s.maxLength ?? 60, 60);
  const min = Math.min(s.minLength ?? 0, max);
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.integer({ min: -30, max: 1000 }).map(isoDay),
    fc.uuid(),
    fc.emailAddress(),
    fc.constantFrom("SW1A 2AA", "E1 6AN", "SE16 3LL", "07700 900123", "020 7946 0000", "850", "3", "6.5"),
  );
};

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type;
  if (s.type) return [s.type];
  if (s.properties) return ["object"];
  if (s.items) return ["array"];
  return [];
}

/** A value shaped by the schema; `depth` keeps recursion short. */
function shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fuzzValue(a, depth)));
  if (s.allOf?.length) return fuzzValue(s.allOf[0]!, depth);
  const types = typesOf(s);
  if (types.length === 0) return anyJson;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          return plausibleString(s);
        case "integer": {
          const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
          const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 100_000);
          return fc.integer({ min: Math.max(min, -1e9), max: Math.min(Math.max(max, min), 1e9) });
        }
        case "number":
          return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array":
          return fc.array(s.items ? fuzzValue(s.items, depth + 1) : anyJson, {
            minLength: Math.min(s.minItems ?? 0, 3),
            maxLength: Math.min(Math.max(s.maxItems ?? 4, s.minItems ?? 0), 12),
          });
        case "object":
          return fuzzObject(s, depth);
        default:
          return anyJson;
      }
    }),
  );
}

/** Mostly the right shape, sometimes hostile, sometimes the wrong type altogether. */
export function fuzzValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return anyJson;
  return fc.oneof(
    { weight: 6, arbitrary: shaped(s, depth) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: anyJson },
  );
}

function fuzzObject(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const keys = Object.keys(props);
  const model = Object.fromEntries(keys.map((k) => [k, fuzzValue(props[k]!, depth + 1)]));
  const required = (s.required ?? []).filter((k) => k in props);
  const complete = fc.record(model, { requiredKeys: required });
  const partial = fc.record(model, { requiredKeys: [] });
  const withExtra = fc
    .tuple(complete, fc.constantFrom("__proto__", "constructor", "extra", "$where", ""), anyJson)
    .map(([o, k, v]) => ({ ...(o as object), [k]: v }));
  return fc.oneof(
    { weight: 5, arbitrary: complete },
    { weight: 2, arbitrary: partial },
    { weight: 1, arbitrary: withExtra },
  );
}

// ---------- requests ----------

export interface Caller {
  name: string;
  cookie?: string;
}

export interface FuzzCase {
  route: string;
  inject: InjectOptions;
}

/** Real ids a route may be called with (so some requests reach past "not found"), besides random ones. */
export type KnownIds = Record<string, string[]>;

function paramValue(name: string, known: KnownIds) {
  const ids = known[name] ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: ids.length ? fc.constantFrom(...ids) : fc.uuid() },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString.filter((v) => v !== "") },
  );
}

const BODY_KINDS = ["json", "json", "json", "json", "json", "json", "broken-json", "text", "none"] as const;

export function fuzzCase(route: FuzzRoute, callers: Caller[], known: KnownIds): fc.Arbitrary<FuzzCase> {
  const params = fc.record(Object.fromEntries(route.params.map((p) => [p.name, paramValue(p.name, known)])));
  const query = fc.record(
    Object.fromEntries(route.query.map((q) => [q.name, fuzzValue(q.schema ?? {}).map(asText)])),
    { requiredKeys: [] },
  );
  const body = route.body ? fuzzValue(route.body) : anyJson;
  const upload = fc.record({
    kind: fc.oneof(fc.constantFrom("git", "pl", "bar", "other"), hostileString),
    coverPounds: fc.oneof(fc.constantFrom("50000", "1", "100000000"), hostileString),
    expiresOn: fc.oneof(fc.integer({ min: -10, max: 4000 }).map(isoDay), hostileString),
    fileName: fc.oneof(
      fc.constantFrom("cert.pdf", "logo.png", "in\u202Efdp.exe", 'a"b.pdf', ""),
      hostileString,
    ),
    file: fc.oneof(
      fc.constant(SAMPLE_PDF),
      fc.constant(SAMPLE_PNG),
      fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
    ),
  });
  return fc
    .record({
      caller: fc.constantFrom(...callers),
      params,
      query,
      body,
      bodyKind: fc.constantFrom(...BODY_KINDS),
      upload,
      useMultipart: fc.boolean(),
    })
    .map(({ caller, params, query, body, bodyKind, upload, useMultipart }) => {
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodePathPart(String((params as Record<string, unknown>)[name] ?? "x")),
      );
      const search = new URLSearchParams(query as Record<string, string>).toString();
      const headers: Record<string, string> = caller.cookie ? { cookie: caller.cookie } : {};
      const inject: InjectOptions = {
        method: route.method as InjectOptions["method"],
        url: search ? `${path}?${search}` : path,
        headers,
      };
      if (route.method !== "GET") {
        if (route.multipartBody && useMultipart) {
          const m = multipart(
            { kind: upload.kind, coverPounds: upload.coverPounds, expiresOn: upload.expiresOn },
            [{ name: upload.fileName.replace(/["\r\n]/g, ""), data: upload.file }],
          );
          inject.payload = m.payload;
          Object.assign(headers, m.headers);
        } else if (bodyKind === "json") {
          inject.payload = JSON.stringify(body ?? null);
          headers["content-type"] = "application/json";
        } else if (bodyKind === "broken-json") {
          inject.payload = `${JSON.stringify(body ?? {}).slice(0, -1)}\u0000`;
          headers["content-type"] = "application/json";
        } else if (bodyKind === "text") {
          inject.payload = asText(body);
          headers["content-type"] = "text/plain";
        }
      }
      return { route: `${route.method} ${route.path}`, inject };
    });
}

export interface FuzzResult {
  cases: number;
  routes: number;
  /** answers per status code */
  statuses: Record<string, number>;
  /** answers per route and status code */
  byRoute: Record<string, Record<string, number>>;
  /** every 5xx: the route, the request and the answer */
  failures: { route: string; status: number; method: string; url: string; payload?: string; body: string }[];
}

/** `cases` requests spread over every route (round robin, each route's values from fast-check). */
export async function runFuzz(
  app: FastifyInstance,
  opts: { cases: number; seed: number; callers: Caller[]; known?: KnownIds },
): Promise<FuzzResult> {
  const routes = fuzzRoutes(app);
  const perRoute = Math.ceil(opts.cases / routes.length);
  const samples = routes.map((r, i) =>
    fc.sample(fuzzCase(r, opts.callers, opts.known ?? {}), { numRuns: perRoute, seed: opts.seed + i }),
  );
  const result: FuzzResult = { cases: 0, routes: routes.length, statuses: {}, byRoute: {}, failures: [] };
  for (let k = 0; k < perRoute && result.cases < opts.cases; k++) {
    for (const list of samples) {
      const c = list[k];
      if (!c || result.cases >= opts.cases) continue;
      const res = await app.inject(c.inject);
      result.cases++;
      const status = String(res.statusCode);
      result.statuses[status] = (result.statuses[status] ?? 0) + 1;
      const row = result.byRoute[c.route] ?? {};
      result.byRoute[c.route] = row;
      row[status] = (row[status] ?? 0) + 1;
      if (res.statusCode >= 500) {
        const payload = c.inject.payload;
        result.failures.push({
          route: c.route,
          status: res.statusCode,
          method: String(c.inject.method),
          url: String(c.inject.url),
          payload: typeof payload === "string" ? payload.slice(0, 500) : payload ? "(multipart)" : undefined,
          body: res.body.slice(0, 300),
        });
      }
    }
  }
  return result;
}
