// One admin decision: an optional or required reason and a button. Posts, shows a toast, reloads the data.
import { COMPANY_MESSAGES } from "@rm/domain/company";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api, formBody } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export function Decision(props: {
  url:
    | `/admin/documents/${string}/${"verify" | "reject"}`
    | `/admin/companies/${string}/${"approve" | "reject" | "suspend" | "reinstate"}`;
  label: string;
  /** required: the reason is mandatory; optional: a note may be added; none: just a button */
  reason: "required" | "optional" | "none";
  danger?: boolean;
  /** what the control is about, for screen readers ("Goods in Transit from Acme") */
  subject: string;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | null>(null);
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (props.reason === "required" && !text.trim()) return setError(COMPANY_MESSAGES.reasonRequired);
    setBusy(true);
    setError(null);
    const res = await api("POST", props.url, formBody(text.trim() ? { reason: text.trim() } : {}));
    setBusy(false);
    if (!res.status) {
      setError(res.message);
      return show("error", res.message);
    }
    show("success", res.message);
    setText("");
    revalidate();
  };
  return (
    <form className="decision" onSubmit={submit} noValidate aria-label={`${props.label}: ${props.subject}`}>
      {props.reason === "none" ? null : (
        <input
          aria-label={`Reason to ${props.label.toLowerCase()} ${props.subject}${props.reason === "optional" ? " (optional)" : ""}`}
          placeholder={props.reason === "optional" ? "Note (optional)" : "Reason (sent to the company)"}
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        />
      )}
      <button
        type="submit"
        className={`button button-small${props.danger ? " button-danger" : ""}`}
        disabled={!hydrated || busy}
      >
        {props.label}
      </button>
      {error ? (
        <p className="field-error full-row" id={`${id}-err`} role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
