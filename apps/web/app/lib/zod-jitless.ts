// zod compiles object parsers with `new Function` when it may, and probes for that when the first object
// schema is built. Pages are served with a Content-Security-Policy without 'unsafe-eval'
// (apps/api/src/web/csp.ts), so in the browser the probe fails and is reported as a CSP violation; `jitless`
// skips the probe and parses the same way. root.tsx imports this first, so it runs before any schema module.
// Only in the browser: on the server the same zod instance validates the API, where the compiled parsers help.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });
