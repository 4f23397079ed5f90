// Issue #19: one company document at vetting — the file opens inline beside its checklist (a PDF in a frame,
// an image as an image; each read is audited by the API), and for insurance the admin confirms the insurer,
// policy number, cover (at least the minimum) and expiry from the certificate to verify it.
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_STATUS_LABELS,
  type DocumentKind,
  type DocumentStatus,
  formatLongDate,
  formatPounds,
  isRequiredKind,
} from "@rm/domain/company";
import { useState } from "react";
import { Field } from "../../components/field-parts.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { AdminActionForm } from "./admin-action-form.tsx";
import { Decision } from "./decision.tsx";
import "../../styles/vetting.css";

export interface ReviewedDocument {
  id: string;
  kind: DocumentKind;
  status: DocumentStatus;
  coverPence: number | null;
  expiresOn: string;
  originalName: string;
  mime: string;
  reason: string | null;
  fileUrl: string;
  insurer: string | null;
  policyNumber: string | null;
  minimumCoverPence: number | null;
  meetsMinimum: boolean;
}

function Viewer({ doc, title }: { doc: ReviewedDocument; title: string }) {
  return (
    <div className="doc-viewer">
      {doc.mime === "application/pdf" ? (
        <iframe src={doc.fileUrl} title={title} className="doc-frame" />
      ) : (
        <img src={doc.fileUrl} alt={title} className="doc-image" />
      )}
    </div>
  );
}

function Checklist({ doc, subject }: { doc: ReviewedDocument; subject: string }) {
  const min = doc.minimumCoverPence;
  return (
    <AdminActionForm
      intent="document.verify"
      target={doc.id}
      subject={subject}
      label="Verify"
      name={`Checklist: ${subject}`}
      className="doc-checklist"
    >
      {(errors, values) => (
        <>
          <h3>Checklist</h3>
          <p className="field-hint">Confirm each detail against the certificate, then verify it.</p>
          <Field
            label="Insurer"
            name="insurer"
            defaultValue={values.insurer ?? doc.insurer ?? ""}
            maxLength={120}
            error={errors.insurer}
            autoComplete="off"
          />
          <Field
            label="Policy number"
            name="policyNumber"
            defaultValue={values.policyNumber ?? doc.policyNumber ?? ""}
            maxLength={60}
            error={errors.policyNumber}
            autoComplete="off"
          />
          <Field
            label="Cover amount (£)"
            name="coverPounds"
            inputMode="numeric"
            defaultValue={values.coverPounds ?? (doc.coverPence === null ? "" : String(doc.coverPence / 100))}
            hint={
              min === null
                ? undefined
                : `At least ${formatPounds(min)}. The company gave ${doc.coverPence === null ? "none" : formatPounds(doc.coverPence)}.`
            }
            error={errors.coverPounds}
          />
          <Field
            label="Expiry date"
            name="expiresOn"
            type="date"
            defaultValue={values.expiresOn ?? doc.expiresOn}
            hint="Must be in the future."
            error={errors.expiresOn}
          />
        </>
      )}
    </AdminActionForm>
  );
}

export function DocumentReview({ doc, companyName }: { doc: ReviewedDocument; companyName: string }) {
  const [open, setOpen] = useState(false);
  const label = DOCUMENT_KIND_LABELS[doc.kind];
  const subject = `${label} from ${companyName}`;
  const insurance = isRequiredKind(doc.kind);
  return (
    <article className="queue-card" aria-label={subject}>
      <div className="page-head">
        <h3 className="doc-title">{label}</h3>
        <StatusBadge status={doc.status} label={DOCUMENT_STATUS_LABELS[doc.status]} />
      </div>
      <div className="queue-meta">
        <span>
          Cover {doc.coverPence === null ? "—" : formatPounds(doc.coverPence)}
          {insurance && !doc.meetsMinimum ? (
            <strong className="below-minimum">
              {" "}
              (below the {formatPounds(doc.minimumCoverPence ?? 0)} minimum)
            </strong>
          ) : null}
        </span>
        <span>Expires {formatLongDate(doc.expiresOn)}</span>
        {doc.insurer ? <span>Insurer {doc.insurer}</span> : null}
        {doc.policyNumber ? <span>Policy {doc.policyNumber}</span> : null}
        <span>{doc.originalName}</span>
      </div>
      {doc.reason ? <p className="muted flush">Reason: {doc.reason}</p> : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-small button-secondary"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? "Close the document" : "View the document"}
        </button>
        <a href={doc.fileUrl} target="_blank" rel="noreferrer">
          Open in a new tab<span className="visually-hidden">: {subject}</span>
        </a>
      </div>
      {/* the decisions are there without JavaScript too; the document opens beside them */}
      <div className={open ? "doc-review" : "doc-review is-closed"}>
        {open ? <Viewer doc={doc} title={`${subject}: ${doc.originalName}`} /> : null}
        <div className="doc-side">
          {insurance && doc.status !== "verified" ? <Checklist doc={doc} subject={subject} /> : null}
          {!insurance && doc.status !== "verified" ? (
            <Decision
              intent="document.verify"
              target={doc.id}
              label="Verify"
              reason="none"
              subject={subject}
            />
          ) : null}
          {doc.status !== "rejected" ? (
            <Decision
              intent="document.reject"
              target={doc.id}
              label="Reject"
              reason="required"
              danger
              subject={subject}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
