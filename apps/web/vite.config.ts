import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { build } from "esbuild";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { partChunks } from "./vite-part-chunks.ts";

const ENHANCE_ENTRY = fileURLToPath(new URL("app/lib/enhance.ts", import.meta.url));

/**
 * `virtual:enhance-script`: the static pages' enhance script (app/lib/enhance.ts with what it imports), bundled
 * and minified by esbuild into one IIFE, as a string. Only entry.server.tsx imports it, so it is in the server
 * build alone; root.tsx inlines it in the HTML of static pages (app/lib/static-page.ts).
 */
function enhanceScript(): Plugin {
  const id = "virtual:enhance-script";
  const resolved = `\0${id}`;
  return {
    name: "rm-enhance-script",
    resolveId: (source) => (source === id ? resolved : undefined),
    async load(source) {
      if (source !== resolved) return undefined;
      const out = await build({
        entryPoints: [ENHANCE_ENTRY],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        platform: "browser",
        write: false,
        metafile: true,
        logLevel: "silent",
      });
      for (const input of Object.keys(out.metafile.inputs)) this.addWatchFile(resolve(input));
      // a "</script" inside the code would end the inline element early
      const code = out.outputFiles[0]!.text.trim().replaceAll("</script", "<\\/script");
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/**
 * each build's modules reachable by static imports from app/root.tsx and the client entry (rollup's meta
 * functions are per build)
 */
const rootGraphs = new WeakMap<object, Set<string>>();

/**
 * What the root route and the client entry load is two chunks (issue #34): the app's own modules ("shell") and the
 * packages they use ("framework": React, React DOM, React Router, which change less often and stay cached; rollup
 * names it after the entry, which it holds). Every page loads both, so nothing is loaded that was not before;
 * left to itself rollup cut the same code into ~15 small shared chunks (each also imported by some route), 3–4 KiB
 * gzip more per page and as many requests.
 */
const rootChunks: Rollup.ManualChunksOption = (id, { getModuleIds, getModuleInfo }) => {
  let graph = rootGraphs.get(getModuleInfo);
  if (!graph) {
    graph = new Set();
    // the root route and the client entry (React Router's default entry.client.tsx): every app page loads both
    const todo = [...getModuleIds()].filter(
      (m) => m.endsWith("/app/root.tsx") || /\/entry\.client\.[jt]sx?$/.test(m),
    );
    while (todo.length) {
      const m = todo.pop() as string;
      if (graph.has(m)) continue;
      graph.add(m);
      todo.push(...(getModuleInfo(m)?.importedIds ?? []));
    }
    rootGraphs.set(getModuleInfo, graph);
  }
  if (!graph.has(id)) return undefined;
  return id.includes("/node_modules/") ? "framework" : "shell";
};

export default defineConfig({
  plugins: [enhanceScript(), partChunks(), reactRouter()],
  build: { assetsInlineLimit: 0, rollupOptions: { output: { manualChunks: rootChunks } } },
  ssr: { noExternal: ["@rm/domain", "@rm/content"] },
  // npm run dev: pre-bundle the browser's other dependencies when Vite starts (React Router's plugin lists React
  // and itself), so that the first page to use one does not find it new and reload
  optimizeDeps: { include: ["zod", "react-hook-form", "@hookform/resolvers/zod"] },
});
