// /account/document-upload (open, docs/product/decisions.md D19): a company uploads its insurance certificates; anyone else is
// asked to log in with a company account.
import {
  COMPANY_MESSAGES,
  COMPANY_STATUS_LABELS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
  type DocumentKind,
  type DocumentStatus,
  formatLongDate,
  formatPounds,
  REQUIRED_DOCUMENT_KINDS,
} from "@rm/domain/company";
import { todayInLondon } from "@rm/domain";
import { Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import type { Route } from "./+types/document-upload";
import { StatusBadge } from "../../components/status-badge.tsx";
import { UploadForm } from "../../features/company/upload-form.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Upload your insurance documents",
    description:
      "Removal companies upload their Goods in Transit and Public Liability certificates for checking.",
    path: "/account/document-upload",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const own = context.user?.isCompany ? await context.services.companies.own(context.user) : null;
  return { own, signedIn: Boolean(context.user), today: todayInLondon() };
}

export default function DocumentUpload({ loaderData }: Route.ComponentProps) {
  const { own, signedIn, today } = loaderData;
  if (!own) {
    return (
      <section className="container narrow stack">
        <h1>Upload your insurance documents</h1>
        <p>
          Removal companies upload their Goods in Transit and Public Liability certificates here. We check
          each one before a company receives leads.
        </p>
        <div className="notice" role="status">
          {COMPANY_MESSAGES.signInToUpload}
        </div>
        <p className="form-actions">
          <Link className="button" to="/login?next=/account/document-upload">
            Log in
          </Link>
          {signedIn ? null : (
            <Link className="button button-secondary" to="/companies/registration">
              Register your company
            </Link>
          )}
        </p>
      </section>
    );
  }
  const { company, documents, insuranceVerifiedUntil } = own;
  const latest = (kind: DocumentKind) => documents.find((d) => d.kind === kind);
  const missing = REQUIRED_DOCUMENT_KINDS.find((k) => !latest(k) || latest(k)?.status === "rejected");
  return (
    <section className="container stack">
      <div className="page-head">
        <h1>Insurance documents</h1>
        <StatusBadge status={company.status} label={COMPANY_STATUS_LABELS[company.status]} />
      </div>
      <StatusNotice status={company.status} until={insuranceVerifiedUntil} reason={company.statusReason} />
      <div className="two-col">
        <div className="stack">
          <div className="form-section">
            <h2>What we need</h2>
            <ul className="doc-checklist">
              {REQUIRED_DOCUMENT_KINDS.map((kind) => {
                const d = latest(kind);
                return (
                  <li key={kind}>
                    <span>{DOCUMENT_KIND_LABELS[kind]}</span>
                    {d ? (
                      <StatusBadge
                        status={d.status}
                        label={DOCUMENT_STATUS_LABELS[d.status as DocumentStatus]}
                      />
                    ) : (
                      <StatusBadge status="missing" label="Not uploaded" />
                    )}
                  </li>
                );
              })}
            </ul>
            <p className="muted">Optional: your BAR membership or other accreditation.</p>
          </div>
          {/* issue #28: keyed by the suggestion, so that after an upload the form starts again on the next
              missing document (a reset alone went back to the first page load's choice) */}
          <UploadForm key={missing ?? "bar"} today={today} suggestedKind={missing ?? "bar"} />
        </div>
        <div className="form-section">
          <h2>Your documents</h2>
          {documents.length === 0 ? (
            <p className="muted">Nothing uploaded yet.</p>
          ) : (
            <div className="table-wrap">
              <table className="doc-table">
                <thead>
                  <tr>
                    <th scope="col">Document</th>
                    <th scope="col">Cover</th>
                    <th scope="col">Expires</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {documents.map((d) => (
                    <tr key={d.id}>
                      <td data-label="Document">
                        <a href={d.fileUrl} target="_blank" rel="noreferrer">
                          {DOCUMENT_KIND_LABELS[d.kind]}
                        </a>
                        <div className="muted">{d.originalName}</div>
                      </td>
                      <td data-label="Cover">{d.coverPence === null ? "—" : formatPounds(d.coverPence)}</td>
                      <td data-label="Expires">{formatLongDate(d.expiresOn)}</td>
                      <td data-label="Status">
                        <StatusBadge status={d.status} label={DOCUMENT_STATUS_LABELS[d.status]} />
                        {d.status === "rejected" && d.reason ? <div className="muted">{d.reason}</div> : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function StatusNotice(props: { status: string; until: string | null; reason: string | null }) {
  if (props.status === "approved")
    return (
      <p className="notice">
        Your company is approved.{" "}
        {props.until
          ? `Goods in Transit and Public Liability verified until ${formatLongDate(props.until)}. Upload renewed certificates before then to keep receiving leads.`
          : null}
      </p>
    );
  if (props.status === "pending")
    return (
      <p className="notice">
        Your account is waiting for checks. Once your Goods in Transit and Public Liability certificates are
        verified we approve your company and email you; leads start after that.
      </p>
    );
  return (
    <p className="form-error">
      Your company is {props.status}.{props.reason ? ` Reason: ${props.reason}` : ""} Contact us if you have
      questions.
    </p>
  );
}
