// /companies/{companyId}: an approved company's public profile, rendered on the server (open to all).
// Everything is formatted in the loader so the page ships almost no JavaScript of its own.
import { formatLongDate } from "@rm/domain/company";
import { data, Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import { pageMeta, SITE_URL } from "../../lib/seo.ts";
import "../../styles/company.css";
import type { Route } from "./+types/public-profile";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  guard("open", context.user, request);
  const p = await context.services.companies.publicProfile(params.companyId);
  if (!p) throw data({ message: "No such company" }, { status: 404 });
  const reviewDate = (iso: string) => formatLongDate(iso.slice(0, 10));
  return data(
    {
      ...p,
      verifiedText: p.insuranceVerifiedUntil
        ? p.insuranceCurrent
          ? `Goods in Transit and Public Liability verified until ${formatLongDate(p.insuranceVerifiedUntil)}`
          : `Insurance certificates expired on ${formatLongDate(p.insuranceVerifiedUntil)}: renewal being checked`
        : "Insurance certificates being checked",
      reviews: p.reviews.map((r) => ({ ...r, date: reviewDate(r.createdAt) })),
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
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "MovingCompany",
        name: p.name,
        description: p.description || undefined,
        url: SITE_URL + path,
        areaServed: p.areas.map((a) => ({ "@type": "AdministrativeArea", name: a })),
        ...(p.rating !== null
          ? {
              aggregateRating: {
                "@type": "AggregateRating",
                ratingValue: p.rating,
                reviewCount: p.ratingCount,
              },
            }
          : {}),
      },
    },
  ];
};

const stars = (n: number) => "★★★★★".slice(0, Math.round(n)) + "☆☆☆☆☆".slice(0, 5 - Math.round(n));

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
                <span className="stars" aria-hidden="true">
                  {stars(p.rating)}
                </span>{" "}
                <strong>{p.rating.toFixed(1)}</strong> from {p.ratingCount} review
                {p.ratingCount === 1 ? "" : "s"}
              </>
            ) : (
              "No reviews yet"
            )}
          </p>
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
          <dd>{p.rating !== null ? `${p.rating.toFixed(1)} / 5` : "—"}</dd>
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
      <section>
        <h2>Reviews</h2>
        {p.reviews.length === 0 ? <p className="muted">No reviews yet.</p> : null}
        {p.reviews.map((r) => (
          <div className="review" key={r.id}>
            <div>
              <span className="stars" role="img" aria-label={`${r.rating} out of 5 stars`}>
                {stars(r.rating)}
              </span>{" "}
              <strong>{r.authorName}</strong> <span className="muted">· {r.date}</span>
            </div>
            <p>{r.body}</p>
          </div>
        ))}
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
