// /blogs: every published article, newest first, rendered on the server.
import { data, Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/content.css";
import type { Route } from "./+types/blogs";
import { cacheHeaders, headersFromLoader } from "../../features/content/cache.ts";
import { formatPostDate } from "../../features/content/dates.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Moving Guides and Tips for London",
    description:
      "Practical guides to moving home in London: parking suspensions, packing, the cheapest time to move, comparing quotes and storage.",
    path: "/blogs",
  });

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = headersFromLoader;

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const posts = await context.services.blog.list();
  return data({ posts }, { headers: cacheHeaders(context.user) });
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <div className="container blog-index">
      <header className="blog-index-head">
        <h1>Moving guides for London</h1>
        <p className="lead">
          Straightforward advice from the team behind London Removals Compare: how to keep a parking space
          outside your door, pack a flat in an evening or two, pick the cheapest dates and compare quotes
          properly.
        </p>
      </header>
      {posts.length === 0 ? (
        <p className="notice">There are no articles yet. Please come back soon.</p>
      ) : (
        <ul className="blog-list">
          {posts.map((p) => (
            <li key={p.slug}>
              <article className="blog-card">
                {p.coverUrl ? (
                  <img className="blog-card-cover" src={p.coverUrl} alt="" loading="lazy" />
                ) : null}
                <h2>
                  <Link to={`/blogs/${p.slug}`}>{p.title}</Link>
                </h2>
                <p className="blog-meta">
                  <time dateTime={p.publishedAt}>{formatPostDate(p.publishedAt)}</time>
                  <span aria-hidden="true"> · </span>
                  <span>{p.author}</span>
                </p>
                <p>{p.description}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <aside className="blog-cta" aria-labelledby="blog-cta-heading">
        <h2 id="blog-cta-heading">Moving soon?</h2>
        <p>
          Describe your move once and get up to 6 quotes from vetted, insured London movers. Free, with no
          obligation.
        </p>
        <Link className="button" to="/free-quotes/wizard">
          Get your quotes
        </Link>
      </aside>
    </div>
  );
}
