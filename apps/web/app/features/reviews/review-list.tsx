// Issue #16: reviews as the public profile and the company dashboard show them — stars, title, text, the
// "Verified booking" line with the move's areas and month, the reviewer's first name and initial, and the
// company's reply; and, in the open, how many reviews were hidden and why.
import { formatLongDate } from "@rm/domain/lead/dates";
import { REVIEW_MESSAGES, REVIEWS_POLICY_PATH, SUB_RATINGS } from "@rm/domain/reviews";
import { Link } from "react-router";
import { Stars } from "../../components/rating.tsx";
import "../../styles/reviews.css";

export interface ReviewItem {
  id: string;
  authorName: string;
  rating: number;
  subRatings: Record<string, number | null>;
  title: string;
  body: string;
  wouldRecommend: boolean | null;
  verifiedLabel: string | null;
  createdAt: string;
  reply: { body: string; at: string; edited: boolean } | null;
}

export function ReviewCard({
  r,
  companyName,
  children,
}: {
  r: ReviewItem;
  companyName: string;
  children?: React.ReactNode;
}) {
  const subs = SUB_RATINGS.filter((s) => r.subRatings[s.key] != null);
  return (
    <article className="review" aria-labelledby={`review-${r.id}`}>
      <header>
        <Stars rating={r.rating} /> <h3 id={`review-${r.id}`}>{r.title || `${r.rating} out of 5`}</h3>
      </header>
      <p className="review-meta">
        <strong>{r.authorName}</strong>
        {" · "}
        {r.verifiedLabel ? (
          <span className="verified">
            <span aria-hidden="true">✓ </span>
            {REVIEW_MESSAGES.verified}: {r.verifiedLabel}
          </span>
        ) : (
          <span className="muted">{REVIEW_MESSAGES.demo}</span>
        )}
        <span className="muted"> · {formatLongDate(r.createdAt.slice(0, 10))}</span>
      </p>
      <p className="review-body">{r.body}</p>
      {subs.length || r.wouldRecommend !== null ? (
        <ul className="review-subs">
          {subs.map((s) => (
            <li key={s.key}>
              {s.label}: {r.subRatings[s.key]}/5
            </li>
          ))}
          {r.wouldRecommend !== null ? (
            <li>{r.wouldRecommend ? "Would recommend" : "Would not recommend"}</li>
          ) : null}
        </ul>
      ) : null}
      {r.reply ? (
        <div className="review-reply">
          <p className="flush">
            <strong>Reply from {companyName}</strong>
            <span className="muted">
              {" "}
              · {formatLongDate(r.reply.at.slice(0, 10))}
              {r.reply.edited ? " (edited)" : ""}
            </span>
          </p>
          <p className="flush">{r.reply.body}</p>
        </div>
      ) : null}
      {children}
    </article>
  );
}

export function HiddenNotes({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul className="hidden-notes">
      {notes.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

/** the one line under every review list: how reviews work here */
export const HowWeHandle = () => (
  <p className="muted">
    Only customers who booked a mover through us can review them, once per move. Companies can reply and can
    flag a review, but cannot remove or pay to remove one: our team decides, and says so here when a review is
    hidden. <Link to={REVIEWS_POLICY_PATH}>How we handle reviews</Link>
  </p>
);
