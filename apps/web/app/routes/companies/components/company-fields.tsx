// Form pieces shared by registration and the company profile: the field blocks both forms have (contact
// person, address, years and fleet, website, services, coverage), bound to the form of the nearest FormProvider,
// and a text area.
import { BOROUGHS, REGIONS } from "@rm/domain/areas/boroughs";
import {
  COMPANY_SERVICES,
  type CompanyProfileInput,
  type CompanyRegistrationInput,
  MAX_RADIUS_MILES,
} from "@rm/domain/company";
import { useEffect, useId, useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import {
  EmailField,
  errorMessage,
  FieldError,
  FormField,
  NumberField,
  PhoneField,
} from "../../../components/field.tsx";

/** the fields the registration and the profile form both have */
type CompanyValues = Pick<
  CompanyRegistrationInput,
  keyof CompanyRegistrationInput & keyof CompanyProfileInput
>;

function useCompanyForm() {
  const { register, formState } = useFormContext<CompanyValues>();
  return { register, error: (name: keyof CompanyValues) => errorMessage(formState.errors, name) };
}

/** the contact person's fieldset: name and phone, the email (labelled by `emailLabel`), then `children` */
export function ContactFields(props: {
  legend: string;
  emailLabel?: string;
  emailHint: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="form-section">
      <legend>{props.legend}</legend>
      <div className="field-row">
        <FormField<CompanyValues> name="contactName" label="Contact name" autoComplete="name" />
        <PhoneField />
      </div>
      <EmailField label={props.emailLabel} hint={props.emailHint} />
      {props.children}
    </fieldset>
  );
}

/** the trading address and the base postcode the coverage radius is measured from */
export function AddressFields(props: { addressLabel?: string; postcodeHint: string }) {
  return (
    <>
      <FormField<CompanyValues>
        name="address"
        label={props.addressLabel ?? "Address"}
        autoComplete="street-address"
      />
      <FormField<CompanyValues>
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        hint={props.postcodeHint}
      />
    </>
  );
}

/** years trading and fleet size, side by side */
export function TradingFields() {
  return (
    <div className="field-row">
      <NumberField<CompanyValues> name="yearsTrading" label="Years trading" min={0} />
      <NumberField<CompanyValues> name="fleetSize" label="Vehicles in your fleet" min={1} />
    </div>
  );
}

export function WebsiteField(props: { placeholder?: string }) {
  return (
    <FormField<CompanyValues>
      name="website"
      label="Website (optional)"
      type="url"
      inputMode="url"
      placeholder={props.placeholder}
    />
  );
}

export function ServicesField(props: { hint: string }) {
  const id = useId();
  const { register, error } = useCompanyForm();
  const services = register("services");
  const servicesError = error("services");
  return (
    <fieldset className="form-section" aria-describedby={`${id}-hint${servicesError ? ` ${id}-err` : ""}`}>
      <legend>Services you offer</legend>
      <p className="field-hint" id={`${id}-hint`}>
        {props.hint}
      </p>
      <div className="check-grid">
        {COMPANY_SERVICES.map((s) => (
          <label key={s} className="check">
            <input type="checkbox" value={s} {...services} />
            {s}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-err`} error={servicesError} />
    </fieldset>
  );
}

export function CoverageFields() {
  const id = useId();
  return (
    <fieldset className="form-section">
      <legend>Where you work</legend>
      <p className="field-hint">
        You receive leads for moves starting within this distance of your base postcode, or in any borough you
        tick. Use one or both.
      </p>
      <NumberField<CompanyValues>
        name="coverageRadiusMiles"
        label="Radius around your base (miles)"
        min={0}
        max={MAX_RADIUS_MILES}
        hint={`0 to ${MAX_RADIUS_MILES}; 0 means boroughs only.`}
      />
      <BoroughPicker id={id} />
    </fieldset>
  );
}

/**
 * its own component so that it registers `coverageBoroughs` after the radius field: react-hook-form keeps the
 * fields in the order they registered and focuses the first one with an error
 */
function BoroughPicker({ id }: { id: string }) {
  const { register, error } = useCompanyForm();
  const boroughs = register("coverageBoroughs");
  const selected = useWatch<CompanyValues, "coverageBoroughs">({ name: "coverageBoroughs" }) ?? [];
  return (
    <div>
      <p className="legend" id={`${id}-b`}>
        Boroughs you cover
      </p>
      {REGIONS.map((region) => {
        const list = BOROUGHS.filter((b) => b.region === region.key);
        const chosen = list.filter((b) => selected.includes(b.gssCode)).length;
        return (
          <details key={region.key} className="region-picker" open={chosen > 0 || undefined}>
            <summary>
              {region.name}
              {chosen > 0 ? <span className="badge">{chosen} chosen</span> : null}
            </summary>
            <div className="check-grid">
              {list.map((b) => (
                <label key={b.gssCode} className="check">
                  <input type="checkbox" value={b.gssCode} {...boroughs} />
                  {b.name}
                </label>
              ))}
            </div>
          </details>
        );
      })}
      <FieldError id={`${id}-berr`} error={error("coverageBoroughs")} />
    </div>
  );
}

type AreaProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "name"> & {
  /** the field of the nearest FormProvider's form */
  name: string;
  label: string;
  hint?: string;
};
export function TextArea({ name, label, hint, ...rest }: AreaProps) {
  const id = useId();
  const { register, formState } = useFormContext();
  const error = errorMessage(formState.errors, name);
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
        {...register(name)}
      />
      <FieldError id={`${id}-err`} error={error} />
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
