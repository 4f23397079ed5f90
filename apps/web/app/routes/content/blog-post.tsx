// /blogs/{blogID}: one article (blogID is its slug), with Article and BreadcrumbList JSON-LD.
import { data, isRouteErrorResponse, Link, redirect } from "react-router";
import { guard } from "../../lib/guards.ts";
import { STATIC_PAGE } from "../../lib/static-page.ts";
import { absoluteUrl, pageMeta, SITE_NAME } from "../../lib/seo.ts";
import "../../styles/content.css";
import type { Route } from "./+types/blog-post";
import { cacheHeaders, headersFromLoader } from "../../features/content/cache.ts";
import { formatPostDate } from "../../features/content/dates.ts";

/** sent without React in the browser (lib/static-page.ts) */
export const handle = STATIC_PAGE;

export const headers = headersFromLoader;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("open", context.user, url);
  const post = await context.services.blog.bySlug(params.blogID);
  if (!post) {
    // a renamed post's old address: permanently to the new one
    const current = await context.services.blog.currentSlugOf(params.blogID);
    if (current) throw redirect(`/blogs/${encodeURIComponent(current)}`, 301);
    throw data({ message: "No such article" }, { status: 404 });
  }
  const more = (await context.services.blog.list()).filter((p) => p.slug !== post.slug).slice(0, 3);
  return data({ post, more }, { headers: cacheHeaders(context.user) });
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => {
  if (!loaderData) {
    return pageMeta({
      title: "Article not found",
      description: "This article does not exist or has been moved. See all our moving guides.",
      path: `/blogs/${params.blogID}`,
      noindex: true,
    });
  }
  const { post } = loaderData;
  const path = `/blogs/${post.slug}`;
  const url = absoluteUrl(path);
  const organisation = { "@type": "Organization", name: SITE_NAME, url: absoluteUrl("/") };
  return [
    ...pageMeta({ title: post.seoTitle, description: post.seoDescription, path }).filter(
      (m) => !("property" in m && m.property === "og:type"),
    ),
    { property: "og:type", content: "article" },
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
    ...(post.coverUrl ? [{ property: "og:image", content: absoluteUrl(post.coverUrl) }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: post.title,
        description: post.description,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
        ...(post.coverUrl ? { image: absoluteUrl(post.coverUrl) } : {}),
        author: /\bteam\b/i.test(post.author) ? organisation : { "@type": "Person", name: post.author },
        publisher: organisation,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        inLanguage: "en-GB",
      },
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Home", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: "Moving guides", item: absoluteUrl("/blogs") },
          { "@type": "ListItem", position: 3, name: post.title, item: url },
        ],
      },
    },
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, more } = loaderData;
  return (
    <div className="container blog-post">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/blogs">Moving guides</Link>
          </li>
          <li aria-current="page">{post.title}</li>
        </ol>
      </nav>
      <article className="article">
        <header>
          <h1>{post.title}</h1>
          <p className="blog-meta">
            <span>By {post.author}</span>
            <span aria-hidden="true"> · </span>
            <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            <span>{post.readingMinutes} min read</span>
          </p>
          <p className="lead">{post.description}</p>
        </header>
        {post.coverUrl ? <img className="blog-cover" src={post.coverUrl} alt="" /> : null}
        {/* rendered from Markdown and sanitised on the server (an allow-list of tags, no scripts or handlers) */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <aside className="blog-cta" aria-labelledby="post-cta-heading">
        <h2 id="post-cta-heading">Compare quotes for your move</h2>
        <p>
          Tell us about your move in about 60 seconds and up to 6 vetted, insured movers send you their
          quotes, often within hours. Free, no obligation, no commission.
        </p>
        <Link className="button" to="/free-quotes/wizard">
          Get your quotes
        </Link>
      </aside>
      {more.length > 0 ? (
        <section aria-labelledby="more-heading" className="blog-more">
          <h2 id="more-heading">More moving guides</h2>
          <ul>
            {more.map((p) => (
              <li key={p.slug}>
                <Link to={`/blogs/${p.slug}`}>{p.title}</Link>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/blogs">All moving guides</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container narrow error-screen">
      <h1>{missing ? "Article not found" : "This article could not be shown"}</h1>
      <p>
        {missing
          ? "We could not find that article. It may have been renamed or taken down."
          : "Sorry — something went wrong while loading this article. Please try again in a moment."}
      </p>
      <p>
        <Link className="button" to="/blogs">
          See all moving guides
        </Link>
      </p>
    </div>
  );
}
