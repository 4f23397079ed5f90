// A postcode field that starts the quote wizard (spec §2, §5): the trimmed postcode becomes ?place=,
// and an empty field goes without it. Without JavaScript the form still submits to the wizard (?place= as
// typed; the wizard trims it and reads an empty one as none). On static pages lib/enhance.ts does what
// onSubmit does here, through the data-postcode-form hook.
import { quoteBarHref } from "@rm/domain/content/quote-bar";
import { useNavigate } from "react-router";

export function PostcodeForm({
  id,
  label,
  submitLabel,
  placeholder,
  hint,
  className = "",
}: {
  id: string;
  label: string;
  submitLabel: string;
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  const navigate = useNavigate();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <form
      action="/free-quotes/wizard"
      method="get"
      className={`pub-postcode ${className}`}
      data-postcode-form=""
      onSubmit={(e) => {
        e.preventDefault();
        navigate(quoteBarHref(String(new FormData(e.currentTarget).get("place") ?? "")));
      }}
    >
      <label htmlFor={id} className="pub-postcode-label">
        {label}
      </label>
      <div className="pub-postcode-row">
        <input
          id={id}
          name="place"
          type="text"
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={placeholder}
          aria-describedby={hintId}
          className="pub-postcode-input"
        />
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="pub-postcode-hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
