// docs/product/wizard.md §3/§4: property type; Apartment reveals floor (1–20) and lift; Storage hides bedrooms and asks
// the storage size instead.
import {
  asksBedrooms,
  asksFloorAndLift,
  asksStorageSize,
  BEDROOMS,
  FLOORS,
  LIFT_OPTIONS,
  PROPERTY_TYPES,
  STORAGE_SIZES,
} from "@rm/domain/lead/options";
import { ChoiceGroup, SelectField } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";

export const STORAGE_SIZE_OPTIONS = STORAGE_SIZES.map((s) => ({ value: s, label: `${s} sq ft` }));

export function PropertyQuestions({ side }: { side: "from" | "to" }) {
  const { values } = useWizardForm();
  const type = values[side === "from" ? "fromPropertyType" : "toPropertyType"];
  return (
    <>
      <ChoiceGroup
        name={`${side}PropertyType`}
        legend={side === "from" ? "What are you moving out of?" : "What are you moving into?"}
        options={PROPERTY_TYPES}
        look="tiles"
      />
      <div className="field-row">
        {asksBedrooms(type) ? (
          <SelectField
            name={`${side}Bedrooms`}
            label="Bedrooms"
            options={BEDROOMS}
            placeholder={side === "to" ? "Choose…" : undefined}
          />
        ) : null}
        {asksStorageSize(type) ? (
          <SelectField name={`${side}StorageSize`} label="Storage size" options={STORAGE_SIZE_OPTIONS} />
        ) : null}
        {asksFloorAndLift(type) ? <SelectField name={`${side}Floor`} label="Floor" options={FLOORS} /> : null}
      </div>
      {asksFloorAndLift(type) ? (
        <ChoiceGroup name={`${side}Lift`} legend="Is there a lift?" options={LIFT_OPTIONS} />
      ) : null}
    </>
  );
}
