// The wizard's controls, bound to its one form state (form.tsx) by name; each error is tied to its control for
// screen readers (aria-describedby, aria-invalid). The markup is the shared one (components/field-parts.tsx,
// components/choices.tsx), which loads no form library.
import { useId } from "react";
import {
  type ChoiceLook,
  ChoiceFieldset,
  type Option,
  optionLabel,
  optionValue,
} from "../../components/choices.tsx";
import { Field, FieldError, TextArea } from "../../components/field-parts.tsx";
import { type Name, useWizardForm } from "./form.tsx";

export type { Name };

export function useFieldError(name: Name): string | undefined {
  return useWizardForm().errors[name];
}

export function TextField(
  props: { name: Name; label: string; hint?: string } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "name" | "value"
  >,
) {
  const { name, label, hint, onChange, ...rest } = props;
  const form = useWizardForm();
  const bound = form.text(name);
  return (
    <Field
      label={label}
      hint={hint}
      error={form.errors[name]}
      {...rest}
      {...bound}
      onChange={(e) => {
        bound.onChange(e);
        onChange?.(e);
      }}
    />
  );
}

export function TextAreaField(
  props: { name: Name; label: string; hint?: string } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "value"
  >,
) {
  const { name, ...rest } = props;
  const form = useWizardForm();
  return <TextArea {...rest} error={form.errors[name]} {...form.text(name)} />;
}

export function SelectField(props: {
  name: Name;
  label: string;
  options: readonly Option[];
  /** an empty first choice, e.g. "Choose…" */
  placeholder?: string;
  hint?: string;
}) {
  const form = useWizardForm();
  const id = useId();
  const error = form.errors[props.name];
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
        {...form.text(props.name)}
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

/** radio buttons (one answer) or checkboxes (a list of answers) for a field of the wizard */
export function ChoiceGroup(props: ChoiceLook & { name: Name }) {
  const { name, ...look } = props;
  const form = useWizardForm();
  return <ChoiceFieldset {...look} error={form.errors[name]} input={(value) => form.choice(name, value)} />;
}
