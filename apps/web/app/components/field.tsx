// A labelled input with its error message wired for screen readers, and the same bound to the react-hook-form
// of the nearest <FormProvider> (FormField and the presets every form shares: email, phone, new password).
import { PASSWORD_MIN } from "@rm/domain/auth-words";
import { useState } from "react";
import { Field, TextArea } from "./field-parts.tsx";
import {
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  useFormContext,
} from "react-hook-form";

// the markup is field-parts.tsx (no form library); these bind it to react-hook-form
export { Field, FieldError } from "./field-parts.tsx";

/** the message of a field's error (nested names too), if it has one */
export function errorMessage(errors: FieldErrors, name: string): string | undefined {
  const message = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

type Props = React.ComponentProps<typeof Field>;

type BoundProps<T extends FieldValues> = Omit<Props, "name" | "error"> & {
  name: Path<T>;
  /** react-hook-form's register options, e.g. `{ valueAsNumber: true }` */
  options?: RegisterOptions<T, Path<T>>;
};

/** a Field registered with the form of the nearest FormProvider under `name`, showing that field's error */
export function FormField<T extends FieldValues = FieldValues>({ name, options, ...rest }: BoundProps<T>) {
  const { register, formState } = useFormContext<T>();
  // the form's default in the server's HTML too, so that a page is right before (or without) its script
  const initial: unknown = rest.type === "password" ? undefined : get(formState.defaultValues, name);
  const defaultValue = typeof initial === "string" || typeof initial === "number" ? initial : undefined;
  return (
    <Field
      defaultValue={defaultValue}
      {...rest}
      error={errorMessage(formState.errors, name)}
      {...register(name, options)}
    />
  );
}

/**
 * register(name) for a text input, select or text area of one's own, with the form's default in the server's HTML
 * too, as FormField does (react-hook-form sets it only in the browser); `box` for a lone checkbox. The defaults
 * are the form's first ones: one changed later (a reset) is react-hook-form's to set, not the HTML's (a radio's
 * or checkbox's `checked` attribute changed after the library set it unticks it).
 */
export function useRegisterShown<T extends FieldValues>() {
  const { register, formState } = useFormContext<T>();
  const [initial] = useState(() => formState.defaultValues);
  return (name: Path<T>, box?: "box") => registerShown(register, initial, name, box);
}

/** useRegisterShown's, for the form's own component, with its first defaults */
export function registerShown<T extends FieldValues>(
  register: UseFormRegister<T>,
  initial: unknown,
  name: Path<T>,
  box?: "box",
) {
  const value: unknown = get(initial, name);
  if (box) return { ...register(name), defaultChecked: value === true };
  const shown = typeof value === "string" || typeof value === "number" ? String(value) : undefined;
  return { ...register(name), defaultValue: shown };
}

/** a whole-number input whose value reaches the form as a number */
export function NumberField<T extends FieldValues = FieldValues>(props: Omit<BoundProps<T>, "options">) {
  return <FormField<T> type="number" inputMode="numeric" {...props} options={{ valueAsNumber: true }} />;
}

type Preset = Omit<BoundProps<FieldValues>, "name" | "label"> & { label?: string };

type AreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
  /** the field of the nearest FormProvider's form */
  name: string;
  label: string;
  hint?: string;
};

/** a labelled text area registered with the form of the nearest FormProvider, showing that field's error */
export function TextAreaField({ name, ...rest }: AreaProps) {
  const { register, formState } = useFormContext();
  return <TextArea {...rest} error={errorMessage(formState.errors, name)} {...register(name)} />;
}

/** an API answer's field errors onto the form ("client.startDate" or "services.0" name the field's first part) */
export function applyServerErrors(
  errors: Record<string, string> | undefined,
  setError: (name: never, e: { message: string }) => void,
) {
  for (const [k, message] of Object.entries(errors ?? {})) {
    setError(k.split(".")[0] as never, { message });
  }
}

/** the form's `email` field */
export function EmailField({ label = "Email", ...rest }: Preset) {
  return <FormField name="email" label={label} type="email" autoComplete="email" {...rest} />;
}

/** the form's `phone` field */
export function PhoneField({ label = "Phone", ...rest }: Preset) {
  return <FormField name="phone" label={label} type="tel" autoComplete="tel" {...rest} />;
}

/** the form's `password` and `confirmPassword` fields for choosing a password, side by side with `row` */
export function NewPasswordFields({
  label = "Password",
  confirmLabel = "Confirm password",
  row = false,
}: {
  label?: string;
  confirmLabel?: string;
  row?: boolean;
}) {
  const fields = (
    <>
      <FormField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <FormField name="confirmPassword" label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
  return row ? <div className="field-row">{fields}</div> : fields;
}

export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div className="form-error" role="alert">
      {message}
    </div>
  );
}
