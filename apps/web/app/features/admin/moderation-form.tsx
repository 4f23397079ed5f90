// One moderation decision (issue #19): choose what to do, give the reason, send. Used for reported messages
// (keep or remove, a reason always) and for reviews (publish, hide with a published reason, or ask for an edit,
// with an optional note to the customer). Issue #28: no verdict is chosen for the admin (sending without one
// says so and writes nothing), each verdict is confirmed before it is recorded, and the form works without
// JavaScript (AdminActionForm).
import { useState } from "react";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { AdminActionForm, type FieldErrors } from "./admin-action-form.tsx";

interface Choice {
  value: string;
  label: string;
}

export function ModerationForm(props: {
  intent: "review.decide" | "report.decide";
  /** the review's or the report's id */
  target: string;
  /** what the decision is about, for the question and screen readers ("the review “Great crew”") */
  subject: string;
  decisions: readonly Choice[];
  /** the message when no verdict is chosen */
  decisionRequired: string;
  /** the text field: a required reason (reports) or an optional note to the customer (reviews) */
  text: { name: "reason" | "note"; label: string; required: boolean; requiredMessage?: string };
  /** reviews: hiding needs one of the published reasons */
  hideReasons?: readonly string[];
  hideReasonMessage?: string;
}) {
  const hydrated = useHydrated();
  const [decision, setDecision] = useState("");
  const check = (form: FormData): FieldErrors => {
    const found: FieldErrors = {};
    const chosen = String(form.get("decision") ?? "");
    if (!chosen) found.decision = props.decisionRequired;
    if (props.text.required && !String(form.get(props.text.name) ?? "").trim())
      found[props.text.name] = props.text.requiredMessage ?? "";
    if (chosen === "hide" && props.hideReasons && !form.get("reason"))
      found.reason = props.hideReasonMessage ?? "";
    return found;
  };
  // without JavaScript the published reasons are always there (the server needs one only to hide)
  const showHideReasons = props.hideReasons && (!hydrated || decision === "hide");
  return (
    <AdminActionForm
      intent={props.intent}
      target={props.target}
      subject={props.subject}
      label="Record the decision"
      name={`Decide on ${props.subject}`}
      className="moderation-form stack"
      check={check}
    >
      {(errors, values) => (
        <ModerationFields
          {...props}
          errors={errors}
          values={values}
          onDecision={setDecision}
          showHideReasons={Boolean(showHideReasons)}
        />
      )}
    </AdminActionForm>
  );
}

function ModerationFields(
  props: Parameters<typeof ModerationForm>[0] & {
    errors: FieldErrors;
    values: Record<string, string>;
    onDecision: (value: string) => void;
    showHideReasons: boolean;
  },
) {
  const { errors, target, values } = props;
  const id = `moderation-${target}`;
  const errorOf = (name: string) =>
    errors[name] ? (
      <p className="field-error" id={`${id}-${name}-error`} role="alert">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` } : {};
  return (
    <>
      <fieldset {...described("decision")}>
        <legend>Decision</legend>
        {props.decisions.map((d) => (
          <label key={d.value} className="choice-inline">
            <input
              type="radio"
              name="decision"
              value={d.value}
              defaultChecked={values.decision === d.value}
              onChange={() => props.onDecision(d.value)}
            />{" "}
            {d.label}
          </label>
        ))}
      </fieldset>
      {errorOf("decision")}
      {props.showHideReasons ? (
        <div className="field">
          <label htmlFor={`${id}-hide`}>Published reason</label>
          <select
            id={`${id}-hide`}
            name="reason"
            defaultValue={props.text.name === "note" ? (values.reason ?? "") : ""}
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
          name={props.text.name}
          defaultValue={values[props.text.name]}
          rows={2}
          maxLength={500}
          {...described(props.text.name)}
        />
        {errorOf(props.text.name)}
      </div>
    </>
  );
}
