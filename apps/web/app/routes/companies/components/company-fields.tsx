// Form pieces shared by registration and the company profile: services, coverage, a text area.
import { BOROUGHS, REGIONS } from "@rm/domain/areas/boroughs";
import { COMPANY_SERVICES, MAX_RADIUS_MILES } from "@rm/domain/company";
import { useEffect, useId, useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Field } from "../../../components/field.tsx";

const ErrorText = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;

export function ServicesField(props: { reg: UseFormRegisterReturn; error?: string; hint: string }) {
  const id = useId();
  return (
    <fieldset className="form-section" aria-describedby={`${id}-hint${props.error ? ` ${id}-err` : ""}`}>
      <legend>Services you offer</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {props.hint}
      </p>
      <div className="check-grid">
        {COMPANY_SERVICES.map((s) => (
          <label key={s} className="check">
            <input type="checkbox" value={s} {...props.reg} />
            {s}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-err`} error={props.error} />
    </fieldset>
  );
}

export function CoverageFields(props: {
  radius: UseFormRegisterReturn;
  boroughs: UseFormRegisterReturn;
  selected: readonly string[];
  radiusError?: string;
  boroughsError?: string;
}) {
  const id = useId();
  return (
    <fieldset className="form-section">
      <legend>Where you work</legend>
      <p className="field-hint">
        You receive leads for moves starting within this distance of your base postcode, or in any borough you
        tick. Use one or both.
      </p>
      <Field
        label="Radius around your base (miles)"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_RADIUS_MILES}
        hint={`0 to ${MAX_RADIUS_MILES}; 0 means boroughs only.`}
        error={props.radiusError}
        {...props.radius}
      />
      <div>
        <p className="legend" id={`${id}-b`}>
          Boroughs you cover
        </p>
        {REGIONS.map((region) => {
          const list = BOROUGHS.filter((b) => b.region === region.key);
          const chosen = list.filter((b) => props.selected.includes(b.gssCode)).length;
          return (
            <details key={region.key} className="region-picker" open={chosen > 0 || undefined}>
              <summary>
                {region.name}
                {chosen > 0 ? <span className="badge">{chosen} chosen</span> : null}
              </summary>
              <div className="check-grid">
                {list.map((b) => (
                  <label key={b.gssCode} className="check">
                    <input type="checkbox" value={b.gssCode} {...props.boroughs} />
                    {b.name}
                  </label>
                ))}
              </div>
            </details>
          );
        })}
        <ErrorText id={`${id}-berr`} error={props.boroughsError} />
      </div>
    </fieldset>
  );
}

type AreaProps = React.TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  hint?: string;
  error?: string;
  reg: UseFormRegisterReturn;
};
export function TextArea({ label, hint, error, reg, ...rest }: AreaProps) {
  const id = useId();
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
        aria-invalid={error ? true : undefined}
        aria-describedby={[hint ? `${id}-hint` : "", error ? `${id}-err` : ""].join(" ").trim() || undefined}
        {...rest}
        {...reg}
      />
      <ErrorText id={`${id}-err`} error={error} />
    </div>
  );
}

/** an API answer's field errors onto the form */
export function applyServerErrors(
  errors: Record<string, string> | undefined,
  setError: (name: never, e: { message: string }) => void,
) {
  for (const [k, message] of Object.entries(errors ?? {})) {
    const name = k.split(".")[0]!;
    setError(name as never, { message });
  }
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`status-badge status-${status}`}>
      {label ?? status[0]!.toUpperCase() + status.slice(1)}
    </span>
  );
}

/**
 * false during server rendering and until React has hydrated: submit buttons stay disabled until then, so a
 * quick click never falls back to a native GET submit that would put the form (and a password) in the URL
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
