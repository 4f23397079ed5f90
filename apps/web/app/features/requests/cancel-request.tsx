// /client/removal-requests/:leadId/change: cancelling an open request with a reason from the domain's list
// (CANCEL_REASONS); "Other" asks for a note. The API checks the same rules (cancelRequestSchema) and its
// message for a missing note shows under the note.
import { CANCEL_NOTE_MAX, CANCEL_REASONS, LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { api, formBody } from "../../lib/api.ts";
import "../../styles/request-life.css";

export function CancelRequest({ leadId }: { leadId: string }) {
  const navigate = useNavigate();
  const { show } = useToast();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsNote = reason === "other";
  /** what the form can tell before asking the server (which checks the same rules: cancelRequestSchema) */
  const refusal = () => {
    if (!reason) return { message: LIFECYCLE_MESSAGES.reasonRequired, note: false };
    if (needsNote && !note.trim()) return { message: LIFECYCLE_MESSAGES.noteForOther, note: true };
    return null;
  };
  const cancel = async () => {
    setBusy(true);
    const body = note.trim() ? { reason, note } : { reason };
    const res = await api("POST", `/client/requests/${leadId}/cancel`, formBody(body));
    setBusy(false);
    if (!res.status) {
      setSure(false);
      if (res.errors?.note) return setNoteError(res.errors.note);
      return setError(res.message);
    }
    show("success", res.message);
    navigate(`/client/removal-requests/${leadId}`);
  };
  const ask = () => {
    const r = refusal();
    if (!r) return setSure(true);
    if (r.note) {
      setNoteError(r.message);
      document.getElementById("cancel-note")?.focus();
    } else setError(r.message);
  };
  return (
    <section className="card stack" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel this request</h2>
      <fieldset className="stack request-choices">
        <legend>Why are you cancelling?</legend>
        {CANCEL_REASONS.map((r) => (
          <label key={r.value} className="choice">
            <input
              type="radio"
              name="reason"
              value={r.value}
              checked={reason === r.value}
              onChange={() => {
                setReason(r.value);
                setError(null);
                setNoteError(null);
                setSure(false);
              }}
            />
            {r.label}
          </label>
        ))}
      </fieldset>
      {needsNote ? (
        <div className={`field${noteError ? " has-error" : ""}`}>
          <label htmlFor="cancel-note">Tell us why (required)</label>
          <textarea
            id="cancel-note"
            name="note"
            rows={3}
            maxLength={CANCEL_NOTE_MAX}
            required
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? "cancel-note-error" : undefined}
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setNoteError(null);
            }}
          />
          {noteError ? (
            <p className="field-error" id="cancel-note-error" role="alert">
              {noteError}
            </p>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p className="muted">The movers who received it are told, and it can no longer be booked.</p>
      <div className="button-row">
        {sure ? (
          <>
            <button type="button" className="button button-danger" disabled={busy} onClick={cancel}>
              Yes, cancel my request
            </button>
            <button type="button" className="button button-secondary" onClick={() => setSure(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" className="button button-secondary" onClick={ask}>
            Cancel this request
          </button>
        )}
      </div>
    </section>
  );
}
