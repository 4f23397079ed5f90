// The quote form's templates (issue #18): "Quote from template" fills the form (every field stays editable),
// "Save these terms as a template" keeps the form's terms under a name, and (issue #28) deleting one is a
// separate action at the end of the form that asks first. Rules and messages: @rm/domain/quote.
import { MOVE_TYPES } from "@rm/domain/lead/options";
import type { QuoteInput, TemplateFields } from "@rm/domain/quote";
import { inputToTemplate } from "@rm/domain/quote-input";
import type { CertificateCover } from "@rm/domain/quote-pricing";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { FormError } from "../../components/field.tsx";
import { api, formBody } from "../../lib/api.ts";

export type Template = TemplateFields & { id: string };
export type Cover = CertificateCover & {
  goodsInTransitLabel: string | null;
  publicLiabilityLabel: string | null;
  verifiedUntilLabel: string | null;
};

/** The company's templates and certificate cover (GET /api/company/quote-templates). */
export function useTemplates() {
  const [templates, setTemplates] = useState<Template[]>([]);
  const [cover, setCover] = useState<Cover | null>(null);
  const load = useCallback(async () => {
    const res = await api("GET", "/company/quote-templates");
    if (res.status && res.data) {
      setTemplates(res.data.templates);
      setCover(res.data.cover);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { templates, cover, reload: load };
}

export function TemplatePicker({
  templates,
  onPick,
}: {
  templates: Template[];
  onPick: (id: string) => void;
}) {
  const id = useId();
  const [chosen, setChosen] = useState(templates[0]?.id ?? "");
  const current = templates.find((t) => t.id === chosen) ?? templates[0];
  return (
    <div className="field template-picker">
      <label htmlFor={id}>Quote from template</label>
      <div className="add-date">
        <select id={id} value={current?.id ?? ""} onChange={(e) => setChosen(e.target.value)}>
          {templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name} ({t.moveType})
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={!current}
          onClick={() => current && onPick(current.id)}
        >
          Fill in
        </button>
      </div>
    </div>
  );
}

/**
 * Issue #28: deleting a template is its own, separate action — at the end of the form with "Save these terms as
 * a template", never beside "Fill in" — and asks first ("Yes, delete …" / "Keep it").
 */
export function ManageTemplates({
  templates,
  onDeleted,
}: {
  templates: Template[];
  onDeleted: (message: string) => void;
}) {
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = async (t: Template) => {
    const res = await api("DELETE", `/company/quote-templates/${t.id}`);
    setAsking(null);
    if (!res.status) return setError(res.message);
    setError(null);
    onDeleted(res.message);
  };
  if (templates.length === 0) return null;
  return (
    <details className="save-template manage-templates">
      <summary>Manage your templates</summary>
      <div className="stack">
        <FormError message={error} />
        <ul className="template-list">
          {templates.map((t) => (
            <li key={t.id}>
              <span>
                {t.name} <span className="muted">({t.moveType})</span>
              </span>
              {asking === t.id ? (
                <span className="button-row">
                  <button
                    type="button"
                    className="button button-danger button-small"
                    onClick={() => remove(t)}
                  >
                    Yes, delete “{t.name}”
                  </button>
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => setAsking(null)}
                  >
                    Keep it
                  </button>
                </span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  aria-label={`Delete the template “${t.name}”`}
                  onClick={() => setAsking(t.id)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function SaveAsTemplate({
  values,
  moveType,
  existing,
  onSaved,
}: {
  values: () => QuoteInput;
  moveType?: string;
  existing: Template[];
  onSaved: (message: string) => void;
}) {
  const id = useId();
  // the name is the browser's own field (a name typed before the form's code arrived is kept); `name` follows it
  // for the button's words
  const nameField = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  useEffect(() => setName(nameField.current?.value ?? ""), []);
  const [type, setType] = useState(moveType ?? MOVE_TYPES[0]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setError(null);
    const res = await api(
      "POST",
      "/company/quote-templates",
      formBody(inputToTemplate(values(), nameField.current?.value ?? name, type)),
    );
    setBusy(false);
    if (!res.status) {
      const first = Object.values(res.errors ?? {})[0];
      return setError(first ?? res.message);
    }
    if (nameField.current) nameField.current.value = "";
    setName("");
    onSaved(res.message);
  };
  return (
    <details className="save-template">
      <summary>Save these terms as a template</summary>
      <div className="stack">
        <FormError message={error} />
        <div className="field">
          <label htmlFor={`${id}-name`}>Template name</label>
          <input
            id={`${id}-name`}
            ref={nameField}
            defaultValue=""
            maxLength={80}
            list={`${id}-names`}
            onChange={(e) => setName(e.target.value)}
          />
          <datalist id={`${id}-names`}>
            {existing.map((t) => (
              <option key={t.id} value={t.name} />
            ))}
          </datalist>
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>For which moves</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value)}>
            {MOVE_TYPES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="button" className="button button-secondary" disabled={busy} onClick={save}>
            {busy
              ? "Saving…"
              : existing.some((t) => t.name.toLowerCase() === name.trim().toLowerCase())
                ? "Update template"
                : "Save template"}
          </button>
        </div>
      </div>
    </details>
  );
}
