// The API's declared types for the web app: the one entry apps/web may import from apps/api, and only with
// `import type` (.dependency-cruiser.cjs enforces both). The pages call the API in-process through these
// services (context.services.*), so their shapes are the contract between the two apps.
// The web's typecheck reads this file's declaration output, not the API's sources (issue #30: apps/web's
// tsconfig references apps/api; `tsc -b` emits the API's .d.ts once into node_modules/.cache/tsc/api), so it
// brings along the request and plugin types that code relies on (lib/fastify-types.ts) as declarations.
import type {} from "./lib/fastify-types.ts";

export type { WebLoadContext, WebServices } from "./web/services.ts";
