// docs/product/decisions.md D21: after a lead is sent, a modal lists the companies it was matched with (read from the server, so a
// reload keeps them), or says honestly that none were found yet. A modal <dialog> (components/modal.tsx): focus
// stays inside, Escape closes it.
import { DUPLICATE_MESSAGES } from "@rm/domain/duplicate-request";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { formatRating, NO_REVIEWS, plural } from "@rm/domain/text";
import { Link } from "react-router";
import { Modal } from "../../components/modal.tsx";

export interface ModalCompany {
  _id: string;
  name: string;
  rating: number | null;
  reviewCount: number;
  url: string;
}

export function ResultsModal({
  companies,
  duplicateOf,
  onClose,
}: {
  companies: ModalCompany[];
  /** issue #17: the id of the open request the same move was sent as before (nothing was sent again) */
  duplicateOf?: string;
  onClose: () => void;
}) {
  if (duplicateOf) return <DuplicateModal leadId={duplicateOf} onClose={onClose} />;
  return (
    <Modal labelledBy="results-title" onClose={onClose}>
      <h2 id="results-title">{companies.length ? "Your matched movers" : "Your request has been sent"}</h2>
      <p>
        {companies.length ? INTAKE_MESSAGES.matchesFound(companies.length) : INTAKE_MESSAGES.noMatchesYet}
      </p>
      {companies.length ? (
        <ul className="results-list">
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
        </ul>
      ) : null}
      <form method="dialog">
        <button type="submit" className="button">
          Close
        </button>
      </form>
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
      <form method="dialog">
        <button type="submit" className="button button-secondary">
          Close
        </button>
      </form>
    </Modal>
  );
}
