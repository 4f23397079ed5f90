import assert from "node:assert/strict";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { test } from "vitest";
import { lowPriorityModulePreloads, modulePreloadsAtLowPriority } from "./preload-priority.ts";

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/>' +
  '</head><body><p>Café — £50</p><link rel="modulepreload" href="/assets/later.js"/></body></html>';

test("the head's module preloads are marked low priority; stylesheets, the body and explicit priorities are left alone", async () => {
  // split everywhere, including inside "</head>" and inside a two-byte character
  const bytes = Buffer.from(page);
  const chunks = [...Array(Math.ceil(bytes.length / 7)).keys()].map((i) => bytes.subarray(i * 7, i * 7 + 7));
  const out = await text(Readable.from(chunks).pipe(modulePreloadsAtLowPriority()));
  assert.equal(
    out,
    '<!DOCTYPE html><html><head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/>' +
      '<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/>' +
      '</head><body><p>Café — £50</p><link rel="modulepreload" href="/assets/later.js"/></body></html>',
  );
});

test("a document without a head end is passed on whole, rewritten", async () => {
  const out = await text(
    Readable.from([Buffer.from('<link rel="modulepreload" href="/x.js"/>')]).pipe(
      modulePreloadsAtLowPriority(),
    ),
  );
  assert.equal(out, lowPriorityModulePreloads('<link rel="modulepreload" href="/x.js"/>'));
  assert.match(out, /fetchpriority="low"/);
});
