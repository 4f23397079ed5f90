// Radio buttons (one answer) or checkboxes (an array of answers) in a labelled fieldset, bound to the
// react-hook-form of the nearest <FormProvider>, with the hint and the error tied to the group for screen
// readers. One component for every choice list: the company's services, the quote form's price kind and
// inclusions; its markup is choices.tsx, which the quote wizard binds to its own form state.
import { type FieldValues, type Path, useFormContext } from "react-hook-form";
import { type ChoiceLook, ChoiceFieldset } from "./choices.tsx";
import { errorMessage } from "./field.tsx";
import "../styles/choices.css";

export function ChoiceGroup<T extends FieldValues = FieldValues>(props: ChoiceLook & { name: Path<T> }) {
  const { register, formState } = useFormContext<T>();
  const { name, ...look } = props;
  return (
    <ChoiceFieldset {...look} error={errorMessage(formState.errors, name)} input={() => register(name)} />
  );
}
