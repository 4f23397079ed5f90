// "Book with this mover" and "Decline" ask first, in a modal dialog. Booking says the one total the customer
// will book — the quote's price and the extras ticked on the comparison, listed — and sends those extras (the
// API works the total out again from the quote; issue #28).
import { chosenExtraLine } from "@rm/domain/quote-offer";
import { possessive } from "@rm/domain/text";
import { useState } from "react";
import { Modal } from "../../components/modal.tsx";
import { api } from "../../lib/api.ts";
import type { Quote } from "./compare-cells.tsx";
import type { Picks } from "./picks.ts";

export function ConfirmQuote({
  kind,
  quote,
  when,
  picks,
  onClose,
  onDone,
}: {
  kind: "book" | "decline";
  quote: Quote;
  /** the move's date after a verb: "on Saturday 14 March 2026" or "between … and …" */
  when: string;
  picks: Picks;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const price = picks.price(quote);
  const go = async () => {
    setBusy(true);
    const res =
      kind === "book"
        ? await api("POST", `/client/quotes/${quote.id}/book`, { extras: price.extras.map((e) => e.kind) })
        : await api("POST", `/client/quotes/${quote.id}/decline`, {});
    setBusy(false);
    if (!res.status) return setError(res.message);
    onDone(res.message);
  };
  const name = quote.company.name;
  // a modal <dialog>: the page behind is inert, Escape closes it; the first button has the focus
  return (
    <Modal labelledBy="confirm-title" onClose={onClose} narrow>
      <div className="stack">
        <h2 id="confirm-title">{kind === "book" ? `Book ${name}?` : `Decline ${possessive(name)} quote?`}</h2>
        {kind === "book" ? (
          <>
            <p className="booking-total">
              <strong>{price.totalLabel}</strong> for your move {when}
              {price.extras.length ? ", with the extras you ticked" : ""}.
            </p>
            {price.extras.length ? (
              <ul className="booking-parts">
                <li>
                  Quote: {quote.priceLabel} ({quote.priceKindLabel.toLowerCase()})
                </li>
                {price.extras.map((e) => (
                  <li key={e.kind}>{chosenExtraLine(e)}</li>
                ))}
              </ul>
            ) : (
              <p className="muted">{quote.priceKindLabel}</p>
            )}
            <p>
              We will give {name} your phone number and email, show you theirs, and tell the other movers you
              chose someone else.
            </p>
          </>
        ) : (
          <p>We will tell {name} you have declined. You can still book one of the other movers.</p>
        )}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={go}>
            {kind === "book" ? "Confirm booking" : "Decline quote"}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
