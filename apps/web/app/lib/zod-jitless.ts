// zod compiles object parsers with `new Function` when it may, and probes for that when the first object
// schema is built. Pages are served with a Content-Security-Policy without 'unsafe-eval'
// (apps/api/src/web/csp.ts), so in the browser the probe fails and is reported as a CSP violation; `jitless`
// skips the probe and parses the same way. root.tsx imports this first, so it runs before any schema module.
// Only in the browser: on the server the same zod instance validates the API, where the compiled parsers help.
//
// Without importing zod: pages that validate nothing (the quote wizard) must not load it for this. zod keeps its
// settings in `globalThis.__zod_globalConfig` and takes an object already there when it loads
// (zod/v4/core/core.js); zod-jitless.test.ts checks that the installed zod reads it.
type ZodSettings = { jitless?: boolean };
const shared = globalThis as { __zod_globalConfig?: ZodSettings };

if (typeof document !== "undefined") {
  shared.__zod_globalConfig ??= {};
  shared.__zod_globalConfig.jitless = true;
}

export {};
