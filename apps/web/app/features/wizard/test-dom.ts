// For the wizard's component tests: a browser-like document (happy-dom) installed before React and Testing
// Library load (import this first), and the API answers the wizard asks for, served from a table.
import { register } from "node:module";
import { GlobalRegistrator } from "@happy-dom/global-registrator";

// stylesheets are the bundler's business: a component's `import "…css"` loads as an empty module here (for
// the modules imported after this one runs: import the components with a dynamic import())
const CSS_AS_NOTHING = `export async function load(url, context, next) {
  if (url.endsWith(".css")) return { format: "module", source: "", shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(CSS_AS_NOTHING)}`);

GlobalRegistrator.register({ url: "http://localhost/free-quotes/wizard" });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { status: number; body: unknown };
/** GET /api<path> answers, by path prefix; anything else answers 404 */
export const apiAnswers = new Map<string, (url: URL) => Answer>();
/** every API request the page made: method and path with query */
export const apiCalls: { method: string; path: string; body?: unknown }[] = [];

globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), "http://localhost");
  const method = init?.method ?? "GET";
  const path = url.pathname.replace(/^\/api/, "") + url.search;
  apiCalls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
  for (const [prefix, answer] of apiAnswers) {
    if (path.startsWith(prefix)) {
      const a = answer(url);
      return new Response(JSON.stringify(a.body), {
        status: a.status,
        headers: { "content-type": "application/json" },
      });
    }
  }
  return new Response(JSON.stringify({ status: false, message: "Not found" }), { status: 404 });
}) as typeof fetch;

export const closeDom = () => GlobalRegistrator.unregister();
