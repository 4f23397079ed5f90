// Radio buttons (one answer) or checkboxes (an array of answers) in a labelled fieldset, bound to the
// react-hook-form of the nearest <FormProvider>, with the hint and the error tied to the group for screen
// readers. One component for every choice list: the company's services, the quote form's price kind and
// inclusions; its markup is choices.tsx, which the quote wizard binds to its own form state.
import { useState } from "react";
import { type FieldValues, get, type Path, useFormContext } from "react-hook-form";
import { type ChoiceLook, ChoiceFieldset } from "./choices.tsx";
import { errorMessage } from "./field.tsx";
import "../styles/choices.css";

export function ChoiceGroup<T extends FieldValues = FieldValues>(props: ChoiceLook & { name: Path<T> }) {
  const { register, formState } = useFormContext<T>();
  const { name, ...look } = props;
  // the form's default ticked in the server's HTML too (react-hook-form ticks it only in the browser); the first
  // one only: a `checked` attribute changed after the library ticked a box unticks it (a reset from a template)
  const [initial] = useState<unknown>(() => get(formState.defaultValues, name));
  const ticked = (value: string) => (Array.isArray(initial) ? initial.includes(value) : initial === value);
  return (
    <ChoiceFieldset
      {...look}
      error={errorMessage(formState.errors, name)}
      input={(value) => ({ ...register(name), defaultChecked: ticked(value) })}
    />
  );
}
