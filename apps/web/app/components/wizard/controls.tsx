// The wizard's form controls, bound to the one react-hook-form instance through its context; each error
// is tied to its control for screen readers (aria-describedby, aria-invalid).
import type { WizardValues } from "@rm/domain";
import { useId } from "react";
import { type FieldPath, useFormContext } from "react-hook-form";
import { Field } from "../field.tsx";

export type Name = FieldPath<WizardValues>;
export type Option = string | { value: string; label: string };
const optionValue = (o: Option) => (typeof o === "string" ? o : o.value);
const optionLabel = (o: Option) => (typeof o === "string" ? o : o.label);

export function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<WizardValues>();
  const e = formState.errors[name as keyof WizardValues];
  return typeof e?.message === "string" ? e.message : undefined;
}

function ErrorText({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}

export function TextField(
  props: { name: Name; label: string; hint?: string } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "name"
  >,
) {
  const { name, label, hint, ...rest } = props;
  const { register } = useFormContext<WizardValues>();
  return <Field label={label} hint={hint} error={useFieldError(name)} {...rest} {...register(name)} />;
}

export function TextAreaField({ name, label, hint }: { name: Name; label: string; hint?: string }) {
  const { register } = useFormContext<WizardValues>();
  const id = useId();
  const error = useFieldError(name);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register(name)}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField(props: {
  name: Name;
  label: string;
  options: readonly Option[];
  /** an empty first choice, e.g. "Choose…" */
  placeholder?: string;
  hint?: string;
}) {
  const { register } = useFormContext<WizardValues>();
  const id = useId();
  const error = useFieldError(props.name);
  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...register(props.name)}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={optionValue(o)} value={optionValue(o)}>
            {optionLabel(o)}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** Radio buttons (type "radio") or checkboxes (type "checkbox": an array value) in a labelled fieldset. */
export function ChoiceGroup(props: {
  name: Name;
  legend: string;
  options: readonly Option[];
  type?: "radio" | "checkbox";
  hint?: string;
  /** show the choices as large tiles */
  tiles?: boolean;
}) {
  const { register } = useFormContext<WizardValues>();
  const id = useId();
  const error = useFieldError(props.name);
  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <fieldset
      className={`choice-group${props.tiles ? " choice-tiles" : ""}${error ? " has-error" : ""}`}
      aria-describedby={describedBy || undefined}
    >
      <legend>{props.legend}</legend>
      {props.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <div className="choices">
        {props.options.map((o) => (
          <label key={optionValue(o)} className="choice">
            <input type={props.type ?? "radio"} value={optionValue(o)} {...register(props.name)} />
            <span>{optionLabel(o)}</span>
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
