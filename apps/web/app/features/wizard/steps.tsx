// What each wizard step asks (docs/product/routes.md §2; docs/product/wizard.md §3-§4). The steps only render fields; validation is the step's schema.
import {
  ADDITIONAL_SERVICES,
  HONEYPOT_FIELD,
  MOVE_TYPES,
  type MoveType,
  PAYING_FOR_MOVE,
  STORAGE_DURATIONS,
  STORAGE_PURPOSES,
  TITLES,
  isInternationalMove,
  type WizardValues,
} from "@rm/domain";
import { useFormContext } from "react-hook-form";
import { type AddressOwners, AddressPicker } from "./address-picker.tsx";
import { ChoiceGroup } from "../../components/choice-group.tsx";
import { SelectField, TextField, useFieldError } from "./controls.tsx";
import { DateQuestions } from "./dates.tsx";
import { PostcodeField } from "./postcode-field.tsx";
import { PropertyQuestions, STORAGE_SIZE_OPTIONS } from "./property-questions.tsx";

/** Step 1: a tile per move type; choosing one advances, choosing the chosen one again clears it (docs/product/decisions.md D9). */
export function StepType({ onChoose }: { onChoose: (type: MoveType) => void }) {
  const { watch } = useFormContext<WizardValues>();
  const chosen = watch("typeOfMove");
  const error = useFieldError("typeOfMove");
  return (
    <fieldset
      className={`field${error ? " has-error" : ""}`}
      aria-describedby={error ? "move-type-error" : undefined}
    >
      <legend>What kind of move is it?</legend>
      <div className="type-tiles">
        {MOVE_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            name="typeOfMove"
            className="type-tile"
            aria-pressed={chosen === type}
            onClick={() => onChoose(type)}
          >
            {type}
          </button>
        ))}
      </div>
      {error ? (
        <p className="field-error" id="move-type-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type Confirm = (postcode: string | null) => void;

export function StepFrom(props: {
  storage: boolean;
  postcode: string | null;
  onPostcode: Confirm;
  owners: AddressOwners;
}) {
  if (props.storage) {
    return (
      <>
        <PostcodeField
          name="fromCity"
          label="Postcode or area code"
          hint="Where is your stuff now? A full postcode such as SW1A 2AA, or an area such as SW."
          onConfirmed={props.onPostcode}
        />
        <ChoiceGroup
          name="fromStoragePurpose"
          legend="What is the storage for?"
          options={STORAGE_PURPOSES}
          look="tiles"
        />
        <SelectField name="fromStorageSize" label="Storage size" options={STORAGE_SIZE_OPTIONS} />
      </>
    );
  }
  return (
    <>
      <PostcodeField
        name="fromCity"
        label="Postcode"
        hint="For example SW1A 2AA"
        onConfirmed={props.onPostcode}
      />
      <AddressPicker side="from" postcode={props.postcode} label="Address" owners={props.owners} />
      <PropertyQuestions side="from" />
    </>
  );
}

export function StepTo(props: { postcode: string | null; onPostcode: Confirm; owners: AddressOwners }) {
  const { watch } = useFormContext<WizardValues>();
  if (isInternationalMove(watch("typeOfMove"))) {
    // docs/product/decisions.md D14: abroad, the destination is typed: country and address
    return (
      <>
        <TextField name="toCountry" label="Country" autoComplete="country-name" />
        <TextField name="toAddress" label="Address abroad" autoComplete="off" />
        <PropertyQuestions side="to" />
      </>
    );
  }
  return (
    <>
      <PostcodeField
        name="toCity"
        label="Postcode (optional)"
        hint="Leave it empty if you do not know it yet."
        onConfirmed={props.onPostcode}
      />
      <AddressPicker side="to" postcode={props.postcode} label="Address (optional)" owners={props.owners} />
      <PropertyQuestions side="to" />
    </>
  );
}

export function StepServices({ storage }: { storage: boolean }) {
  return (
    <>
      <ChoiceGroup
        name="additionalServices"
        legend="Would you like any extra help? (optional)"
        options={ADDITIONAL_SERVICES}
        type="checkbox"
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
  const { register } = useFormContext<WizardValues>();
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
          {...register(HONEYPOT_FIELD as "website")}
        />
      </div>
    </>
  );
}
