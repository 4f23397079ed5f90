import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { build } from "esbuild";
import { defineConfig, type Plugin } from "vite";
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

export default defineConfig({
  plugins: [enhanceScript(), partChunks(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  ssr: { noExternal: ["@rm/domain", "@rm/content"] },
  // npm run dev: pre-bundle the browser's other dependencies when Vite starts (React Router's plugin lists React
  // and itself), so that the first page to use one does not find it new and reload
  optimizeDeps: { include: ["zod", "react-hook-form", "@hookform/resolvers/zod"] },
});
