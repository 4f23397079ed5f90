// Moving From and Moving To (docs/product/wizard.md §3-§4): the postcode with suggestions, the address list and
// the property questions. Loaded when first needed (React.lazy in quote-wizard.tsx), so step 1 of the page
// does not wait for the postcode and address code.
import { STORAGE_PURPOSES, isInternationalMove } from "@rm/domain/lead/options";
import { type AddressOwners, AddressPicker } from "./address-picker.tsx";
import { ChoiceGroup, SelectField, TextField } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";
import { PostcodeField } from "./postcode-field.tsx";
import { PropertyQuestions, STORAGE_SIZE_OPTIONS } from "./property-questions.tsx";

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
  const { values } = useWizardForm();
  if (isInternationalMove(values.typeOfMove)) {
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

/** The step the wizard shows (one component, so that once loaded for Moving From, Moving To draws at once). */
export default function LocationStep(
  props:
    | ({ side: "from" } & Parameters<typeof StepFrom>[0])
    | ({ side: "to" } & Parameters<typeof StepTo>[0]),
) {
  return props.side === "from" ? <StepFrom {...props} /> : <StepTo {...props} />;
}
