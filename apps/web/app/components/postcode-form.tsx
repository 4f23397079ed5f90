// A postcode field that starts the quote wizard (docs/product/routes.md §2; docs/product/wizard.md §5): the trimmed postcode becomes ?place=,
// and an empty field goes without it. Without JavaScript the form still submits to the wizard (?place= as
// typed; the wizard trims it and reads an empty one as none). With it, lib/chrome.ts trims it on every page,
// static or hydrated, through the data-postcode-form hook.

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
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <form
      action="/free-quotes/wizard"
      method="get"
      className={`pub-postcode ${className}`}
      data-postcode-form=""
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
