// Issue #17: after booking, on both sides — a cancelled booking says by whom and why; a waiting change of date
// is shown for the other side to accept or decline; while active, "Change the date" and "Cancel booking" (the
// confirm step shows the snapshot's cancellation terms).
import {
  BOOKING_CANCEL_REASONS,
  BOOKING_MESSAGES,
  type BookingSide,
  type BookingView,
} from "@rm/domain/booking";
import { addDaysIso, todayInLondon } from "@rm/domain/lead/dates";
import { useEffect, useId, useRef, useState } from "react";
import { Modal } from "../../components/modal.tsx";
import { api } from "../../lib/api.ts";
import "../../styles/request-life.css";
import { BookingFormError, BookingNoteField, withNote } from "./booking-note.tsx";

const prefix = (side: BookingSide) => (side === "customer" ? "/client" : "/company");

/**
 * After booking, on both sides: a cancelled booking says by whom and why; a waiting change of date is shown
 * (the other side accepts or declines it); while active, "Change the date" and "Cancel booking".
 */
export function BookingAfter({
  side,
  leadId,
  booking,
  onDone,
  onError,
}: {
  side: BookingSide;
  leadId: string;
  booking: BookingView;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [mode, setMode] = useState<"idle" | "date" | "cancel">("idle");
  const [busy, setBusy] = useState(false);
  const other = side === "customer" ? booking.snapshot.company.name : "The customer";
  const c = booking.cancelled;
  if (c) {
    const who = c.by === side ? "you" : c.by === "customer" ? "the customer" : booking.snapshot.company.name;
    return (
      <div className="notice stack booking-after" role="status">
        <p>{BOOKING_MESSAGES.cancelledLine(who, c.atLabel, c.reasonLabel)}</p>
        {c.note ? <p>“{c.note}”</p> : null}
        <p>
          {side === "customer" ? BOOKING_MESSAGES.cancelledForCustomer : BOOKING_MESSAGES.cancelledForCompany}
        </p>
      </div>
    );
  }
  if (!booking.active) return null;
  const p = booking.pendingDateChange;
  const answer = async (value: "accept" | "decline") => {
    if (!p) return;
    setBusy(true);
    const res = await api("POST", `${prefix(side)}/bookings/${leadId}/date-change/answer`, {
      proposalId: p.id,
      answer: value,
    });
    setBusy(false);
    if (!res.status) return onError(res.message);
    onDone(res.message);
  };
  return (
    <div className="stack booking-after">
      <p>
        <strong>Move date:</strong> {booking.moveDateLabel}
      </p>
      {p && p.by !== side ? (
        <div className="notice stack" role="status">
          <p>{BOOKING_MESSAGES.proposalFromOther(other, p.label)}</p>
          {p.note ? <p>“{p.note}”</p> : null}
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => answer("accept")}>
              Accept the new date
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => answer("decline")}
            >
              Decline it
            </button>
          </div>
        </div>
      ) : null}
      {p && p.by === side ? (
        <p className="notice" role="status">
          {BOOKING_MESSAGES.proposalMine(p.label, other)}
        </p>
      ) : null}
      {mode === "date" ? (
        <DateChangeForm
          side={side}
          leadId={leadId}
          onClose={() => setMode("idle")}
          onDone={(m) => {
            setMode("idle");
            onDone(m);
          }}
        />
      ) : (
        <div className="button-row">
          {p ? null : (
            <button type="button" className="button button-secondary" onClick={() => setMode("date")}>
              Change the date
            </button>
          )}
          <button type="button" className="button button-secondary" onClick={() => setMode("cancel")}>
            Cancel booking
          </button>
        </div>
      )}
      {mode === "cancel" ? (
        <CancelBooking
          side={side}
          leadId={leadId}
          booking={booking}
          onClose={() => setMode("idle")}
          onDone={(m) => {
            setMode("idle");
            onDone(m);
          }}
        />
      ) : null}
    </div>
  );
}

function DateChangeForm({
  side,
  leadId,
  onClose,
  onDone,
}: {
  side: BookingSide;
  leadId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [moveDate, setMoveDate] = useState("");
  const [range, setRange] = useState(false);
  const [endDate, setEndDate] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; errors?: Record<string, string> } | null>(null);
  const tomorrow = addDaysIso(todayInLondon(), 1);
  // the form opens where the button was: the keyboard goes straight to its first field
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!moveDate) {
      const message = BOOKING_MESSAGES.dateRequired;
      return setError({ message, errors: { moveDate: message } });
    }
    setBusy(true);
    const res = await api("POST", `${prefix(side)}/bookings/${leadId}/date-change`, {
      moveDate,
      ...(range && endDate ? { endDate } : {}),
      ...withNote(note),
    });
    setBusy(false);
    if (!res.status) return setError({ message: res.message, ...(res.errors ? { errors: res.errors } : {}) });
    onDone(res.message);
  };
  const fieldError = (name: string) =>
    error?.errors?.[name] ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {error.errors[name]}
      </p>
    ) : null;
  return (
    <form className="card stack change-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Propose a new date</h3>
      <p>{BOOKING_MESSAGES.dateChangeHelp}</p>
      <div className="two-up">
        <div className="field">
          <label htmlFor={`${id}-date`}>{range ? "Earliest date" : "New date"}</label>
          <input
            id={`${id}-date`}
            ref={first}
            type="date"
            min={tomorrow}
            required
            value={moveDate}
            onChange={(e) => setMoveDate(e.target.value)}
            aria-invalid={error?.errors?.moveDate ? true : undefined}
            aria-describedby={error?.errors?.moveDate ? `${id}-moveDate-error` : undefined}
          />
          {fieldError("moveDate")}
        </div>
        {range ? (
          <div className="field">
            <label htmlFor={`${id}-end`}>Latest date</label>
            <input
              id={`${id}-end`}
              type="date"
              min={moveDate || tomorrow}
              value={endDate}
              onChange={(e) => setEndDate(e.target.value)}
              aria-invalid={error?.errors?.endDate ? true : undefined}
              aria-describedby={error?.errors?.endDate ? `${id}-endDate-error` : undefined}
            />
            {fieldError("endDate")}
          </div>
        ) : null}
      </div>
      <div className="request-choices">
        <label>
          <input type="checkbox" checked={range} onChange={(e) => setRange(e.target.checked)} />A range of
          dates (flexible)
        </label>
      </div>
      <BookingNoteField
        id={`${id}-note`}
        label="A note for the other side (optional)"
        value={note}
        onChange={setNote}
      />
      <BookingFormError message={error?.message} />
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          Propose this date
        </button>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Keep the date
        </button>
      </div>
    </form>
  );
}

/** The confirm step of a cancellation: the snapshot's cancellation terms, a reason, a note. */
function CancelBooking({
  side,
  leadId,
  booking,
  onClose,
  onDone,
}: {
  side: BookingSide;
  leadId: string;
  booking: BookingView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const go = async () => {
    // the API's own checks, answered here first: nothing is sent until a reason (and with "Other" a note) is given
    if (!reason) return setError(BOOKING_MESSAGES.reasonRequired);
    if (reason === "other" && !note.trim()) return setError(BOOKING_MESSAGES.noteForOther);
    setBusy(true);
    const res = await api("POST", `${prefix(side)}/bookings/${leadId}/cancel`, {
      reason,
      ...withNote(note),
    });
    setBusy(false);
    if (!res.status)
      return setError(res.errors ? (Object.values(res.errors)[0] ?? res.message) : res.message);
    onDone(res.message);
  };
  const title =
    side === "customer"
      ? `Cancel your booking with ${booking.snapshot.company.name}?`
      : "Cancel this booking?";
  return (
    <Modal labelledBy={`${id}-title`} onClose={onClose} narrow>
      <div className="stack change-form">
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="notice">
          {BOOKING_MESSAGES.cancelTermsNotice(booking.snapshot.quote.cancellationTerms)}
        </p>
        <p>{BOOKING_MESSAGES.cancelConfirm}</p>
        <fieldset className="request-choices">
          <legend>Why are you cancelling?</legend>
          {BOOKING_CANCEL_REASONS[side].map((r) => (
            <label key={r.value}>
              <input
                type="radio"
                name={`${id}-reason`}
                value={r.value}
                checked={reason === r.value}
                onChange={() => {
                  setReason(r.value);
                  setError(null);
                }}
              />
              {r.label}
            </label>
          ))}
        </fieldset>
        <BookingNoteField
          id={`${id}-note`}
          label={`${side === "customer" ? "A note for the mover" : "A note for the customer"} (needed with “Other”)`}
          value={note}
          onChange={setNote}
        />
        <BookingFormError message={error} />
        <div className="button-row">
          <button type="button" className="button button-danger" disabled={busy} onClick={go}>
            Yes, cancel the booking
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Keep the booking
          </button>
        </div>
      </div>
    </Modal>
  );
}
