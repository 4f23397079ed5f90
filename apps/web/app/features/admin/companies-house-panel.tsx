// Issue #19: the company's Companies House check at vetting — what the register said (name match, status,
// when), or that only the format was checked — and a button to check again.
import { companiesHouseStatusLabel } from "@rm/domain/companies-house";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";
import "../../styles/vetting.css";

export interface CompaniesHouseView {
  number: string | null;
  format: "valid" | "invalid" | "missing";
  outcome: string | null;
  registeredName: string | null;
  companyStatus: string | null;
  nameMatches: boolean | null;
  checkedAt: string;
  summary: string;
  warning: boolean;
}

const time = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

export function CompaniesHousePanel(props: {
  companyId: string;
  number: string | null;
  check: CompaniesHouseView | null;
}) {
  const { check } = props;
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const run = async () => {
    setBusy(true);
    const res = await api("POST", `/admin/companies/${props.companyId}/companies-house-check`);
    setBusy(false);
    if (!res.status) return show("error", res.message);
    show("success", res.data.summary);
    revalidate();
  };
  return (
    <section className="form-section ch-panel" aria-labelledby="ch-title">
      <h2 id="ch-title">Companies House</h2>
      {check ? (
        <>
          <p className={check.warning ? "ch-result is-warning" : "ch-result"} role="status">
            {check.summary}
          </p>
          <dl className="facts">
            <div>
              <dt>Number</dt>
              <dd>{check.number ?? "—"}</dd>
            </div>
            {check.outcome === "found" ? (
              <>
                <div>
                  <dt>Registered name</dt>
                  <dd>
                    {check.registeredName}{" "}
                    <span className={check.nameMatches ? "ch-tag is-ok" : "ch-tag is-bad"}>
                      {check.nameMatches ? "Name matches" : "Name does not match"}
                    </span>
                  </dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{check.companyStatus ? companiesHouseStatusLabel(check.companyStatus) : "—"}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>Checked</dt>
              <dd>{time(check.checkedAt)}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="muted">
          {props.number
            ? `Number ${props.number}: not checked yet.`
            : "The company gave no Companies House number."}
        </p>
      )}
      <button type="button" className="button button-small" onClick={run} disabled={busy}>
        {check ? "Check again" : "Check with Companies House"}
      </button>
    </section>
  );
}
