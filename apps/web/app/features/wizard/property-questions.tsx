// docs/product/wizard.md §3/§4: property type; Apartment reveals floor (basement, ground, 1–20) and lift; Storage
// hides bedrooms and asks the storage size instead. Issue #32 (docs/product/access.md): whether the lift fits
// furniture, where the van can park and how far from the door it stops, at each end in the UK — every answer
// shown as chosen (the wizard's starting answers included), never assumed out of sight.
import {
  ACCESS_WORDS,
  asksLiftFits,
  asksParkingAndCarry,
  CARRY_OPTIONS,
  FLOOR_OPTIONS,
  LIFT_FITS_OPTIONS,
  PARKING_OPTIONS,
} from "@rm/domain/lead/access";
import {
  asksBedrooms,
  asksFloorAndLift,
  asksStorageSize,
  BEDROOMS,
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
  const flat = asksFloorAndLift(type);
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
        {flat ? (
          <SelectField name={`${side}Floor`} label={ACCESS_WORDS.floor} options={FLOOR_OPTIONS} />
        ) : null}
      </div>
      {flat ? <ChoiceGroup name={`${side}Lift`} legend={ACCESS_WORDS.lift} options={LIFT_OPTIONS} /> : null}
      {flat && asksLiftFits(values[`${side}Lift`]) ? (
        <ChoiceGroup name={`${side}LiftFits`} legend={ACCESS_WORDS.liftFits} options={LIFT_FITS_OPTIONS} />
      ) : null}
      <KerbQuestions side={side} />
    </>
  );
}

/** Where the van parks and how far it stops from the door: boxed choices that fit a phone's width. */
function KerbQuestions({ side }: { side: "from" | "to" }) {
  const { values } = useWizardForm();
  if (!asksParkingAndCarry(values.typeOfMove, side)) return null;
  return (
    <>
      <ChoiceGroup
        name={`${side}Parking`}
        legend={ACCESS_WORDS.parking[side]}
        options={PARKING_OPTIONS}
        look="grid"
      />
      <ChoiceGroup
        name={`${side}Carry`}
        legend={ACCESS_WORDS.carry[side]}
        hint={ACCESS_WORDS.carryHint}
        options={CARRY_OPTIONS}
        look="grid"
      />
    </>
  );
}
