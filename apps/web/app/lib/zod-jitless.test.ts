import assert from "node:assert/strict";
import { test } from "vitest";

// zod-jitless.ts sets zod's settings without importing zod: this checks the installed zod reads them, and so
// never probes `new Function` (a CSP violation report on every page) when a page builds and uses a schema.
test("the browser's jitless setting reaches zod, loaded after it, without zod imported by the setting", async () => {
  const g = globalThis as { document?: unknown; Function: FunctionConstructor };
  g.document = {}; // as in a browser
  const constructed: unknown[] = [];
  const RealFunction = g.Function;
  g.Function = new Proxy(RealFunction, {
    construct(target, args) {
      constructed.push(args);
      return Reflect.construct(target, args);
    },
  });
  try {
    await import("./zod-jitless.ts");
    const { z } = await import("zod");
    assert.equal(z.config().jitless, true);
    const schema = z.object({ name: z.string(), items: z.array(z.object({ n: z.number() })) });
    assert.equal(schema.safeParse({ name: "a", items: [{ n: 1 }] }).success, true);
    assert.deepEqual(constructed, [], "zod built no function from text");
  } finally {
    g.Function = RealFunction;
    delete g.document;
  }
});
