import type { Config } from "@react-router/dev/config";

// WEB_BUILD_DIR (the server's setting, apps/api/src/config.ts) builds elsewhere than apps/web/build, e.g. a private
// build to test against while others in the same checkout serve the shared one.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: process.env.WEB_BUILD_DIR ?? "build",
} satisfies Config;
