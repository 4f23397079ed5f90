// The moving date questions (docs/product/wizard.md §3/§5, docs/product/decisions.md D23): fixed or flexible, the dates (never before today), an
// optional preferred time and a note for the movers.
import { todayInLondon } from "@rm/domain/lead/dates";
import { DATE_TYPE_OPTIONS, PREFERRED_TIME_OPTIONS } from "@rm/domain/lead/options";
import { ChoiceGroup, TextAreaField, TextField } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";

export function DateQuestions({ storage }: { storage: boolean }) {
  const { values } = useWizardForm();
  const flexible = values.dateType === "flexible";
  const today = todayInLondon();
  return (
    <>
      <ChoiceGroup
        name="dateType"
        legend={storage ? "When do you need storage from?" : "When are you moving?"}
        options={DATE_TYPE_OPTIONS}
        look="tiles"
      />
      <div className="field-row">
        <TextField
          name="startDate"
          type="date"
          min={today}
          label={
            flexible
              ? storage
                ? "Starting date"
                : "Earliest date"
              : storage
                ? "Starting date"
                : "Moving date"
          }
        />
        {flexible ? <TextField name="endDate" type="date" min={today} label="Latest date" /> : null}
      </div>
      <ChoiceGroup name="preferredTime" legend="Preferred time (optional)" options={PREFERRED_TIME_OPTIONS} />
      <TextAreaField
        rows={4}
        name="description"
        label="Anything movers should know? (optional)"
        hint="For example parking, stairs, a piano or fragile items."
      />
    </>
  );
}
