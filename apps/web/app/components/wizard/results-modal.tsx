// D21: after a lead is sent, a modal lists the companies it was matched with (read from the server, so a
// reload keeps them), or says honestly that none were found yet. A native <dialog>: focus stays inside,
// Escape closes it.
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { useEffect, useRef } from "react";
import { Link } from "react-router";

export interface ModalCompany {
  _id: string;
  name: string;
  rating: number | null;
  reviewCount: number;
  url: string;
}

export function ResultsModal({ companies, onClose }: { companies: ModalCompany[]; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog ref={ref} className="results-modal" aria-labelledby="results-title" onClose={onClose}>
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
                  ? " No reviews yet"
                  : ` ${c.rating.toFixed(1)} out of 5 (${c.reviewCount} ${c.reviewCount === 1 ? "review" : "reviews"})`}
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
    </dialog>
  );
}
