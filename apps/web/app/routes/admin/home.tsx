// /admin: counts, the marketplace's figures over 7, 30 or 90 days (issue #19: ?days=, charts) and the vetting
// queue — documents to check and companies waiting for approval.
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
  formatLongDate,
  formatPounds,
  isRequiredKind,
} from "@rm/domain/company-words";
import { dashboardPeriod } from "@rm/domain/dashboard";
import { data, Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { Route } from "./+types/home";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { Decision } from "../../features/admin/decision.tsx";
import { FailedJobs } from "../../features/admin/failed-jobs.tsx";
import {
  type DashboardFigures,
  DashboardFiguresView,
  PeriodSwitch,
} from "../../features/admin/dashboard-figures.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Admin Dashboard", description: "Run the marketplace.", path: "/admin", noindex: true });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = guard("admin", context.user, url);
  // this module also answers unknown /admin/... paths
  if (params["*"]) throw data({ message: "Not found" }, { status: 404 });
  const days = dashboardPeriod(url.searchParams.get("days"));
  const [overview, dashboard] = await Promise.all([
    context.services.admin.overview(context.user),
    context.services.admin.dashboard(context.user, days),
  ]);
  return { name: user.firstName, ...overview, dashboard: dashboard as DashboardFigures };
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

const when = (iso: string) => formatLongDate(iso.slice(0, 10));

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { counts, pendingCompanies, pendingDocuments } = loaderData;
  const stats: [string, number, string, boolean][] = [
    ["Documents to check", counts.pendingDocuments, "/admin", counts.pendingDocuments > 0],
    [
      "Companies waiting",
      counts.companies.pending,
      "/admin/companies?status=pending",
      counts.companies.pending > 0,
    ],
    ["Approved companies", counts.companies.approved, "/admin/companies?status=approved", false],
    ["Suspended", counts.companies.suspended, "/admin/companies?status=suspended", false],
    ["Leads this week", counts.leadsThisWeek, "/admin/requests", false],
    ["Leads in total", counts.leads, "/admin/requests", false],
    ["Customer accounts", counts.clients, "/admin/customers", false],
    ["To moderate", counts.toModerate, "/admin/moderation", counts.toModerate > 0],
    ["Contact messages waiting", counts.contactWaiting, "/admin/inbox", counts.contactWaiting > 0],
    [
      "Emails waiting / failed",
      counts.emailsWaiting + counts.emailsFailed,
      "/admin/emails",
      counts.emailsFailed > 0,
    ],
    ["Timed jobs failed", counts.jobsFailed, "/admin#failed-jobs", counts.jobsFailed > 0],
  ];
  return (
    <section className="container stack">
      <h1>Admin Dashboard</h1>
      <AdminNav />
      <p>Welcome, {loaderData.name}.</p>
      <div className="stat-grid">
        {stats.map(([label, n, to, alert]) => (
          <Link key={label} to={to} className={`stat${alert ? " is-alert" : ""}`}>
            <strong>{n}</strong>
            <span>{label}</span>
          </Link>
        ))}
      </div>

      <section className="stack" aria-labelledby="figures">
        <div className="page-head">
          <h2 id="figures">How the marketplace is doing</h2>
          <PeriodSwitch days={loaderData.dashboard.days} />
        </div>
        <DashboardFiguresView d={loaderData.dashboard} />
      </section>

      <h2>Documents to check</h2>
      {pendingDocuments.length === 0 ? <p className="muted">Nothing to check.</p> : null}
      <div className="queue-list">
        {pendingDocuments.map((d) => {
          const subject = `${DOCUMENT_KIND_LABELS[d.kind]} from ${d.companyName}`;
          return (
            <article key={d.id} className="queue-card" aria-label={subject}>
              <div className="page-head">
                <strong>
                  {DOCUMENT_KIND_LABELS[d.kind]} —{" "}
                  <Link to={`/admin/companies/${d.companyId}`}>{d.companyName}</Link>
                </strong>
                <StatusBadge status={d.status} label={DOCUMENT_STATUS_LABELS[d.status]} />
              </div>
              <div className="queue-meta">
                <span>Cover: {d.coverPence === null ? "—" : formatPounds(d.coverPence)}</span>
                <span>Expires: {when(d.expiresOn)}</span>
                <span>Uploaded: {when(d.createdAt)}</span>
                <a href={d.fileUrl} target="_blank" rel="noreferrer">
                  View document ({d.originalName})
                </a>
              </div>
              <div className="form-actions">
                {isRequiredKind(d.kind) ? (
                  // insurance is verified with its checklist (insurer, policy number, cover, expiry), beside the
                  // document on the company's page
                  <Link className="button" to={`/admin/companies/${d.companyId}#documents`}>
                    Check and verify
                  </Link>
                ) : (
                  <Decision
                    intent="document.verify"
                    target={d.id}
                    label="Verify"
                    reason="none"
                    subject={subject}
                  />
                )}
                <Decision
                  intent="document.reject"
                  target={d.id}
                  label="Reject"
                  reason="required"
                  danger
                  subject={subject}
                />
              </div>
            </article>
          );
        })}
      </div>

      <h2>Companies waiting for approval</h2>
      {pendingCompanies.length === 0 ? <p className="muted">No companies waiting.</p> : null}
      <div className="queue-list">
        {pendingCompanies.map((c) => {
          const has = (kind: string) => c.documents.filter((d) => d.kind === kind).map((d) => d.status);
          const summary = (kind: "git" | "pl") =>
            has(kind).includes("verified")
              ? "verified"
              : has(kind).includes("pending")
                ? "pending"
                : has(kind).length
                  ? "rejected"
                  : "missing";
          return (
            <article key={c.id} className="queue-card" aria-label={c.name}>
              <div className="page-head">
                <strong>
                  <Link to={`/admin/companies/${c.id}`}>{c.name}</Link>
                </strong>
                <span className="muted">
                  {c.postcode} · registered {when(c.createdAt)}
                </span>
              </div>
              <div className="queue-meta">
                <span>
                  Goods in Transit: <StatusBadge status={summary("git")} />
                </span>
                <span>
                  Public Liability: <StatusBadge status={summary("pl")} />
                </span>
              </div>
              {c.insuranceVerifiedUntil ? (
                <Decision
                  intent="company.approve"
                  target={c.id}
                  label="Approve company"
                  reason="optional"
                  subject={c.name}
                />
              ) : (
                <p className="muted flush">
                  Approve once Goods in Transit and Public Liability are verified.
                </p>
              )}
            </article>
          );
        })}
      </div>

      <FailedJobs jobs={loaderData.jobsFailed} />
    </section>
  );
}
