// React Router's default streaming entry for Node (@react-router/dev config/defaults/entry.server.node.tsx),
// plus the page's Content-Security-Policy nonce: the server (apps/api/src/web/ssr.ts) generates one per
// render, passes it in the load context and sends it in the CSP header. <ServerRouter nonce> puts it on
// React Router's inline scripts (hydration context, streamed loader data) and is the default for <Scripts>,
// <ScrollRestoration> and <Links>; renderToPipeableStream's `nonce` covers React's own streaming scripts;
// CspNonceContext hands it to our inline scripts (root.tsx, sticky-quote-bar.tsx). EnhanceScriptContext gives
// root.tsx the code it inlines in static pages (lib/static-page.ts); imported here, it stays out of the browser.
// The head's module preloads go at low priority (lib/preload-priority.ts). PartChunksContext gives the parts a
// page renders (lib/lazy-part.tsx) the files to preload with it (vite-part-chunks.ts, lib/part-preloads.ts).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import enhanceScript from "virtual:enhance-script";
import partChunks from "virtual:part-chunks";
import { CspNonceContext } from "./lib/csp-nonce.ts";
import { PartChunksContext } from "./lib/lazy-part.tsx";
import { pageFiles, partPreloads } from "./lib/part-preloads.ts";
import { modulePreloadsAtLowPriority } from "./lib/preload-priority.ts";
import { EnhanceScriptContext } from "./lib/static-page.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const routeIds = routerContext.staticHandlerContext.matches.map((m) => m.route.id);
  const preloads = partPreloads(partChunks, pageFiles(routerContext.manifest, routeIds));

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // bots and SPA mode wait for all content before the response starts
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // abort the render after `streamTimeout`, leaving time to flush the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <EnhanceScriptContext.Provider value={enhanceScript}>
          <PartChunksContext.Provider value={preloads}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </PartChunksContext.Provider>
        </EnhanceScriptContext.Provider>
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // clear the timeout so the closure (and its memory) is not retained
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body.pipe(modulePreloadsAtLowPriority()));

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // errors in the initial shell reject and are logged by handleDocumentRequest; log the streamed ones
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
