import type { Config } from "@react-router/dev/config";

// WEB_BUILD_DIR (the server's setting, apps/api/src/config.ts) builds elsewhere than apps/web/build, e.g. a private
// build to test against while others in the same checkout serve the shared one.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
  // React Router v8's behaviour now (each flag was warned about at every build and start):
  future: {
    // loaders get a RouterContextProvider (app/context.ts, apps/api/src/web/ssr.ts)
    v8_middleware: true,
    // loaders see the request as it came (a data request keeps its `.data`): they read the page's address from
    // their `url` argument
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    // a data request for "/a/" is "/a/_.data" (the server's load shedding matches any `.data` ending)
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
