// One renderer for every domain ContentPage: breadcrumbs, hero (h1, intro, CTA), sections, closing CTA.
import { CLAIMS } from "@rm/content/claims";
import { lastUpdatedText } from "@rm/content/site";
import type { ContentLink, ContentPage, ContentSection } from "@rm/content/types";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Section, SmartLink } from "./content-blocks.tsx";

function Breadcrumbs({ crumbs }: { crumbs: readonly ContentLink[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="pub-crumbs">
      <ol>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <li key={c.href}>
              <span aria-current="page">{c.label}</span>
            </li>
          ) : (
            <li key={c.href}>
              <Link to={c.href}>{c.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

export function TrustRow({ points }: { points: readonly string[] }) {
  return (
    <ul className="pub-trust">
      {points.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

export function PageHero({
  page,
  crumbs,
  trust,
  media,
}: {
  page: Pick<ContentPage, "h1" | "intro" | "cta">;
  crumbs: readonly ContentLink[];
  trust?: readonly string[];
  /** An illustration or icon beside the text. */
  media?: ReactNode;
}) {
  return (
    <div className="pub-hero">
      <div className={`pub-hero-inner${media ? " has-media" : ""}`}>
        <div className="pub-hero-text">
          <Breadcrumbs crumbs={crumbs} />
          <h1>{page.h1}</h1>
          {page.intro.map((p, i) => (
            <p key={p} className={i === 0 ? "pub-lead" : undefined}>
              {p}
            </p>
          ))}
          {page.cta ? (
            <p>
              <SmartLink href={page.cta.href} className="button">
                {page.cta.label}
              </SmartLink>
            </p>
          ) : null}
          {trust?.length ? <TrustRow points={trust} /> : null}
        </div>
        {media ? <div className="pub-hero-media">{media}</div> : null}
      </div>
    </div>
  );
}

export function ClosingCta({ cta, text }: { cta: ContentLink; text?: string }) {
  return (
    <div className="pub-closing">
      <p className="pub-closing-title">{text ?? CLAIMS.upToSixQuotes}</p>
      <SmartLink href={cta.href} className="button pub-button-light">
        {cta.label}
      </SmartLink>
    </div>
  );
}

/**
 * The whole page. `slots` replaces a section's body by its id (e.g. tiles instead of cards);
 * `after` goes after the last section, before the closing call to action.
 */
export function ContentPageView({
  page,
  crumbs,
  trust,
  media,
  slots = {},
  after,
}: {
  page: ContentPage;
  crumbs: readonly ContentLink[];
  trust?: readonly string[];
  media?: ReactNode;
  slots?: Record<string, ReactNode>;
  after?: ReactNode;
}) {
  return (
    <article className="pub-page">
      <PageHero page={page} crumbs={crumbs} trust={trust} media={media} />
      <div className="pub-body">
        {page.lastUpdated ? (
          <p className="pub-updated">
            <time dateTime={page.lastUpdated}>{lastUpdatedText(page.lastUpdated)}</time>
          </p>
        ) : null}
        {page.sections.map((s: ContentSection) => (
          <Section key={s.id} section={s}>
            {slots[s.id]}
          </Section>
        ))}
        {after}
      </div>
      {page.cta ? <ClosingCta cta={page.cta} text={page.closing} /> : null}
    </article>
  );
}
