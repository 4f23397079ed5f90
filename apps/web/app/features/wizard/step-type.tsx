// Step 1 of the quote wizard (docs/product/wizard.md §3): the only step whose code the page loads up front; the
// others load on the visitor's first touch of the form (quote-wizard.tsx, issue #34).
import { MOVE_TYPES, type MoveType } from "@rm/domain/lead/options";
import { useFieldError } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";

/** Step 1: a tile per move type; choosing one advances, choosing the chosen one again clears it (docs/product/decisions.md D9). */
export function StepType({ onChoose }: { onChoose: (type: MoveType) => void }) {
  const chosen = useWizardForm().values.typeOfMove;
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
