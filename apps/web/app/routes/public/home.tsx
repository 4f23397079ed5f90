// Home (docs/product/routes.md §2, not served to companies): hero with a postcode field, the five service tiles (step 2),
// how it works, why compare, areas, a FAQ teaser. Organization JSON-LD.
import { boroughPath, boroughsInRegion, REGIONS } from "@rm/content/areas/boroughs";
import { AREAS_OVERVIEW_PATH } from "@rm/content/areas/area-routes";
import { TRUST_POINTS, WHY_USE_US } from "@rm/content/claims";
import { FAQ_SECTIONS } from "@rm/content/faqs";
import { HOME_PAGE, tileCaption } from "@rm/content/home";
import { HOW_IT_WORKS_STEPS } from "@rm/content/how-it-works";
import { wizardPath } from "@rm/content/types";
import { data, Link } from "react-router";
import { AreaReviews } from "../../features/public/area-reviews.tsx";
import { Cards, SmartLink, Steps } from "../../features/public/content-blocks.tsx";
import { TrustRow } from "../../features/public/content-page.tsx";
import {
  cacheHeaders,
  organizationLd,
  passLoaderHeaders,
  publicMeta,
} from "../../features/public/page-meta.ts";
import { PostcodeForm } from "../../components/postcode-form.tsx";
import { areaReviewsBlock, tilesFor } from "../../features/public/public-data.server.ts";
import { ServiceTiles } from "../../features/public/service-tiles.tsx";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import type { Route } from "./+types/home";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("notCompany", context.user, url);
  const reviews = await areaReviewsBlock(context.services.reviews.recentForArea);
  return data(
    {
      copy: HOME_PAGE,
      tiles: tilesFor("/"),
      tileCaption: tileCaption("/"),
      steps: HOW_IT_WORKS_STEPS,
      why: WHY_USE_US,
      trust: TRUST_POINTS,
      regions: REGIONS.map((r) => ({
        name: r.name,
        href: r.path,
        boroughs: boroughsInRegion(r.key).map((b) => ({ label: b.name, href: boroughPath(b) })),
      })),
      faqs: FAQ_SECTIONS.slice(0, 2).flatMap((s) => s.items.slice(0, 2)),
      wizard: wizardPath(),
      areasHref: AREAS_OVERVIEW_PATH,
      reviews,
    },
    { headers: cacheHeaders(context.user) },
  );
}

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = passLoaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? publicMeta(
        { title: d.copy.title, description: d.copy.description, path: "/" },
        organizationLd(d.copy.description),
      )
    : [];

export default function Home({ loaderData }: Route.ComponentProps) {
  const {
    copy,
    tiles,
    tileCaption: caption,
    steps,
    why,
    trust,
    regions,
    faqs,
    wizard,
    areasHref,
    reviews,
  } = loaderData;
  return (
    <div className="pub-page pub-home">
      <section className="pub-hero pub-home-hero" aria-labelledby="home-title">
        <div className="pub-hero-inner has-media">
          <div className="pub-hero-text">
            <p className="pub-eyebrow">{copy.eyebrow}</p>
            <h1 id="home-title">{copy.h1}</h1>
            <p className="pub-lead">{copy.lead}</p>
            <PostcodeForm
              id="hero-postcode"
              label={copy.postcodeLabel}
              submitLabel={copy.postcodeSubmit}
              placeholder="e.g. SW11 3RA"
              hint={copy.postcodeHint}
              className="pub-postcode-hero"
            />
            <TrustRow points={trust} />
          </div>
          <div className="pub-hero-media">
            <img
              src="/images/hero-moving-day.svg"
              width="560"
              height="420"
              alt={copy.heroImageAlt}
              fetchPriority="high"
            />
          </div>
        </div>
        <ul className="pub-stats">
          {copy.stats.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong> <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </section>

      <div className="pub-body">
        <section className="pub-section" aria-labelledby="home-services">
          <h2 id="home-services">{copy.servicesHeading}</h2>
          <p>{copy.servicesIntro}</p>
          <ServiceTiles tiles={tiles} caption={caption} />
        </section>

        <section className="pub-section" aria-labelledby="home-how">
          <h2 id="home-how">{copy.howHeading}</h2>
          <Steps steps={steps} />
          <p>
            <Link to="/resources/how-it-works">More about how it works</Link>
          </p>
        </section>

        <section className="pub-section" aria-labelledby="home-why">
          <h2 id="home-why">{copy.whyHeading}</h2>
          <Cards cards={why} />
        </section>

        <AreaReviews block={reviews} />

        <section className="pub-section" aria-labelledby="home-areas">
          <h2 id="home-areas">{copy.areasHeading}</h2>
          <p>{copy.areasIntro}</p>
          <div className="pub-regions">
            {regions.map((r) => (
              <div key={r.href} className="pub-region">
                <h3>
                  <Link to={r.href}>{r.name}</Link>
                </h3>
                <ul className="pub-inline-links">
                  {r.boroughs.map((b) => (
                    <li key={b.href}>
                      <Link to={b.href}>{b.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <p>
            <Link to={areasHref}>All areas we cover</Link>
          </p>
        </section>

        <section className="pub-section" aria-labelledby="home-faq">
          <h2 id="home-faq">{copy.faqHeading}</h2>
          <div className="pub-accordion">
            {faqs.map((f) => (
              <details key={f.question}>
                <summary>{f.question}</summary>
                <p>{f.answer}</p>
              </details>
            ))}
          </div>
          <p>
            <Link to="/faqs">{copy.faqMore}</Link>
          </p>
        </section>
      </div>

      <div className="pub-closing">
        <p className="pub-closing-title">{copy.closingHeading}</p>
        <p>{copy.closingText}</p>
        <SmartLink href={wizard} className="button pub-button-light">
          {copy.closingCta}
        </SmartLink>
      </div>
    </div>
  );
}
