// The note both booking forms take (a cancellation's, a change of date's) and the message a refused form shows:
// written once for BookingAfter's two forms (booking-after.tsx).
import { BOOKING_NOTE_MAX } from "@rm/domain/booking";

/** the note in the request's body: left out when only spaces were typed */
export const withNote = (note: string) => (note.trim() ? { note } : {});

export function BookingNoteField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (note: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={BOOKING_NOTE_MAX}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** the form's refusal, read out as it appears */
export function BookingFormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
