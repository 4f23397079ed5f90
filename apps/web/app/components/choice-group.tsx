// Radio buttons (one answer) or checkboxes (an array of answers) in a labelled fieldset, bound to the
// react-hook-form of the nearest <FormProvider>, with the hint and the error tied to the group for screen
// readers. One component for every choice list: the wizard's questions, a company's services, the quote
// form's price kind and inclusions.
import { useId } from "react";
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { errorMessage, FieldError } from "./field.tsx";
import "../styles/choices.css";

export type Option = string | { value: string; label: string };
export const optionValue = (o: Option) => (typeof o === "string" ? o : o.value);
export const optionLabel = (o: Option) => (typeof o === "string" ? o : o.label);

export function ChoiceGroup<T extends FieldValues = FieldValues>(props: {
  name: Path<T>;
  legend: string;
  options: readonly Option[];
  type?: "radio" | "checkbox";
  hint?: string;
  /** in a row (the default); large tiles; or a grid of boxed choices for long lists */
  look?: "row" | "tiles" | "grid";
  /** another class on the fieldset, e.g. "form-section" */
  className?: string;
}) {
  const { register, formState } = useFormContext<T>();
  const id = useId();
  const error = errorMessage(formState.errors, props.name);
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
            <input type={props.type ?? "radio"} value={optionValue(o)} {...register(props.name)} />
            <span>{optionLabel(o)}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
