// /admin/companies/{companyId}: one company — details, its Companies House check, documents (each opens
// inline beside its checklist: verify, reject), its status decisions (approve, reject, suspend, reinstate) and
// the audit trail.
import { auditActionLabel } from "@rm/domain/admin";
import { boroughName } from "@rm/domain/company";
import { COMPANY_STATUS_LABELS, formatLongDate } from "@rm/domain/company";
import { data, Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { Route } from "./+types/company";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { Decision } from "../../features/admin/decision.tsx";
import { CompanyWork } from "../../features/admin/company-work.tsx";
import { CompaniesHousePanel } from "../../features/admin/companies-house-panel.tsx";
import { DocumentReview } from "../../features/admin/document-review.tsx";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: `${loaderData?.company.name ?? "Company"} — Admin`,
    description: "A removal company's details, documents and decisions.",
    path: "/admin/companies",
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  try {
    const found = await context.services.admin.company(context.user, params.companyId);
    return {
      ...found,
      areas: found.company.coverageBoroughs.map((b) => boroughName(b) ?? b),
    };
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404)
      throw data({ message: "No such company" }, { status: 404 });
    throw err;
  }
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

const when = (iso: string) => formatLongDate(iso.slice(0, 10));
const time = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

export default function AdminCompany({ loaderData }: Route.ComponentProps) {
  const { company: c, documents, insuranceVerifiedUntil, audit, areas, companiesHouse } = loaderData;
  const insured = insuranceVerifiedUntil !== null;
  return (
    <section className="container stack">
      <div className="page-head">
        <h1>{c.name}</h1>
        <StatusBadge status={c.status} label={COMPANY_STATUS_LABELS[c.status]} />
      </div>
      <AdminNav />
      {c.statusReason ? <p className="muted">Last decision note: {c.statusReason}</p> : null}

      <div className="form-section">
        <h2>Decision</h2>
        {c.status === "pending" || c.status === "rejected" ? (
          insured ? (
            <Decision
              intent="company.approve"
              target={c.id}
              label="Approve company"
              reason="optional"
              subject={c.name}
            />
          ) : (
            <p className="muted">
              Verify a current Goods in Transit and Public Liability document to approve.
            </p>
          )
        ) : null}
        {c.status === "pending" ? (
          <Decision
            intent="company.reject"
            target={c.id}
            label="Reject company"
            reason="required"
            danger
            subject={c.name}
          />
        ) : null}
        {c.status === "approved" ? (
          <>
            <p>
              Insurance verified until {insuranceVerifiedUntil ? when(insuranceVerifiedUntil) : "—"}.{" "}
              <Link to={`/companies/${c.id}`}>Public profile</Link>
            </p>
            <Decision
              intent="company.suspend"
              target={c.id}
              label="Suspend"
              reason="required"
              danger
              subject={c.name}
            />
          </>
        ) : null}
        {c.status === "suspended" ? (
          <Decision
            intent="company.reinstate"
            target={c.id}
            label="Reinstate"
            reason="required"
            subject={c.name}
          />
        ) : null}
      </div>

      <div className="two-col">
        <div className="form-section">
          <h2>Details</h2>
          <dl className="facts">
            <div>
              <dt>Contact</dt>
              <dd>{c.contactName}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{c.phone}</dd>
            </div>
            <div>
              <dt>Years trading</dt>
              <dd>{c.yearsTrading}</dd>
            </div>
            <div>
              <dt>Fleet</dt>
              <dd>{c.fleetSize}</dd>
            </div>
          </dl>
          <p>
            <a href={`mailto:${c.email}`}>{c.email}</a>
            <br />
            {c.address}, {c.postcode}
            {c.located ? null : <span className="muted"> (postcode not located)</span>}
            <br />
            Website:{" "}
            {c.website ? (
              <a href={c.website} rel="noreferrer nofollow" target="_blank">
                {c.website}
              </a>
            ) : (
              "—"
            )}
          </p>
          <p>
            <strong>Services:</strong> {c.services.join(", ")}
            <br />
            <strong>Coverage:</strong> {c.coverageRadiusMiles} miles around {c.postcode}
            {areas.length ? `; ${areas.join(", ")}` : ""}
            <br />
            <strong>Leads:</strong> {c.paused ? "paused" : "on"}, up to {c.maxLeadsPerDay} a day and{" "}
            {c.maxLeadsPerWeek} a week
          </p>
        </div>
        <CompaniesHousePanel companyId={c.id} number={c.companiesHouseNumber} check={companiesHouse} />
      </div>

      <div className="form-section">
        <h2 id="documents">Documents</h2>
        {documents.length === 0 ? <p className="muted">Nothing uploaded yet.</p> : null}
        <div className="queue-list">
          {documents.map((d) => (
            <DocumentReview key={d.id} doc={d} companyName={c.name} />
          ))}
        </div>
      </div>

      <CompanyWork work={loaderData.work} />

      <div className="form-section">
        <h2>Audit trail</h2>
        {audit.length === 0 ? <p className="muted">No decisions recorded yet.</p> : null}
        <ul className="audit-list">
          {audit.map((a) => (
            <li key={a.id}>
              <strong>{auditActionLabel(a.action)}</strong> by {a.actorName ?? "system"} (
              {a.actorEmail ?? "—"}) · {time(a.createdAt)}
              {a.reason ? <div>Reason: {a.reason}</div> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
