// An admin action on a person's account (suspend, reinstate, email a sign-in link): an optional reason box
// and a button. Posts to the API, shows the answer as a toast and reloads the page's data.
import { ADMIN_MESSAGES } from "@rm/domain/admin";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api, formBody } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

export function PersonAction(props: {
  url:
    | `/admin/customers/${string}/${"suspend" | "reinstate" | "signin-link"}`
    | `/admin/admins/${string}/${"suspend" | "reinstate"}`;
  label: string;
  /** with a reason: it is required, kept in the audit log and emailed to the person */
  withReason: boolean;
  reasonLabel?: string;
  danger?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (props.withReason && !text.trim()) return setError(ADMIN_MESSAGES.reasonRequired);
    setBusy(true);
    setError(null);
    const res = await api(
      "POST",
      props.url,
      props.withReason ? formBody({ reason: text.trim() }) : undefined,
    );
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
    <form className="admin-action" onSubmit={submit} noValidate aria-label={props.label}>
      {props.withReason ? (
        <>
          <label htmlFor={`${id}-reason`} className="full-row">
            {props.reasonLabel ?? "Reason (kept in the audit log and emailed to the customer)"}
          </label>
          <textarea
            id={`${id}-reason`}
            value={text}
            maxLength={1000}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
          />
        </>
      ) : null}
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
