// What the later wizard steps ask (docs/product/routes.md §2; docs/product/wizard.md §3-§4): services, personal
// details. The steps only render fields; validation is the step's check (@rm/domain/lead/step-check). Step 1 is
// step-type.tsx; Moving From and Moving To are location-steps.tsx; these load with later-steps.tsx.
import { HONEYPOT_FIELD } from "@rm/domain/lead/field-specs";
import {
  ADDITIONAL_SERVICES,
  DECLARED_VALUE_BANDS,
  PAYING_FOR_MOVE,
  STORAGE_DURATIONS,
  TITLES,
} from "@rm/domain/lead/options";
import { ChoiceGroup, SelectField, TextField } from "./controls.tsx";
import { DateQuestions } from "./dates.tsx";
import { useWizardForm } from "./form.tsx";

export function StepServices({ storage }: { storage: boolean }) {
  return (
    <>
      <ChoiceGroup
        name="additionalServices"
        legend="Would you like any extra help? (optional)"
        options={ADDITIONAL_SERVICES}
        type="checkbox"
      />
      {/* issue #18: optional; the movers whose insurance may not cover it are told before they quote */}
      <SelectField
        name="declaredValue"
        label="Roughly what are your belongings worth? (optional)"
        hint="Movers check this against their Goods in Transit insurance before they quote."
        placeholder="I'd rather not say"
        options={DECLARED_VALUE_BANDS}
      />
      {storage ? (
        <>
          <DateQuestions storage />
          <SelectField
            name="fromStorageDuration"
            label="How long do you need storage?"
            options={STORAGE_DURATIONS}
          />
        </>
      ) : null}
    </>
  );
}

export function CompanyName() {
  return <TextField name="companyName" label="Company name" autoComplete="organization" />;
}

export function StepDetails({ askCompanyName }: { askCompanyName: boolean }) {
  const form = useWizardForm();
  return (
    <>
      <SelectField name="payingForMove" label="Who is paying for the move?" options={PAYING_FOR_MOVE} />
      {askCompanyName ? <CompanyName /> : null}
      <div className="field-row">
        <SelectField name="title" label="Title" options={TITLES} />
        <TextField name="firstName" label="First name" autoComplete="given-name" />
        <TextField name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField name="email" type="email" label="Email" autoComplete="email" />
        <TextField name="phoneNumber" type="tel" label="Phone number" autoComplete="tel" />
      </div>
      <fieldset className="account-box">
        <legend>Keep your results (optional)</legend>
        <p className="field-hint">
          Choose a password to create an account and come back to your quotes any time.
        </p>
        <div className="field-row">
          <TextField name="password" type="password" label="Password" autoComplete="new-password" />
          <TextField
            name="confirmPassword"
            type="password"
            label="Confirm password"
            autoComplete="new-password"
          />
        </div>
      </fieldset>
      {/* bots fill every field; people never see this one */}
      <div className="hp" aria-hidden="true">
        <label htmlFor="wizard-hp">Leave this empty</label>
        <input
          id="wizard-hp"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.text(HONEYPOT_FIELD as "website")}
        />
      </div>
    </>
  );
}
