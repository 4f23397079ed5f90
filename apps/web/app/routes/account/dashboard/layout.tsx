// /account/dashboard/* (company only, docs/product/routes.md §2): the leads inbox, one lead, and the numbers. A company that
// is not approved (waiting, rejected, suspended) sees why instead, with the way to its profile and
// documents (docs/DECISIONS.md 2026-11-23 "Only approved companies work").
import { Link, Outlet } from "react-router";
import { guard } from "../../../lib/guards.ts";
import "../../../styles/quotes.css";
import type { Route } from "./+types/layout";
import { DashboardNav } from "../../../features/dashboard/dashboard-nav.tsx";

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("company", context.user, request);
  return { standing: await context.services.quotes.companyStanding(context.user!) };
}

type Notice = NonNullable<NonNullable<Route.ComponentProps["loaderData"]["standing"]>["notice"]>;

function StandingNotice({ notice }: { notice: Notice }) {
  return (
    <div className="form-error">
      <h1>{notice.title}</h1>
      <p>{notice.message}</p>
      <ul>
        <li>
          <Link to="/account/company-profile">Your company profile</Link>
        </li>
        <li>
          <Link to="/account/document-upload">Your documents</Link>
        </li>
        <li>
          <Link to="/contact">Contact us</Link>
        </li>
      </ul>
    </div>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const notice = loaderData.standing?.notice;
  return (
    <section className="container quote-page">
      <DashboardNav />
      {notice ? <StandingNotice notice={notice} /> : <Outlet />}
    </section>
  );
}
