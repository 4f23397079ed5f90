import type { WebLoadContext } from "@rm/api/web/services";

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
export type { WebLoadContext };
