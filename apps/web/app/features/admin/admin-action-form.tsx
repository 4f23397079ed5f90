// Issue #28: one admin decision as a form posted to the page itself (its route's action calls
// context.services.admin.act), so it works before and without JavaScript. A decision that cannot be undone is
// confirmed: with JavaScript in a native <dialog> (the question, what happens, Cancel or Yes); without it the
// form shows a box to tick, and the server refuses the decision until it is ticked. The answer shows beside
// the form (and as a toast with JavaScript); the page's data reloads after a decision.
import {
  ADMIN_ACTION_MESSAGES as A,
  type AdminActionResult,
  type AdminIntent,
  adminConfirmation,
  type Confirmation,
} from "@rm/domain/admin-actions";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { Modal } from "../../components/modal.tsx";
import { useToast } from "../../components/toasts.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import "../../styles/admin.css";

export type FieldErrors = Record<string, string>;

export interface AdminActionFormProps {
  intent: AdminIntent;
  /** the record's id */
  target: string;
  /** what the decision is about, in words ("Thames-side Removals"): the question and the form's name */
  subject: string;
  label: string;
  danger?: boolean;
  className?: string;
  /** the form's accessible name; "<label>: <subject>" unless given */
  name?: string;
  /**
   * the form's other fields (a reason, a checklist, the verdicts), given this form's errors and, after a
   * refusal without JavaScript, what was typed (the page is a new one)
   */
  children?: (errors: FieldErrors, values: Record<string, string>) => ReactNode;
  /** checks before the dialog (a required reason, a verdict chosen): the errors to show, or none */
  check?: (form: FormData) => FieldErrors;
}

/** the answer to this form: the fetcher's (with JavaScript) or the page's action data (without) */
function useAnswer(intent: string, target: string) {
  const fetcher = useFetcher<AdminActionResult>();
  const page = useActionData() as AdminActionResult | undefined;
  const mine = page && page.intent === intent && page.target === target ? page : undefined;
  return { fetcher, answer: fetcher.data ?? mine };
}

export function AdminActionForm(props: AdminActionFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const { show } = useToast();
  const formRef = useRef<HTMLFormElement>(null);
  const { fetcher, answer } = useAnswer(props.intent, props.target);
  const [local, setLocal] = useState<FieldErrors>({});
  const [asking, setAsking] = useState<{ confirmation: Confirmation; form: FormData } | null>(null);
  const busy = fetcher.state !== "idle";

  // with JavaScript: the answer as a toast as soon as it comes (the page's data reloads after it, and a
  // decided card may be gone by then), and a clean form after a decision
  useEffect(() => {
    if (!fetcher.data) return;
    show(fetcher.data.ok ? "success" : "error", fetcher.data.message);
    if (fetcher.data.ok) formRef.current?.reset();
  }, [fetcher.data, show]);

  const errors: FieldErrors = { ...(answer && !answer.ok ? (answer.errors ?? {}) : {}), ...local };
  const send = (form: FormData) => fetcher.submit(form, { method: "post" });
  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const found = props.check?.(form) ?? {};
    setLocal(found);
    if (Object.keys(found).length) return;
    const confirmation = adminConfirmation(props.intent, props.subject, String(form.get("decision") ?? ""));
    if (confirmation) setAsking({ confirmation, form });
    else send(form);
  };
  const confirmed = () => {
    if (!asking) return;
    asking.form.set("confirm", "yes");
    send(asking.form);
    setAsking(null);
  };
  // the box without JavaScript: for the moderation forms the verdict is not known until it is chosen
  const box = needsBox(props.intent, props.subject);
  const general = answer && !answer.ok && !Object.keys(errors).length ? answer.message : null;

  return (
    <>
      <form
        ref={formRef}
        method="post"
        className={props.className ?? "decision"}
        onSubmit={hydrated ? onSubmit : undefined}
        onChange={() => setLocal({})}
        noValidate
        aria-label={props.name ?? `${props.label}: ${props.subject}`}
      >
        <input type="hidden" name="intent" value={props.intent} />
        <input type="hidden" name="target" value={props.target} />
        {props.children?.(errors, answer && !answer.ok ? (answer.values ?? {}) : {})}
        {box && !hydrated ? (
          <div className="full-row confirm-box">
            <label>
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? `${id}-confirm` : undefined}
              />{" "}
              {box}
            </label>
            {errors.confirm ? (
              <p className="field-error" id={`${id}-confirm`} role="alert">
                {errors.confirm}
              </p>
            ) : null}
          </div>
        ) : null}
        <button
          type="submit"
          className={`button button-small${props.danger ? " button-danger" : ""}`}
          disabled={busy}
        >
          {props.label}
        </button>
        {general ? (
          <p className="field-error full-row" role="alert">
            {general}
          </p>
        ) : null}
      </form>
      {asking ? (
        // beside the form, not in it: the dialog holds a form of its own (method="dialog": Cancel closes it)
        <Modal labelledBy={`${id}-ask`} onClose={() => setAsking(null)} narrow>
          <h2 id={`${id}-ask`}>{asking.confirmation.title}</h2>
          <p>{asking.confirmation.consequence}</p>
          <form method="dialog" className="form-actions">
            <button type="submit" className="button button-secondary">
              Cancel
            </button>
            <button
              type="button"
              className={`button${props.danger ? " button-danger" : ""}`}
              onClick={confirmed}
            >
              {asking.confirmation.confirmLabel}
            </button>
          </form>
        </Modal>
      ) : null}
    </>
  );
}

/** the box's words for `intent` without JavaScript; null when the decision needs no confirmation */
function needsBox(intent: AdminIntent, subject: string): string | null {
  if (intent === "review.decide" || intent === "report.decide") return A.decisionBox(subject);
  return adminConfirmation(intent, subject)?.box ?? null;
}

/** A reason box: required (reason kept and sent) or optional (a note). */
export function ReasonField({
  errors,
  label,
  required,
  multiline = false,
  placeholder,
  defaultValue,
}: {
  errors: FieldErrors;
  defaultValue?: string;
  label: string;
  required: boolean;
  multiline?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const described = errors.reason ? { "aria-invalid": true as const, "aria-describedby": `${id}-err` } : {};
  const field = multiline ? (
    <textarea id={id} name="reason" maxLength={1000} defaultValue={defaultValue} {...described} />
  ) : (
    <input
      id={id}
      name="reason"
      maxLength={1000}
      placeholder={placeholder}
      defaultValue={defaultValue}
      {...described}
    />
  );
  return (
    <>
      <label htmlFor={id} className={multiline ? "full-row" : "visually-hidden"}>
        {label}
        {required ? "" : " (optional)"}
      </label>
      {field}
      {errors.reason ? (
        <p className="field-error full-row" id={`${id}-err`} role="alert">
          {errors.reason}
        </p>
      ) : null}
    </>
  );
}

/** the client's check of a required reason (the server checks it again) */
export const reasonRequired =
  (message: string) =>
  (form: FormData): FieldErrors =>
    String(form.get("reason") ?? "").trim() ? {} : { reason: message };
