// Issue #34 (lib/lazy-part.tsx, vite-part-chunks.ts): which files the server preloads for a part a page renders.
// A part's module needs its own chunk and the chunks it imports; those the page's own script already loads (React
// Router's entry and the matched routes' modules, which <Scripts> preloads) are left out.
import type { EntryContext } from "react-router";

type Assets = EntryContext["manifest"];

/** The page's own script files: the entry's and the matched routes' modules with their imports. */
export function pageFiles(assets: Assets, routeIds: readonly string[]): Set<string> {
  const files = new Set<string>([assets.entry.module, ...assets.entry.imports]);
  for (const id of routeIds) {
    const route = assets.routes[id];
    if (!route) continue;
    files.add(route.module);
    for (const f of route.imports ?? []) files.add(f);
  }
  return files;
}

/** A part's files to preload on this page, by its module's key (none for a key the build does not know). */
export function partPreloads(
  chunks: Record<string, readonly string[]>,
  own: ReadonlySet<string>,
): (key: string) => readonly string[] {
  return (key) => (chunks[key] ?? []).filter((file) => !own.has(file));
}
