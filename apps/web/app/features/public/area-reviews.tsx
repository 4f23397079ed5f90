// Issue #16: a few recent verified reviews of movers covering the page's area (the home page: all London),
// server-rendered on the static marketing pages (no JavaScript): stars drawn to the half, the title, a short
// text, "Verified booking · Southwark → Croydon, March 2026", the reviewer's first name and initial and the
// company, linked to its profile. Absent when there are none.
import { Link } from "react-router";
import { Stars } from "../../components/rating.tsx";

export interface AreaReviewsBlock {
  heading: string;
  intro: string;
  verified: string;
  movedWith: string;
  policy: { label: string; href: string };
  reviews: {
    id: string;
    rating: number;
    title: string;
    excerpt: string;
    verifiedLabel: string;
    authorName: string;
    company: { name: string; profilePath: string };
  }[];
}

export function AreaReviews({ block }: { block: AreaReviewsBlock | null }) {
  if (!block || block.reviews.length === 0) return null;
  return (
    <section className="pub-section pub-reviews" aria-labelledby="area-reviews">
      <h2 id="area-reviews">{block.heading}</h2>
      <p>{block.intro}</p>
      <ul className="pub-review-list">
        {block.reviews.map((r) => (
          <li key={r.id}>
            <article className="pub-review" aria-labelledby={`area-review-${r.id}`}>
              <Stars rating={r.rating} />
              <h3 id={`area-review-${r.id}`}>{r.title}</h3>
              <p>{r.excerpt}</p>
              <p className="pub-review-verified">
                {block.verified} · {r.verifiedLabel}
              </p>
              <p className="pub-review-by">
                {r.authorName} · {block.movedWith} <Link to={r.company.profilePath}>{r.company.name}</Link>
              </p>
            </article>
          </li>
        ))}
      </ul>
      <p>
        <Link to={block.policy.href}>{block.policy.label}</Link>
      </p>
    </section>
  );
}
