// The markup of a choice list: radio buttons (one answer) or checkboxes (several) in a labelled fieldset, with
// the hint and the error tied to the group for screen readers, free of any form library. choice-group.tsx
// binds it to react-hook-form; the quote wizard to its own form state (its page loads no react-hook-form). Its
// stylesheet comes with each: choice-group.tsx imports styles/choices.css, the wizard's wizard.css includes it
// (one render-blocking stylesheet fewer on the wizard's page).
import { useId } from "react";
import { FieldError } from "./field-parts.tsx";

export type Option = string | { value: string; label: string };
export const optionValue = (o: Option) => (typeof o === "string" ? o : o.value);
export const optionLabel = (o: Option) => (typeof o === "string" ? o : o.label);

export interface ChoiceLook {
  legend: string;
  options: readonly Option[];
  type?: "radio" | "checkbox";
  hint?: string;
  /** in a row (the default); large tiles; or a grid of boxed choices for long lists */
  look?: "row" | "tiles" | "grid";
  /** another class on the fieldset, e.g. "form-section" */
  className?: string;
}

type InputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };

export function ChoiceFieldset(
  props: ChoiceLook & {
    error?: string;
    /** what each option's input gets besides its type and value: its name, state and handlers */
    input: (value: string) => InputProps;
  },
) {
  const id = useId();
  const { error } = props;
  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const look = props.look ?? "row";
  const classes = [
    "choice-group",
    look === "tiles" ? "choice-tiles" : null,
    error ? "has-error" : null,
    props.className ?? null,
  ];
  return (
    <fieldset className={classes.filter(Boolean).join(" ")} aria-describedby={describedBy || undefined}>
      <legend>{props.legend}</legend>
      {props.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <div className={look === "grid" ? "choices choice-grid" : "choices"}>
        {props.options.map((o) => (
          <label key={optionValue(o)} className={look === "grid" ? "choice choice-box" : "choice"}>
            <input type={props.type ?? "radio"} value={optionValue(o)} {...props.input(optionValue(o))} />
            <span>{optionLabel(o)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
