// Issue #17: a booking as both sides see it — what was accepted (the snapshot, never the quote as it is now:
// issue #28, its one total with the extras the customer ticked), whether the mover has confirmed it, and the
// mover's Confirm and Decline buttons; plus the notice on a quote sent before the customer changed the move,
// with the mover's "Confirm my quote as it stands". After booking, both sides cancel it or propose a new date
// (booking-after.tsx).
import { BOOKING_MESSAGES, type BookingView } from "@rm/domain/booking";
import { bookedPriceSentence } from "@rm/domain/booking-extras";
import type { QuoteFields } from "@rm/domain/quote";
import { quoteValues } from "@rm/domain/quote-input";
import { chosenExtraLine } from "@rm/domain/quote-offer";
import { LIFECYCLE_MESSAGES } from "@rm/domain/request-lifecycle-words";
import { plural } from "@rm/domain/text";
import { useState } from "react";
import { Facts } from "../../components/facts.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { api } from "../../lib/api.ts";
import "../../styles/request-life.css";
import { BookingAfter } from "./booking-after.tsx";

/** What was agreed, from the booking's snapshot. */
function BookingTerms({ booking }: { booking: BookingView }) {
  const { quote: q, move, extras = [] } = booking.snapshot;
  return (
    <Facts
      items={[
        { label: "Price", value: bookedPriceSentence(booking.snapshot) },
        ...(extras.length ? [{ label: "Extras chosen", value: extras.map(chosenExtraLine).join(", ") }] : []),
        { label: "Crew", value: `${plural(q.crewSize, "mover")}, ${q.vehicle}` },
        { label: "Estimated time", value: plural(q.estimatedHours, "hour") },
        { label: "Included", value: q.includesLabels.join(", ") || "Nothing extra" },
        { label: "Insurance cover", value: q.insuranceCoverLabel },
        { label: "Cancellation terms", value: q.cancellationTerms },
        { label: "Quote valid until", value: q.validUntilLabel },
        {
          label: "Move",
          value: booking.dateChanged
            ? `${move.typeOfMove}, ${booking.moveDateLabel} (${BOOKING_MESSAGES.datesBooked(move.moveDateLabel)})`
            : `${move.typeOfMove}, ${booking.moveDateLabel}`,
        },
      ]}
    />
  );
}

const badge = (b: BookingView) =>
  b.status === "confirmed" ? "won" : b.status === "awaiting" ? "new" : "lost";

/** The customer's view of their newest booking: its state, what was booked, cancelling and changing the date. */
export function CustomerBooking({
  leadId,
  booking,
  onDone,
  onError,
}: {
  leadId: string;
  booking: BookingView;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const name = booking.snapshot.company.name;
  return (
    <section className="card stack booking-panel" aria-labelledby="booking-title">
      <div className="dash-head">
        <h2 id="booking-title">Your booking with {name}</h2>
        <StatusBadge status={badge(booking)} label={booking.statusLabel} />
      </div>
      {booking.awaiting ? <p>{BOOKING_MESSAGES.awaitingForCustomer(booking.confirmByLabel)}</p> : null}
      {booking.status === "declined" ? <p>{BOOKING_MESSAGES.declinedForCustomer}</p> : null}
      {booking.status === "lapsed" ? <p>{BOOKING_MESSAGES.lapsedForCustomer}</p> : null}
      <BookingAfter side="customer" leadId={leadId} booking={booking} onDone={onDone} onError={onError} />
      <h3>What you booked</h3>
      <BookingTerms booking={booking} />
    </section>
  );
}

/** The booked mover's view: confirm or decline while it awaits them. */
export function MoverBooking({
  leadId,
  booking,
  onDone,
  onError,
}: {
  leadId: string;
  booking: BookingView;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [declining, setDeclining] = useState(false);
  const decide = async (action: "confirm" | "decline") => {
    setBusy(true);
    const res = await api("POST", `/company/bookings/${leadId}/${action}`);
    setBusy(false);
    if (!res.status) return onError(res.message);
    onDone(res.message);
  };
  return (
    <section className="card stack booking-panel" aria-labelledby="booking-title">
      <div className="dash-head">
        <h2 id="booking-title">Your booking for this move</h2>
        <StatusBadge status={badge(booking)} label={booking.statusLabel} />
      </div>
      {booking.awaiting ? (
        <>
          <p>
            Please confirm by {booking.confirmByLabel}. If you cannot do it, decline so the customer can book
            another mover.
          </p>
          <div className="button-row">
            <button type="button" className="button" disabled={busy} onClick={() => decide("confirm")}>
              Confirm booking
            </button>
            {declining ? (
              <>
                <button
                  type="button"
                  className="button button-danger"
                  disabled={busy}
                  onClick={() => decide("decline")}
                >
                  Yes, decline it
                </button>
                <button type="button" className="button button-secondary" onClick={() => setDeclining(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => setDeclining(true)}>
                Decline booking
              </button>
            )}
          </div>
        </>
      ) : null}
      <BookingAfter side="company" leadId={leadId} booking={booking} onDone={onDone} onError={onError} />
      <h3>What was agreed</h3>
      <BookingTerms booking={booking} />
    </section>
  );
}

/** On the mover's quote sent before the customer changed the move. */
export function EarlierDetailsNotice({
  leadId,
  quote,
  onDone,
  onError,
}: {
  leadId: string;
  quote: QuoteFields;
  onDone: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    // the same quote again: no longer "based on the earlier details"
    const res = await api("PUT", `/company/leads/${leadId}/quote`, quoteValues(quote));
    setBusy(false);
    if (!res.status) return onError(res.message);
    onDone(LIFECYCLE_MESSAGES.quoteConfirmed);
  };
  return (
    <div className="notice stack" role="status">
      <p>{LIFECYCLE_MESSAGES.earlierDetailsForMover}</p>
      <div className="button-row">
        <button type="button" className="button button-small" disabled={busy} onClick={confirm}>
          Confirm my quote as it stands
        </button>
      </div>
    </div>
  );
}
