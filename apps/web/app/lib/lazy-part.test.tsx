// Issue #34: a part whose code loads on its own (lazy-part.tsx). The server renders it in full, inline, once its
// code is in (the loader awaits load()), and the browser keeps that HTML as it is while the part's code is on the
// way, then hydrates it in place: no flash, no hydration error.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { act, type ComponentType, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { test } from "vitest";
import { lazyPart } from "./lazy-part.tsx";
import { streamHtml } from "./stream-html.ts";

// React's act() in a test environment
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {`${label} ${n}`}
    </button>
  );
}

const page = (Part: ComponentType<{ label: string }>) => (
  <main>
    <h1>Compare your quotes</h1>
    <Part label="Pressed" />
  </main>
);

test("once loaded, the server renders the part in full and inline: no Suspense boundary to stream apart", async () => {
  const part = lazyPart(async () => ({ Counter }), "Counter");
  await part.load();
  const html = renderToString(page(part.Part));
  assert.equal(html, '<main><h1>Compare your quotes</h1><button type="button">Pressed 0</button></main>');
});

test("the browser keeps the server's HTML of the part while its code loads, then the part works", async () => {
  const server = lazyPart(async () => ({ Counter }), "Counter");
  await server.load();
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(server.Part));
  document.body.append(container);
  const serverButton = container.querySelector("button");

  let arrive: (c: typeof Counter) => void = () => {};
  const browser = lazyPart(
    () => new Promise<{ Counter: typeof Counter }>((resolve) => (arrive = (c) => resolve({ Counter: c }))),
    "Counter",
  );
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page(browser.Part), { onRecoverableError: (e) => errors.push(e) });
  });
  // the code is not in yet: the same page, as the server sent it (the whole page waits for the part)
  assert.equal(container.querySelector("button"), serverButton);
  assert.equal(serverButton?.textContent, "Pressed 0");

  await act(async () => arrive(Counter));
  assert.equal(container.querySelector("button"), serverButton, "hydrated in place, not replaced");
  await act(async () => serverButton?.click());
  assert.equal(container.querySelector("button")?.textContent, "Pressed 1");
  assert.deepEqual(errors, []);
  container.remove();
});

test("a failed download is tried again on the next load", async () => {
  let calls = 0;
  const part = lazyPart(async () => {
    calls += 1;
    if (calls === 1) throw new Error("network");
    return { Counter };
  }, "Counter");
  await assert.rejects(part.load(), /network/);
  await part.load();
  assert.equal(calls, 2);
  assert.match(renderToString(page(part.Part)), /Pressed/);
});

test("a large part (30 messages) streams inline with the page, not apart behind a script", async () => {
  const Big = () => (
    <ol>
      {Array.from({ length: 600 }, (_, i) => (
        <li key={i}>{`Message ${i} about the lift and the parking`}</li>
      ))}
    </ol>
  );
  const part = lazyPart(async () => ({ Big }), "Big");
  await part.load();
  const html = await streamHtml(
    <main>
      <part.Part />
    </main>,
  );
  assert.match(html, /^<main><ol><li>Message 0 /);
  assert.match(html, /Message 599 about the lift and the parking<\/li><\/ol><\/main>/);
  assert.doesNotMatch(html, /<template|hidden id="S:/);
});
