// The review form's star input: a row of five stars that is a real radio group underneath. The radios are
// visually hidden but stay in the page, so the browser does what a radio group does without any script (arrow
// keys move and choose, Tab leaves the group, the form sends the value); CSS draws the stars up to the checked
// one, the focused star's ring and each star's 44 px target (styles/reviews.css). Bound to the react-hook-form
// of the nearest <FormProvider> (a controlled radio group: useController); an optional rating gets a "Clear"
// button once the page runs its script.
import { CLEAR_RATING, STAR_WORDS, starChoiceLabel } from "@rm/domain/reviews";
import { MAX_STARS } from "@rm/domain/text";
import { useId } from "react";
import { useController, useFormContext } from "react-hook-form";
import { FieldError } from "../../components/field-parts.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";

const STARS = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

export function StarRating({
  name,
  legend,
  optional = false,
}: {
  name: string;
  legend: string;
  /** a rating the customer may leave out (and take back) */
  optional?: boolean;
}) {
  const id = useId();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === "string" ? field.value : String(field.value ?? "");
  const hydrated = useHydrated();
  const error = fieldState.error?.message;
  return (
    <div
      className={`star-rating${error ? " has-error" : ""}`}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p className="star-legend" id={`${id}-legend`}>
        {legend}
      </p>
      <div className="star-row">
        {STARS.map((n) => (
          <label key={n} className="star-option">
            <input
              type="radio"
              className="star-input"
              value={String(n)}
              aria-label={starChoiceLabel(n)}
              aria-invalid={error ? true : undefined}
              name={field.name}
              checked={value === String(n)}
              onChange={() => field.onChange(String(n))}
              onBlur={field.onBlur}
              // the first star takes the focus when the form points at a missing rating
              ref={n === 1 ? field.ref : undefined}
            />
            <span className="star-glyph" aria-hidden="true">
              ★
            </span>
          </label>
        ))}
        {/* the chosen star's word, shown by CSS from the checked radio, so it shows without the script too */}
        <span className="star-words" aria-hidden="true">
          {STARS.map((n) => (
            <span key={n} className="star-word" data-star={n}>
              {STAR_WORDS[n - 1]}
            </span>
          ))}
        </span>
        {optional && hydrated && value ? (
          <button
            type="button"
            className="link-button star-clear"
            aria-label={`${CLEAR_RATING}: ${legend}`}
            onClick={() => field.onChange("")}
          >
            {CLEAR_RATING}
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
