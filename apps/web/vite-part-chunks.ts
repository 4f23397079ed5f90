// Issue #34 (docs/decisions/115-parts-preloaded-with-the-page.md): the server preloads the code of the parts a
// page shows (app/lib/lazy-part.tsx), so a part's chunk arrives with the page's own script, not a round trip after.
//
// Two steps:
// - every `lazyPart(() => import("./x.tsx"), "Name")` call gets a third argument, the imported module's path from
//   the app's root ("app/features/…/x.tsx"), the key of Vite's build manifest. A `lazyPart(` call in another
//   shape fails the build: a part without its key would quietly lose its preload.
// - `virtual:part-chunks` (imported by entry.server.tsx alone): for each part's module, the client files it needs
//   (its chunk and the chunks it imports, transitively), read from the client build's `.vite/manifest.json`
//   (React Router builds the client first and reads the same manifest for its own; it removes it afterwards).
//   In the browser's build and in `npm run dev` it is empty: nothing to preload.
import { existsSync, readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import type { Manifest, Plugin, ResolvedConfig } from "vite";

const ID = "virtual:part-chunks";
const RESOLVED = `\0${ID}`;
/** the one shape a part is written in: `lazyPart(() => import("<module>"), "<export>")` */
const CALL = /lazyPart\(\s*\(\)\s*=>\s*import\(\s*(["'])([^"']+)\1\s*\)\s*,\s*(["'])(\w+)\3\s*,?\s*\)/g;
const ANY_CALL = /\blazyPart\s*[(<]/g;

/** Each dynamic entry's files (its own first, then what it imports, transitively), by manifest key. */
export function partChunksFrom(manifest: Manifest, base: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (k: string) => {
      if (seen.has(k)) return;
      seen.add(k);
      const c = manifest[k];
      if (!c) return;
      if (c.file.endsWith(".js")) files.push(base + c.file);
      for (const i of c.imports ?? []) visit(i);
    };
    visit(key);
    out[key] = files;
  }
  return out;
}

export function partChunks(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "rm-part-chunks",
    enforce: "pre",
    configResolved(c) {
      config = c;
    },
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(source) {
      if (source !== RESOLVED) return undefined;
      const env = this.environment;
      if (config.command !== "build" || env.name === "client") return "export default {};";
      const top = env.getTopLevelConfig();
      const clientOut = resolve(top.root, top.environments.client?.build.outDir ?? "build/client");
      const file = resolve(clientOut, ".vite/manifest.json");
      if (!existsSync(file)) this.error(`${ID}: the client build's manifest is missing (${file})`);
      const manifest = JSON.parse(readFileSync(file, "utf8")) as Manifest;
      return `export default ${JSON.stringify(partChunksFrom(manifest, top.base))};`;
    },
    async transform(code, id) {
      if (id.includes("/node_modules/") || !/\.tsx?$/.test(id) || !code.includes("lazyPart"))
        return undefined;
      if (/\/lib\/lazy-part\.tsx$/.test(id)) return undefined;
      const calls = [...code.matchAll(CALL)];
      const any = [...code.matchAll(ANY_CALL)].length;
      if (calls.length !== any)
        this.error(
          `${id}: write each part as lazyPart(() => import("./module.tsx"), "Export") (vite-part-chunks.ts)`,
        );
      if (!calls.length) return undefined;
      let out = "";
      let at = 0;
      for (const m of calls) {
        const resolved = await this.resolve(m[2]!, id);
        if (!resolved) this.error(`${id}: cannot resolve ${m[2]}`);
        const key = relative(config.root, resolved.id.split("?")[0]!).split("\\").join("/");
        out += `${code.slice(at, m.index)}lazyPart(() => import(${JSON.stringify(m[2])}), "${m[4]}", "${key}")`;
        at = m.index + m[0].length;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
