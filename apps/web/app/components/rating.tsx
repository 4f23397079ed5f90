// A company's rating, written the one way the domain gives (text.ts: one decimal, "No reviews yet"):
// `Rating` is the compact form ("★ 4.5 (12 reviews)") of lists and tables; `Stars` draws five stars rounded to
// the nearest half (4.5 is four full stars and a half), read out as "Rated 4.5 out of 5".
import { formatRating, NO_REVIEWS, plural, ratingLabel, starsFor } from "@rm/domain/text";

export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null) return <span className="muted">{NO_REVIEWS}</span>;
  return (
    <span className="rating">
      <span className="stars" aria-hidden="true">
        ★
      </span>{" "}
      {formatRating(rating)} <span className="muted">({plural(count, "review")})</span>
    </span>
  );
}

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={ratingLabel(rating)}>
      {starsFor(rating).map((kind, i) => (
        <span key={i} className={`star star-${kind}`} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
