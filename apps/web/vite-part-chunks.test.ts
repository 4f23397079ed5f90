// Issue #34: the build's side of the parts' preloads (vite-part-chunks.ts): each part's call gets its module's key
// in the client build, a call in another shape fails the build (its preload would be lost unseen), and the files
// of a part's module are its chunk and what it imports, transitively, without the styles.
import assert from "node:assert/strict";
import { test } from "vitest";
import type { Manifest } from "vite";
import { partChunks, partChunksFrom } from "./vite-part-chunks.ts";

const ROOT = "/repo/apps/web";

async function transform(code: string, id = `${ROOT}/app/features/requests/booking-panels-lazy.ts`) {
  const plugin = partChunks();
  (plugin.configResolved as (c: unknown) => void)({ root: ROOT, command: "build" });
  const ctx = {
    resolve: async (spec: string, importer: string) => ({
      id: new URL(spec, `file://${importer}`).pathname,
    }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as (
    this: unknown,
    code: string,
    id: string,
  ) => Promise<{ code: string } | undefined>;
  return (await hook.call(ctx, code, id))?.code;
}

test("each part's call gets its module's key, the client build manifest's", async () => {
  const out = await transform(
    'export const A = lazyPart(() => import("./booking-panels.tsx"), "CustomerBooking");\n' +
      "export const B = lazyPart(\n  () => import('../conversations/chat-panel.tsx'),\n  \"ChatPanel\",\n);\n",
  );
  assert.equal(
    out,
    'export const A = lazyPart(() => import("./booking-panels.tsx"), "CustomerBooking", "app/features/requests/booking-panels.tsx");\n' +
      'export const B = lazyPart(() => import("../conversations/chat-panel.tsx"), "ChatPanel", "app/features/conversations/chat-panel.tsx");\n',
  );
});

test("a part written in another shape fails the build", async () => {
  await assert.rejects(
    transform(
      'export const A = lazyPart(() => import("./booking-panels.tsx").then((m) => m.CustomerBooking));',
    ),
    /write each part as lazyPart\(\(\) => import/,
  );
});

test("a module without parts is left alone", async () => {
  assert.equal(
    await transform('import { lazyPart } from "../../lib/lazy-part.tsx";\nexport const x = 1;'),
    undefined,
  );
});

test("a part's files: its chunk, then the chunks it imports transitively, once each, without styles", () => {
  const manifest: Manifest = {
    "app/root.tsx": {
      file: "assets/root-1.js",
      isEntry: true,
      imports: ["_jsx.js"],
      dynamicImports: ["app/p.tsx"],
    },
    "app/p.tsx": {
      file: "assets/p-2.js",
      isDynamicEntry: true,
      imports: ["_words.js", "_jsx.js"],
      css: ["assets/p.css"],
    },
    "_words.js": { file: "assets/words-3.js", imports: ["_jsx.js"] },
    "_jsx.js": { file: "assets/jsx-4.js" },
    "_p.css": { file: "assets/p.css" },
  };
  assert.deepEqual(partChunksFrom(manifest, "/"), {
    "app/p.tsx": ["/assets/p-2.js", "/assets/words-3.js", "/assets/jsx-4.js"],
  });
});
