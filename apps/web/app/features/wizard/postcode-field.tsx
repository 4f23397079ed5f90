// The postcode input with suggestions as the person types: an ARIA 1.2 combobox (arrow keys move through
// the list, Enter picks, Escape closes). It reports the postcode it holds once the lookup confirms it
// (docs/product/wizard.md §4: the lookup's first postcode equals the entry), or once the postcode check finds it a UK
// postcode the side takes (a move may end anywhere in the UK, but starts in London), else null. A space
// typed after the outward code keeps the suggestions to that district ("E1 6" never lists E16 …).
import { normalisePostcode, typedPostcode } from "@rm/domain/postcode";
import { coverageProblem } from "@rm/domain/postcode-service";
import { useEffect, useId, useRef, useState } from "react";
import { type Name, useFieldError } from "./controls.tsx";
import { useWizardForm } from "./form.tsx";
import { checkEntry, fetchPostcodes } from "./postcode-api.ts";

const DEBOUNCE_MS = 150;

/**
 * The suggestions for what is typed (after a short pause), and whether the entry is a postcode this side takes:
 * `onConfirmed` hears it, and a real postcode the side does not take says why at once.
 */
function useSuggestions(
  value: string,
  side: "from" | "to",
  name: Name & ("fromCity" | "toCity"),
  onConfirmed: (postcode: string | null) => void,
) {
  const { setError } = useWizardForm();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let live = true;
    // a trailing space counts: "SE1 " lists SE1 … only
    const query = value.trimStart();
    if (query.trim().length < 2) {
      setSuggestions([]);
      onConfirmed(null);
      return;
    }
    const timer = setTimeout(async () => {
      const list = await fetchPostcodes(query);
      if (!live) return;
      setSuggestions(list ?? []);
      setActive(-1);
      const entry = await checkEntry(query);
      if (!live) return;
      const problem = entry.kind === "known" ? coverageProblem(side, entry.coverage) : null;
      onConfirmed(entry.kind === "known" && !problem ? entry.postcode : null);
      // a real postcode this side does not take says so at once (a move starting outside London)
      if (problem) setError(name, problem);
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, onConfirmed, side, setError, name]);
  return { suggestions, active, setActive };
}

export function PostcodeField(props: {
  name: Name & ("fromCity" | "toCity");
  label: string;
  hint?: string;
  /** the confirmed postcode, or null while the entry is not one the lookup knows */
  onConfirmed: (postcode: string | null) => void;
}) {
  const { values, set } = useWizardForm();
  const side = props.name === "fromCity" ? "from" : "to";
  const value = values[props.name];
  const error = useFieldError(props.name);
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const { onConfirmed } = props;
  const { suggestions, active, setActive } = useSuggestions(value, side, props.name, onConfirmed);

  // issue 28: leaving the field closes the list — but while a pointer is pressed (on Continue, say) only once
  // it is released, so that nothing under the pointer moves between the press and the click
  const pressed = usePointerPressed();
  const close = () => {
    if (!pressed.current) return setOpen(false);
    const later = () => setTimeout(() => setOpen(false), 0);
    document.addEventListener("pointerup", later, { once: true });
  };

  const pick = (postcode: string) => {
    set(props.name, postcode);
    setOpen(false);
    setActive(-1);
  };
  // nothing to suggest when the entry already is the only match
  const shown = suggestions.length === 1 && suggestions[0] === normalisePostcode(value) ? [] : suggestions;
  const expanded = open && shown.length > 0;

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, shown.length - 1));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === "Enter" && expanded && active >= 0 && shown[active]) {
      e.preventDefault();
      pick(shown[active]);
    } else if (e.key === "Escape" && expanded) {
      e.preventDefault();
      setOpen(false);
    }
  };

  const describedBy = [props.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={`field combobox${error ? " has-error" : ""}`}>
      <label htmlFor={id}>{props.label}</label>
      {props.hint ? (
        <p className="field-hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(e) => {
          // spec §5 (issue 28): upper-cased and trimmed on screen as it is typed
          set(props.name, typedPostcode(e.target.value));
          setOpen(true);
        }}
        onBlur={() => {
          close();
          if (value !== value.trim()) set(props.name, value.trim());
        }}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${props.label} suggestions`}
        className="combobox-list"
        hidden={!expanded}
      >
        {shown.map((pc, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (ARIA pattern)
          <div
            key={pc}
            id={`${id}-opt-${i}`}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={i === active ? "is-active" : undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(pc)}
          >
            {pc}
          </div>
        ))}
      </div>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Whether a mouse button, finger or pen is pressed on the page now. */
function usePointerPressed() {
  const pressed = useRef(false);
  useEffect(() => {
    const down = () => {
      pressed.current = true;
    };
    const up = () => {
      pressed.current = false;
    };
    document.addEventListener("pointerdown", down, true);
    document.addEventListener("pointerup", up, true);
    document.addEventListener("pointercancel", up, true);
    return () => {
      document.removeEventListener("pointerdown", down, true);
      document.removeEventListener("pointerup", up, true);
      document.removeEventListener("pointercancel", up, true);
    };
  }, []);
  return pressed;
}
