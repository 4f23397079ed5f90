// One moderation decision (issue #19): choose what to do, give the reason, send. Used for reported messages
// (keep or remove, a reason always) and for reviews (publish, hide with a published reason, or ask for an edit,
// with an optional note to the customer). Posts, shows a toast, reloads the queue.
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api, formBody } from "../../lib/api.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

interface Choice {
  value: string;
  label: string;
}

export function ModerationForm(props: {
  url: `/admin/reviews/${string}/decision` | `/admin/conversations/reports/${string}/decision`;
  /** what the decision is about, for screen readers ("the message reported by the customer") */
  subject: string;
  decisions: readonly Choice[];
  /** the text field: a required reason (reports) or an optional note to the customer (reviews) */
  text: { name: "reason" | "note"; label: string; required: boolean; requiredMessage?: string };
  /** reviews: hiding needs one of the published reasons */
  hideReasons?: readonly string[];
  hideReasonMessage?: string;
}) {
  const id = useId();
  const [decision, setDecision] = useState(props.decisions[0]!.value);
  const [text, setText] = useState("");
  const [hideReason, setHideReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const hiding = decision === "hide" && props.hideReasons;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (props.text.required && !text.trim()) found[props.text.name] = props.text.requiredMessage ?? "";
    if (hiding && !hideReason) found.reason = props.hideReasonMessage ?? "";
    setErrors(found);
    if (Object.keys(found).length) return;
    const body: Record<string, string> = { decision };
    if (text.trim()) body[props.text.name] = text.trim();
    if (hiding) body.reason = hideReason;
    setBusy(true);
    const res = await api("POST", props.url, formBody(body));
    setBusy(false);
    if (!res.status) {
      setErrors((res.errors as Record<string, string> | undefined) ?? {});
      return show("error", res.message);
    }
    show("success", res.message);
    setText("");
    revalidate();
  };

  const errorOf = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `${id}-${name}-error` } : {};

  return (
    <form
      className="moderation-form stack"
      onSubmit={submit}
      noValidate
      aria-label={`Decide on ${props.subject}`}
    >
      <fieldset>
        <legend>Decision</legend>
        {props.decisions.map((d) => (
          <label key={d.value} className="choice-inline">
            <input
              type="radio"
              name={`${id}-decision`}
              value={d.value}
              checked={decision === d.value}
              onChange={() => setDecision(d.value)}
            />{" "}
            {d.label}
          </label>
        ))}
      </fieldset>
      {hiding ? (
        <div className="field">
          <label htmlFor={`${id}-hide`}>Published reason</label>
          <select
            id={`${id}-hide`}
            value={hideReason}
            onChange={(e) => setHideReason(e.target.value)}
            {...described("reason")}
          >
            <option value="">Choose the reason shown on the profile</option>
            {props.hideReasons!.map((r) => (
              <option key={r} value={r}>
                This review {r}
              </option>
            ))}
          </select>
          {errorOf("reason")}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-text`}>
          {props.text.label}
          {props.text.required ? "" : " (optional)"}
        </label>
        <textarea
          id={`${id}-text`}
          rows={2}
          maxLength={500}
          value={text}
          onChange={(e) => setText(e.target.value)}
          {...described(props.text.name)}
        />
        {errorOf(props.text.name)}
      </div>
      <p>
        <button type="submit" className="button button-small" disabled={!hydrated || busy}>
          Record the decision
        </button>
      </p>
    </form>
  );
}
