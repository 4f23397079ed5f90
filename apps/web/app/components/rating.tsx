// A company's rating, written the one way the domain gives (text.ts: one decimal, "No reviews yet"):
// `Rating` is the compact form ("★ 4.5 (12 reviews)") of lists and tables; `Stars` draws five stars filled to
// exactly the rating as written (issue #28: 4.3 is four stars and three tenths of the fifth, 4 is four), read
// out as "Rated 4.3 out of 5". Its drawing is in rating.css, which every page that shows it loads with it: each
// star's filled tenths are its data-fill (0–10), as the CSP allows no style attribute.
import { formatRating, NO_REVIEWS, plural, ratingLabel, starFills } from "@rm/domain/text";
import "../styles/rating.css";

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
      {starFills(rating).map((fill, i) => (
        <span key={i} className="star" data-fill={Math.round(fill * 10)} aria-hidden="true">
          ★
        </span>
      ))}
    </span>
  );
}
