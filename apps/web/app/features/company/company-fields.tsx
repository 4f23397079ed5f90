// Form pieces shared by registration and the company profile: the field blocks both forms have (contact
// person, address, years and fleet, website, services, coverage), bound to the form of the nearest FormProvider.
import { BOROUGHS, REGIONS } from "@rm/domain/areas/boroughs";
import {
  COMPANY_SERVICES,
  type CompanyProfileInput,
  type CompanyRegistrationInput,
  MAX_RADIUS_MILES,
} from "@rm/domain/company";
import { useId } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import {
  EmailField,
  errorMessage,
  FieldError,
  FormField,
  NumberField,
  PhoneField,
} from "../../components/field.tsx";

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
  return (
    <ChoiceGroup<CompanyValues>
      name="services"
      legend="Services you offer"
      hint={props.hint}
      options={COMPANY_SERVICES}
      type="checkbox"
      look="grid"
      className="form-section"
    />
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
            <div className="choices choice-grid">
              {list.map((b) => (
                <label key={b.gssCode} className="choice choice-box">
                  <input
                    type="checkbox"
                    value={b.gssCode}
                    defaultChecked={selected.includes(b.gssCode)}
                    {...boroughs}
                  />
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
