// The import rules of this repository (docs/layout.md), checked by `npm run lint` (depcruise). Each rule says
// why it exists; a rule broken on purpose is a design change: change the rule and docs/layout.md with it.
const TEST = "(\\.test\\.tsx?$|^apps/api/src/test/|^e2e/)";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "No cycles anywhere in the repository: a cycle means two files (or two modules) are one thing split in two, " +
        "neither can be understood, tested or moved alone, and ES modules in a cycle can see each other half-loaded.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-imports-only-zod",
      severity: "error",
      comment:
        "packages/domain is the language of the business shared by the browser and the API: pure TypeScript with " +
        "zod as its only dependency, so it runs anywhere and never pulls the apps, the content or I/O in " +
        "(packages/domain/README.md).",
      from: { path: "^packages/domain/", pathNot: TEST },
      to: { pathNot: ["^packages/domain/", "(^|/)node_modules/zod/"] },
    },
    {
      name: "domain-tests-import-only-zod-and-node",
      severity: "error",
      comment:
        "The domain's tests run on Vitest: besides the domain and zod they may use vitest, fast-check (property " +
        "tests, a dev dependency of the domain: issue #32) and node: built-ins, nothing else.",
      from: { path: "^packages/domain/.+\\.test\\.ts$" },
      to: {
        pathNot: ["^packages/domain/", "(^|/)node_modules/(zod|vitest|fast-check)/"],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "content-imports-only-domain",
      severity: "error",
      comment:
        "packages/content is the site's copy, built on the domain's words and lists (packages/content/README.md): it " +
        "imports the domain and nothing else (its tests may use vitest and node: built-ins).",
      from: { path: "^packages/content/" },
      to: {
        pathNot: ["^packages/(content|domain)/", "(^|/)node_modules/vitest/"],
        dependencyTypesNot: ["core"],
      },
    },
    {
      name: "web-imports-api-only-through-its-contract",
      severity: "error",
      comment:
        "apps/web renders pages with data the API serves in-process; the only thing it may know of apps/api is the " +
        "declared contract (apps/api/src/contract.ts), so the API can be reorganised without touching the web.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/", pathNot: "^apps/api/src/contract\\.ts$" },
    },
    {
      name: "web-imports-api-types-only",
      severity: "error",
      comment:
        "What the web takes from apps/api is types (`import type`): no server code may end up in the browser bundle.",
      from: { path: "^apps/web/" },
      to: { path: "^apps/api/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "api-modules-through-their-index",
      severity: "error",
      comment:
        "An API module's index.ts is its public face (docs/layout.md): another module reaches it only through that " +
        "file, so a module's other files can change freely. Tests may reach inside.",
      from: { path: "^apps/api/src/modules/([^/]+)/", pathNot: TEST },
      to: {
        path: "^apps/api/src/modules/[^/]+/",
        pathNot: ["^apps/api/src/modules/$1/", "^apps/api/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "outside-code-uses-module-index",
      severity: "error",
      comment:
        "Code outside the modules (app.ts, the mount list, seeds, scripts, web/ services, the bench) uses a module " +
        "through its index.ts too, for the same reason. Tests may reach inside.",
      from: { path: "^(apps/api/src/(?!modules/[^/]+/)|bench/|scripts/)", pathNot: TEST },
      to: { path: "^apps/api/src/modules/[^/]+/", pathNot: "^apps/api/src/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "api-modules-stay-below-the-app",
      severity: "error",
      comment:
        "Feature modules are used by the app (app.ts, main.ts, the SSR glue in web/, seeds, scripts), never the " +
        "other way round: a module importing them would tie a feature to the process it runs in.",
      from: { path: "^apps/api/src/modules/", pathNot: TEST },
      to: { path: "^apps/api/src/(app|main|startup)\\.ts$|^apps/api/src/(web|seed|scripts|bench)/" },
    },
    {
      name: "no-test-code-in-the-app",
      severity: "error",
      comment:
        "Test fixtures and helpers live in apps/api/src/test/ and are used by tests only: the running app and its " +
        "modules never import them (the bench, a tool, may).",
      from: { path: "^(apps|packages)/", pathNot: TEST },
      to: { path: TEST },
    },
    {
      name: "web-features-stay-apart",
      severity: "error",
      comment:
        "A web feature folder (apps/web/app/features/<name>/) is code several routes of one feature share: it never " +
        "imports another feature or a route (docs/layout.md). What two features share moves to app/components or " +
        "app/lib, so a feature can change without breaking another.",
      from: { path: "^apps/web/app/features/([^/]+)/" },
      to: { path: "^apps/web/app/(routes/|features/(?!$1/))" },
    },
    {
      name: "web-routes-stay-apart",
      severity: "error",
      comment:
        "A URL leads to one route file (docs/layout.md): route files never import one another; what they share lives " +
        "in features/, components/ or lib/.",
      from: { path: "^apps/web/app/routes/" },
      to: { path: "^apps/web/app/routes/" },
    },
    {
      name: "web-shared-code-stays-below",
      severity: "error",
      comment:
        "app/components and app/lib are used by features and routes, never the other way round: shared code that " +
        "imported a feature or a route would tie every page to it (docs/layout.md).",
      from: { path: "^apps/web/app/(components|lib)/" },
      to: { path: "^apps/web/app/(routes|features)/" },
    },
    {
      name: "web-lib-has-no-ui",
      severity: "error",
      comment:
        "app/lib is code without UI (docs/layout.md); part of it ends up in every static page's inline script, so " +
        "it never pulls components in.",
      from: { path: "^apps/web/app/lib/" },
      to: { path: "^apps/web/app/components/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(build|\\.react-router|results|screenshots|\\.tmp)/|^data/" },
    // type-only imports count: the web's may only be types, and a cycle through types is still a cycle
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
