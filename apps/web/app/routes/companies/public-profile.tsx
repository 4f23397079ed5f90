// /companies/{companyId}: an approved company's public profile, rendered on the server (open to all).
// Everything is formatted in the loader so the page ships almost no JavaScript of its own.
import { formatLongDate } from "@rm/domain/company";
import { pageOf, plainInteger } from "@rm/domain/numbers";
import { companyReviewsJsonLd, REVIEW_LIMITS, SUB_RATINGS } from "@rm/domain/reviews";
import { formatRating, NO_REVIEWS, plural } from "@rm/domain/text";
import { data, Link } from "react-router";
import { Stars } from "../../components/rating.tsx";
import { HiddenNotes, HowWeHandle, ReviewCard } from "../../features/reviews/review-list.tsx";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import { absoluteUrl, pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import type { Route } from "./+types/public-profile";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const p = await context.services.companies.publicProfile(params.companyId);
  if (!p) throw data({ message: "No such company" }, { status: 404 });
  // issue #16: published reviews newest first, a page at a time, optionally one star rating
  // plain digits only (issue #29: "?rating=0x5" is not five stars)
  const rating = plainInteger(url.searchParams.get("rating"));
  const list = await context.services.reviews.publicReviews(params.companyId, {
    page: pageOf(url.searchParams.get("page"), 10_000),
    rating: rating !== null && rating >= 1 && rating <= 5 ? rating : undefined,
  });
  if (!list) throw data({ message: "No such company" }, { status: 404 });
  return data(
    {
      ...p,
      verifiedText: p.insuranceVerifiedUntil
        ? p.insuranceCurrent
          ? `Goods in Transit and Public Liability verified until ${formatLongDate(p.insuranceVerifiedUntil)}`
          : `Insurance certificates expired on ${formatLongDate(p.insuranceVerifiedUntil)}: renewal being checked`
        : "Insurance certificates being checked",
      reviews: list.reviews,
      summary: list.summary,
      page: list.page,
      pages: list.pages,
      ratingFilter: list.rating,
      hiddenNotes: list.hiddenNotes,
    },
    {
      headers: { "Cache-Control": context.user ? "private, no-cache" : "public, max-age=300, s-maxage=3600" },
    },
  );
}

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const value = loaderHeaders.get("Cache-Control");
  return value ? { "Cache-Control": value } : {};
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  const path = `/companies/${params.companyId}`;
  if (!loaderData)
    return pageMeta({
      title: "Company not found",
      description: "This company profile is not available.",
      path,
      noindex: true,
    });
  const p = loaderData;
  const description =
    (p.description || `${p.name}: vetted, insured removal company in London.`).slice(0, 155) +
    (p.description.length > 155 ? "…" : "");
  return [
    ...pageMeta({ title: `${p.name} — removal company in London`, description, path }),
    {
      // issue #16: AggregateRating and Review as Google's review snippets read them (@rm/domain/reviews)
      "script:ld+json": {
        ...companyReviewsJsonLd({
          name: p.name,
          url: absoluteUrl(path),
          rating: p.rating,
          ratingCount: p.ratingCount,
          reviews: p.reviews.map((r) => ({
            author: r.authorName,
            datePublished: r.createdAt,
            rating: r.rating,
            title: r.title,
            body: r.body,
          })),
        }),
        description: p.description || undefined,
        areaServed: p.areas.map((a) => ({ "@type": "AdministrativeArea", name: a })),
      },
    },
  ];
};

export default function PublicProfile({ loaderData: p }: Route.ComponentProps) {
  return (
    <article className="container stack">
      <p className="muted">
        <Link to="/">Home</Link> › Removal companies › {p.name}
      </p>
      <header className="profile-hero">
        {p.logoUrl ? (
          <img className="profile-logo" src={p.logoUrl} alt={`${p.name} logo`} width={88} height={88} />
        ) : (
          <span className="profile-logo profile-initials" aria-hidden="true">
            {p.name.slice(0, 1)}
          </span>
        )}
        <div>
          <h1>{p.name}</h1>
          <p className="muted flush">
            {p.rating !== null ? (
              <>
                <Stars rating={p.rating} /> <strong>{formatRating(p.rating)}</strong> from{" "}
                {plural(p.ratingCount, "review")}
              </>
            ) : (
              NO_REVIEWS
            )}
          </p>
          {p.responseTimeLabel ? <p className="muted flush">{p.responseTimeLabel}</p> : null}
        </div>
      </header>
      <p className={`verified-line${p.insuranceCurrent ? "" : " is-expired"}`}>
        <span aria-hidden="true">{p.insuranceCurrent ? "✓" : "!"}</span>
        <span>{p.verifiedText}</span>
      </p>
      <dl className="facts">
        <div>
          <dt>Years trading</dt>
          <dd>{p.yearsTrading}</dd>
        </div>
        <div>
          <dt>Vehicles</dt>
          <dd>{p.fleetSize}</dd>
        </div>
        <div>
          <dt>Based in</dt>
          <dd>{p.baseArea}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>{p.rating !== null ? `${formatRating(p.rating)} / 5` : "—"}</dd>
        </div>
      </dl>
      {p.description ? (
        <section>
          <h2>About {p.name}</h2>
          <p>{p.description}</p>
        </section>
      ) : null}
      <section>
        <h2>Services</h2>
        <ul className="chips">
          {p.services.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </section>
      <section>
        <h2>Areas covered</h2>
        {p.coverageRadiusMiles > 0 ? (
          <p>
            Moves starting within {p.coverageRadiusMiles} miles of {p.baseArea}
            {p.areas.length ? ", and anywhere in:" : "."}
          </p>
        ) : null}
        {p.areas.length ? (
          <ul className="chips">
            {p.areas.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">Reviews</h2>
        {p.rating !== null ? (
          <div className="review-summary">
            <p className="flush">
              <Stars rating={p.rating} /> <strong>{formatRating(p.rating)}</strong> from{" "}
              {plural(p.ratingCount, "review")}
              {p.summary.recommendShare !== null ? <> · {p.summary.recommendShare}% would recommend</> : null}
            </p>
            <ul className="review-subs">
              {SUB_RATINGS.map((k) =>
                p.summary.subRatings[k.key] !== null ? (
                  <li key={k.key}>
                    {k.label}: {formatRating(p.summary.subRatings[k.key]!)}
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        ) : null}
        <HowWeHandle />
        <HiddenNotes notes={p.hiddenNotes} />
        {p.ratingCount > 0 ? (
          <nav aria-label="Show reviews by rating">
            <ul className="review-filters">
              <li>
                <Link to="?" aria-current={p.ratingFilter === null ? "true" : undefined}>
                  All
                </Link>
              </li>
              {[5, 4, 3, 2, 1].map((n) => (
                <li key={n}>
                  <Link to={`?rating=${n}`} aria-current={p.ratingFilter === n ? "true" : undefined}>
                    {n} {n === 1 ? "star" : "stars"}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {p.reviews.length === 0 ? <p className="muted">{NO_REVIEWS}.</p> : null}
        {p.reviews.map((r) => (
          <ReviewCard key={r.id} r={r} companyName={p.name} />
        ))}
        {p.pages > 1 ? (
          <nav aria-label="Pages of reviews">
            <p>
              Page {p.page} of {p.pages} ({REVIEW_LIMITS.pageSize} a page){" "}
              {p.page > 1 ? (
                <Link to={`?page=${p.page - 1}${p.ratingFilter ? `&rating=${p.ratingFilter}` : ""}`}>
                  Newer
                </Link>
              ) : null}{" "}
              {p.page < p.pages ? (
                <Link to={`?page=${p.page + 1}${p.ratingFilter ? `&rating=${p.ratingFilter}` : ""}`}>
                  Older
                </Link>
              ) : null}
            </p>
          </nav>
        ) : null}
      </section>
      <section className="card stack">
        <h2 className="flush-top">Moving soon?</h2>
        <p>
          Describe your move once and compare quotes from up to 6 vetted, insured London movers. Free, no
          obligation.
        </p>
        <p>
          <Link className="button" to="/free-quotes/wizard">
            Get your quotes
          </Link>
        </p>
      </section>
    </article>
  );
}
