// /account/dashboard/* (company only, docs/product/routes.md §2): the leads inbox, one lead, and the numbers. A company that
// is not approved (waiting, rejected, suspended) sees why instead, with the way to its profile and
// documents (docs/decisions/027-only-approved-companies-work.md).
import { onboardingSteps } from "@rm/domain/onboarding";
import { Link, Outlet } from "react-router";
import { guard } from "../../../lib/guards.ts";
import "../../../styles/quotes.css";
import "../../../styles/movers-day.css";
import type { Route } from "./+types/layout";
import { DashboardNav } from "../../../features/dashboard/dashboard-nav.tsx";
import { OnboardingStatus } from "../../../features/dashboard/onboarding-status.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const standing = await context.services.quotes.companyStanding(user);
  // issue #18: a company waiting for approval sees where each certificate stands
  const own = standing?.status === "pending" ? await context.services.companies.own(context.user) : null;
  return { standing, onboarding: own ? onboardingSteps(own.documents) : null };
}

type Notice = NonNullable<NonNullable<Route.ComponentProps["loaderData"]["standing"]>["notice"]>;
type Onboarding = Route.ComponentProps["loaderData"]["onboarding"];

function StandingNotice({ notice, onboarding }: { notice: Notice; onboarding: Onboarding }) {
  return (
    <div className="stack">
      {/* issue #28: waiting for checks is a normal step (a notice), not an error; each sentence said once */}
      <div className={notice.tone === "problem" ? "form-error standing" : "notice standing"}>
        <h1>{notice.title}</h1>
        <p>{notice.detail}</p>
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
      {onboarding ? <OnboardingStatus steps={onboarding} /> : null}
    </div>
  );
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const notice = loaderData.standing?.notice;
  return (
    <section className="container quote-page">
      <DashboardNav />
      {notice ? <StandingNotice notice={notice} onboarding={loaderData.onboarding} /> : <Outlet />}
    </section>
  );
}
