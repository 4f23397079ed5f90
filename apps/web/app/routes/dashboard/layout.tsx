// /account/dashboard/* (company only, spec §2): the leads inbox, one lead, and the numbers.
import { Outlet } from "react-router";
import { guard } from "../../lib/guards.ts";
import "../../styles/quotes.css";
import type { Route } from "./+types/layout";
import { DashboardNav } from "./parts.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("company", context.user, request);
  return null;
}

export default function DashboardLayout() {
  return (
    <section className="container quote-page">
      <DashboardNav />
      <Outlet />
    </section>
  );
}
