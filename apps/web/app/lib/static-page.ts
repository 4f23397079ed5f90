// Static pages (docs/decisions/016-static-marketing-pages.md): a route whose module exports
// `handle = STATIC_PAGE` is sent as server-rendered HTML with no React in the browser: root.tsx's Layout leaves
// out <Scripts> (so no module scripts, no modulepreloads, no hydration context or streamed loader data) and
// <ScrollRestoration>, and inlines the enhance script (lib/enhance.ts) instead. Its components render the
// same markup either way: a hydrated page navigating to one in the browser still renders it with React.
import { createContext, useContext } from "react";
import { type UIMatch, useMatches } from "react-router";

export interface PageHandle {
  /** true: send this page without React's browser bundle */
  static?: boolean;
}

export const STATIC_PAGE = { static: true } as const satisfies PageHandle;

/** The enhance script's code. Given by entry.server.tsx only, so it never reaches the browser bundle. */
export const EnhanceScriptContext = createContext<string | undefined>(undefined);

const isStaticHandle = (handle: unknown): boolean =>
  typeof handle === "object" && handle !== null && (handle as PageHandle).static === true;

/** Whether the deepest matched route is a static page. */
const isStaticMatch = (matches: UIMatch[]): boolean => isStaticHandle(matches.at(-1)?.handle);

/**
 * The enhance script to inline when this render is the server's HTML of a static page; undefined otherwise.
 * In the browser there is none: React only runs on hydrated pages, and a page it renders after navigating
 * keeps React's own scripts and handlers.
 */
export function useStaticPageScript(): string | undefined {
  const matches = useMatches();
  const code = useContext(EnhanceScriptContext);
  return code !== undefined && isStaticMatch(matches) ? code : undefined;
}
