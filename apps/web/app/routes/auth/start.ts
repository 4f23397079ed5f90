// /start: where the installed app opens (the manifest's start_url, issue #28). Each person goes to their own
// home — a customer (or a guest) to their requests, a mover to the dashboard, an admin to the admin area, a
// visitor to the home page — so nobody who installs the site lands on a page that is not theirs.
import { redirect } from "react-router";
import { homeFor } from "../../lib/guards.ts";
import type { Route } from "./+types/start";

export function loader({ context }: Route.LoaderArgs) {
  // the answer depends on the session: never kept by a cache
  throw redirect(homeFor(context.user), { headers: { "Cache-Control": "no-store" } });
}
