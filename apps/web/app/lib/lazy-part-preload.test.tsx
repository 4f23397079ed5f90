// Issue #34: the server preloads the code of the parts a page renders (lazy-part.tsx, part-preloads.ts), in the
// document's head and with the page's CSP nonce, so a part's chunk arrives with the page's own script; a page
// that does not render the part preloads nothing for it, and the files the page's script loads anyway are left
// out. (The build's side, the files of each part's module, is vite-part-chunks.test.ts.)
import assert from "node:assert/strict";
import { test } from "vitest";
import { CspNonceContext } from "./csp-nonce.ts";
import { lazyPart, PartChunksContext } from "./lazy-part.tsx";
import { partPreloads } from "./part-preloads.ts";
import { streamHtml } from "./stream-html.ts";

const Panel = ({ text }: { text: string }) => <p>{text}</p>;
const CHUNKS = {
  "app/features/panel.tsx": ["/assets/panel-1.js", "/assets/words-2.js", "/assets/jsx-runtime-3.js"],
};

/** a whole document as entry.server.tsx renders it, streamed */
function render(body: React.ReactNode, own: string[] = []): Promise<string> {
  return streamHtml(
    <CspNonceContext.Provider value="n0nce">
      <PartChunksContext.Provider value={partPreloads(CHUNKS, new Set(own))}>
        <html lang="en">
          <head>
            <title>Compare your quotes</title>
          </head>
          <body>{body}</body>
        </html>
      </PartChunksContext.Provider>
    </CspNonceContext.Provider>,
    "all",
  );
}

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);

test("a page that renders a part preloads its chunk and the chunks it imports, in the head, with the nonce", async () => {
  const part = lazyPart(async () => ({ Panel }), "Panel", "app/features/panel.tsx");
  await part.load();
  const html = await render(<part.Part text="The conversation" />, ["/assets/jsx-runtime-3.js"]);
  assert.match(html, /<p>The conversation<\/p>/);
  const links = preloads(head(html));
  assert.equal(links.length, 2, "the page's own files are not preloaded twice");
  assert.match(links[0]!, /href="\/assets\/panel-1.js"/);
  assert.match(links[1]!, /href="\/assets\/words-2.js"/);
  for (const link of links) assert.match(link, /nonce="n0nce"/);
  assert.deepEqual(preloads(html.slice(html.indexOf("</head>"))), [], "nothing preloaded outside the head");
});

test("a page that does not render the part preloads nothing for it", async () => {
  const part = lazyPart(async () => ({ Panel }), "Panel", "app/features/panel.tsx");
  await part.load();
  const showing = false as boolean;
  const html = await render(
    <main>{showing ? <part.Part text="The conversation" /> : <h1>No booking</h1>}</main>,
  );
  assert.deepEqual(preloads(html), []);
});

test("a part whose module the build does not know renders without a preload", async () => {
  const part = lazyPart(async () => ({ Panel }), "Panel");
  await part.load();
  const html = await render(<part.Part text="Hello" />);
  assert.match(html, /<p>Hello<\/p>/);
  assert.deepEqual(preloads(html), []);
});
