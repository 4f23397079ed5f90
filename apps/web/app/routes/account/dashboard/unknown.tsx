// Any other /account/dashboard/... path: back to the inbox (docs/product/decisions.md D26: companies land on their dashboard).
import { redirect } from "react-router";
import { guard } from "../../../lib/guards.ts";
import type { Route } from "./+types/unknown";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("company", context.user, url);
  throw redirect("/account/dashboard");
}

export default function Unknown() {
  return null;
}
