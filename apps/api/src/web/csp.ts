// Content-Security-Policy. Every page gets a fresh nonce (web/ssr.ts) that React Router puts on the inline
// scripts it renders (hydration context, streamed loader data, scroll restoration) and that our own two inline
// scripts carry too (apps/web/app/root.tsx, components/sticky-quote-bar.tsx); everything else the page loads
// comes from this origin. Answers that are not pages (JSON, assets, files) get the strict NON_PAGE_POLICY from
// helmet (app.ts): nothing may load, nothing may frame them; the API browser has API_DOCS_POLICY.
import { randomBytes } from "node:crypto";

/** 128 random bits, base64: a fresh one for every rendered page */
export const createNonce = () => randomBytes(16).toString("base64");

export const NON_PAGE_DIRECTIVES = { "default-src": ["'none'"], "frame-ancestors": ["'none'"] };

/** The API browser (/api/docs, @fastify/swagger-ui): its scripts are files, but it injects <style> elements. */
export const API_DOCS_POLICY =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: https://validator.swagger.io; font-src 'self' data:; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The policy of one HTML page; `nonce` must be the one its inline scripts carry. */
export function pagePolicy(nonce: string): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'self' covers the module scripts, modulepreloads and lazy route chunks from /assets; no 'strict-dynamic'
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // stylesheets from /assets only: no <style> element, no style="" attribute (the app renders none;
    // e2e csp.test.ts walks the pages of every role watching for violations)
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** The same answer with the page policy for `nonce` when it is an HTML page; anything else as it was. */
export function withPagePolicy(response: Response, nonce: string): Response {
  if (!/^text\/html\b/i.test(response.headers.get("content-type") ?? "")) return response;
  const headers = new Headers(response.headers);
  headers.set("content-security-policy", pagePolicy(nonce));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
