// The wizard's text and select controls, bound to the one react-hook-form instance through its context; each
// error is tied to its control for screen readers (aria-describedby, aria-invalid). Choice lists are
// components/choice-group.tsx, text areas components/field.tsx.
import type { WizardValues } from "@rm/domain";
import { useId } from "react";
import { type FieldPath, useFormContext } from "react-hook-form";
import { type Option, optionLabel, optionValue } from "../../components/choice-group.tsx";
import { Field, FieldError } from "../../components/field.tsx";

export type Name = FieldPath<WizardValues>;

export function useFieldError(name: Name): string | undefined {
  const { formState } = useFormContext<WizardValues>();
  const e = formState.errors[name as keyof WizardValues];
  return typeof e?.message === "string" ? e.message : undefined;
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
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
