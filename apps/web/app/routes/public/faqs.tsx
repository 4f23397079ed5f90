// /faqs (docs/product/routes.md §2, not served to companies): all eleven sections as an accordion of <details>, which opens
// without JavaScript; FAQPage JSON-LD for search engines.
import { FAQ_PAGE, FAQ_SECTIONS } from "@rm/content/faqs";
import { data } from "react-router";
import { LinkList } from "../../features/public/content-blocks.tsx";
import { ClosingCta, PageHero } from "../../features/public/content-page.tsx";
import {
  breadcrumbLd,
  cacheHeaders,
  faqPageLd,
  passLoaderHeaders,
  publicMeta,
} from "../../features/public/page-meta.ts";
import { pageData } from "../../features/public/public-data.server.ts";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import type { Route } from "./+types/faqs";

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("notCompany", context.user, url);
  return data({ ...pageData(FAQ_PAGE), faqs: FAQ_SECTIONS }, { headers: cacheHeaders(context.user) });
}

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = passLoaderHeaders;

export const meta: Route.MetaFunction = ({ data: d }) =>
  d
    ? publicMeta(
        { title: d.page.title, description: d.page.description, path: d.canonical },
        breadcrumbLd(d.crumbs),
        faqPageLd(d.faqs.flatMap((s) => s.items)),
      )
    : [];

export default function FaqsRoute({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, faqs } = loaderData;
  return (
    <article className="pub-page">
      <PageHero page={{ ...page, cta: undefined }} crumbs={crumbs} />
      <div className="pub-body pub-faq-layout">
        <nav className="pub-toc" aria-label="FAQ sections">
          <h2 className="pub-toc-title">Sections</h2>
          <ul>
            {faqs.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.name}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {faqs.map((s) => (
            <section key={s.id} id={s.id} className="pub-section" aria-labelledby={`${s.id}-heading`}>
              <h2 id={`${s.id}-heading`}>{s.name}</h2>
              <div className="pub-accordion">
                {s.items.map((item) => (
                  <details key={item.question}>
                    <summary>{item.question}</summary>
                    <p>{item.answer}</p>
                  </details>
                ))}
              </div>
              {s.links?.length ? <LinkList links={s.links} /> : null}
            </section>
          ))}
        </div>
      </div>
      {page.cta ? <ClosingCta cta={page.cta} /> : null}
    </article>
  );
}
