// /admin/leads and /admin/users: the names the first admin tiles used; they lead to the requests and the
// customers lists (with the same query), for admins only.
import { redirect } from "react-router";
import { guard } from "../../lib/guards.ts";
import type { Route } from "./+types/renamed";

const RENAMED: Record<string, string> = {
  "/admin/leads": "/admin/requests",
  "/admin/users": "/admin/customers",
};

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const to = RENAMED[url.pathname.replace(/\/+$/, "")] ?? "/admin";
  return redirect(`${to}${url.search}`, 301);
}
