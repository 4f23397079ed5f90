// What a mover typed or ticked in the quote form before its code arrived (issue #34; lib/part-on-use.tsx). The
// server's form can be used at once: React keeps its HTML as the browser changed it. react-hook-form, as it takes
// the fields over, keeps some of it (a text field or a box that differs from the HTML's default), but not a radio
// chosen other than the default (the group is set back to nothing), nor the optional extras, which are not its
// fields (their boxes are React's, set from one value). So the form reads it all first, while React hydrates it
// (the server's form is still there, under the same id), and sets what differs from its defaults once it has
// taken over (e2e quote-form-early.spec.ts, quote-form-part.test.tsx).
import type { QuoteInput } from "@rm/domain/quote";

export type Typed = Partial<Record<keyof QuoteInput, unknown>>;

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) || Array.isArray(b)
    ? JSON.stringify(a ?? []) === JSON.stringify(b ?? [])
    : typeof a === "boolean" || typeof b === "boolean"
      ? Boolean(a) === Boolean(b)
      : String(a ?? "") === String(b ?? "");

/** the optional extras ticked, with their prices (ExtrasFieldset marks them: its inputs have no names) */
function extrasOf(form: HTMLFormElement) {
  return Array.from(form.querySelectorAll<HTMLInputElement>("input[data-extra]:checked"), (box) => {
    const kind = box.dataset.extra ?? "";
    const price = form.querySelector<HTMLInputElement>(`input[data-extra-price="${kind}"]`);
    return { kind, price: price?.value ?? "" };
  });
}

function fieldsOf(form: HTMLFormElement, defaults: QuoteInput) {
  const seen: Record<string, unknown> = {};
  const boxes = new Map<string, HTMLInputElement[]>();
  for (const el of Array.from(form.elements)) {
    if (
      !(
        el instanceof HTMLInputElement ||
        el instanceof HTMLSelectElement ||
        el instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!el.name) continue;
    if (el instanceof HTMLInputElement && el.type === "checkbox")
      boxes.set(el.name, [...(boxes.get(el.name) ?? []), el]);
    else if (el instanceof HTMLInputElement && el.type === "radio") {
      if (el.checked) seen[el.name] = el.value;
    } else seen[el.name] = el.value;
  }
  for (const [name, list] of boxes) {
    const many = list.length > 1 || Array.isArray(defaults[name as keyof QuoteInput]);
    seen[name] = many ? list.filter((b) => b.checked).map((b) => b.value) : list[0]!.checked;
  }
  return seen;
}

/** The server's form's values where the mover changed them; nothing when the form was not the server's. */
export function typedBefore(formId: string, defaults: QuoteInput): Typed {
  if (typeof document === "undefined") return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const seen: Record<string, unknown> = {
    ...fieldsOf(form, defaults),
    extras: extrasOf(form),
  };
  const typed: Typed = {};
  for (const [name, value] of Object.entries(seen)) {
    const key = name as keyof QuoteInput;
    if (key in defaults && !same(value, defaults[key])) typed[key] = value;
  }
  return typed;
}
