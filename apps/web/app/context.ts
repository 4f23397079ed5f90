import type { WebLoadContext } from "@rm/api/contract";

declare module "react-router" {
  interface AppLoadContext extends WebLoadContext {}
}
export type { WebLoadContext };
