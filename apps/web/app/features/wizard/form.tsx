// The wizard's one form state: every answer across the steps (nothing typed is lost going back, on a failed
// send, or — through the sessionStorage draft — on a reload) and the messages shown. A few lines of React
// state instead of react-hook-form, so that the page loads no form library (docs/decisions/054-wizard-without-zod.md).
// The inputs are controlled: what shows is what the state holds.
import type { WizardValues } from "@rm/domain/lead/defaults";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";

export type Name = keyof WizardValues;
export type Errors = Partial<Record<string, string>>;

export interface WizardForm {
  values: WizardValues;
  errors: Errors;
  /** the latest values (also inside a handler that runs before the next render) */
  get(): WizardValues;
  set<N extends Name>(name: N, value: WizardValues[N]): void;
  /** every value at once (a restored draft); messages are cleared */
  reset(values: WizardValues): void;
  /** the messages shown, replaced */
  showErrors(errors: Errors): void;
  setError(name: string, message: string): void;
  clearErrors(): void;
  /** an input's, select's or text area's binding: name, value, onChange */
  text(name: Name): {
    name: Name;
    value: string;
    onChange: (e: React.ChangeEvent<{ value: string }>) => void;
  };
  /** one radio button's or checkbox's binding (a checkbox adds to or removes from a list of answers) */
  choice(
    name: Name,
    value: string,
  ): {
    name: Name;
    checked: boolean;
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  };
}

/**
 * The form state. `recheck` gives the current step's messages for some values: a field showing a message is
 * checked again as it changes, so its message updates as it is corrected (docs/product/wizard.md §4).
 */
export function useWizardFormState(
  initial: WizardValues,
  recheck: (values: WizardValues) => Errors,
): WizardForm {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const latest = useRef(values);
  const shownErrors = useRef(errors);
  shownErrors.current = errors;
  const recheckRef = useRef(recheck);
  recheckRef.current = recheck;

  const set = useCallback(<N extends Name>(name: N, value: WizardValues[N]) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (shownErrors.current[name] !== undefined) {
      const message = recheckRef.current(next)[name];
      setErrors((e) => {
        const { [name]: _, ...rest } = e;
        return message ? { ...rest, [name]: message } : rest;
      });
    }
  }, []);

  const get = useCallback(() => latest.current, []);
  const reset = useCallback((v: WizardValues) => {
    latest.current = v;
    setValues(v);
    setErrors({});
  }, []);
  const setError = useCallback(
    (name: string, message: string) => setErrors((e) => ({ ...e, [name]: message })),
    [],
  );
  const clearErrors = useCallback(() => setErrors({}), []);

  return useMemo<WizardForm>(
    () => ({
      values,
      errors,
      get,
      set,
      reset,
      showErrors: setErrors,
      setError,
      clearErrors,
      text: (name) => ({
        name,
        value: String(values[name] ?? ""),
        onChange: (e) => set(name, e.target.value as WizardValues[typeof name]),
      }),
      choice: (name, option) => {
        const current = values[name];
        const list = Array.isArray(current);
        return {
          name,
          checked: list ? current.includes(option) : current === option,
          onChange: (e) => {
            if (!list) return set(name, option as WizardValues[typeof name]);
            const now = latest.current[name] as string[];
            const next = e.target.checked ? [...now, option] : now.filter((v) => v !== option);
            set(name, next as WizardValues[typeof name]);
          },
        };
      },
    }),
    [values, errors, get, set, reset, setError, clearErrors],
  );
}

const FormContext = createContext<WizardForm | null>(null);

export const WizardFormProvider = FormContext.Provider;

export function useWizardForm(): WizardForm {
  const form = useContext(FormContext);
  if (!form) throw new Error("useWizardForm outside the wizard's form");
  return form;
}
