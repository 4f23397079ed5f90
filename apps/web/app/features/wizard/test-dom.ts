// For the wizard's component tests (Vitest's happy-dom environment: each file's docblock names it and the
// page's address): React's act environment, and the API answers the wizard asks for, served from a table.
// Import it before the components.
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
