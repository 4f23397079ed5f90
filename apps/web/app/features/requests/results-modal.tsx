// docs/product/decisions.md D21: after a lead is sent, a modal lists the companies it was matched with (read from the server, so a
// reload keeps them, in the order the answer and the confirmation email list them), or says honestly what
// happened instead (issue 28): kept because no mover covers it yet, held for its email's confirmation, or not
// sent again because the customer already asked for (or booked) this move. A modal <dialog>
// (components/modal.tsx): focus stays inside, Escape closes it.
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { CONFIRM_LINK_DAYS, HELD_MESSAGES, INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { formatRating, NO_REVIEWS, plural } from "@rm/domain/text";
import { Link } from "react-router";
import type { PriceGuide } from "@rm/domain/price-guide";
import { Modal } from "../../components/modal.tsx";
import { PriceGuideBox } from "../../components/price-guide.tsx";

interface ModalCompany {
  _id: string;
  name: string;
  rating: number | null;
  reviewCount: number;
  url: string;
}

/** What the modal tells: the movers it went to (none: kept), held, or the customer's own request for this move. */
export type ModalResult =
  | { kind: "sent"; companies: ModalCompany[]; guide?: PriceGuide | null }
  | { kind: "held" }
  | { kind: "duplicate"; leadId: string }
  | { kind: "booked"; leadId: string };

export function ResultsModal({ result, onClose }: { result: ModalResult; onClose: () => void }) {
  if (result.kind === "duplicate") return <DuplicateModal leadId={result.leadId} onClose={onClose} />;
  if (result.kind === "booked") return <BookedModal leadId={result.leadId} onClose={onClose} />;
  if (result.kind === "held") return <HeldModal onClose={onClose} />;
  const { companies, guide } = result;
  return (
    <Modal labelledBy="results-title" onClose={onClose}>
      <h2 id="results-title">{companies.length ? "Your matched movers" : INTAKE_MESSAGES.savedTitle}</h2>
      <p>
        {companies.length ? INTAKE_MESSAGES.matchesFound(companies.length) : INTAKE_MESSAGES.noMatchesYet}
      </p>
      {companies.length ? (
        <ol className="results-list">
          {companies.map((c) => (
            <li key={c._id}>
              <Link to={c.url}>{c.name}</Link>
              <span className="muted">
                {c.rating === null
                  ? ` ${NO_REVIEWS}`
                  : ` ${formatRating(c.rating)} out of 5 (${plural(c.reviewCount, "review")})`}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {guide ? <PriceGuideBox guide={guide} /> : null}
      <CloseButton />
    </Modal>
  );
}

function CloseButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <form method="dialog">
      <button type="submit" className={secondary ? "button button-secondary" : "button"}>
        Close
      </button>
    </form>
  );
}

/** Issue 28: held for its email's confirmation — why, and what happens next (the toast and the card agree). */
function HeldModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal labelledBy="results-title" onClose={onClose}>
      <h2 id="results-title">{HELD_MESSAGES.title}</h2>
      <p>{HELD_MESSAGES.why}</p>
      <p>{HELD_MESSAGES.next(CONFIRM_LINK_DAYS)}</p>
      <CloseButton />
    </Modal>
  );
}

/** Issue #17: the same move as an open request — offered to update that request instead. */
function DuplicateModal({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  const at = `/client/removal-requests/${encodeURIComponent(leadId)}`;
  return (
    <Modal labelledBy="results-title" onClose={onClose}>
      <h2 id="results-title">{DUPLICATE_MESSAGES.title}</h2>
      <p>{DUPLICATE_MESSAGES.body}</p>
      <p className="modal-actions">
        <Link className="button" to={`${at}/change`}>
          {DUPLICATE_MESSAGES.update}
        </Link>{" "}
        <Link className="button button-secondary" to={at}>
          {DUPLICATE_MESSAGES.view}
        </Link>
      </p>
      <CloseButton secondary />
    </Modal>
  );
}

/** Issue 28: the same move as one the customer already booked — sent to the booking, nothing sent again. */
function BookedModal({ leadId, onClose }: { leadId: string; onClose: () => void }) {
  return (
    <Modal labelledBy="results-title" onClose={onClose}>
      <h2 id="results-title">{DUPLICATE_MESSAGES.booked.title}</h2>
      <p>{DUPLICATE_MESSAGES.booked.body}</p>
      <p className="modal-actions">
        <Link className="button" to={`/client/removal-requests/${encodeURIComponent(leadId)}`}>
          {DUPLICATE_MESSAGES.booked.view}
        </Link>
      </p>
      <CloseButton secondary />
    </Modal>
  );
}
