// /admin/blog (issue #19): every blog post — drafts first, then the published ones, newest first — with its
// state and the way to write a new one.
import { Link } from "react-router";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Blog — Admin", description: "The blog's posts.", path: "/admin/blog", noindex: true });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return { posts: await context.services.contentAdmin.blogPosts(context.user) };
}

const STATE_LABEL = { draft: "Draft", scheduled: "Scheduled", published: "Published" } as const;

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <section className="container stack">
      <h1>Blog</h1>
      <AdminNav />
      <p>
        <Link className="button" to="/admin/blog/new">
          Write a new post
        </Link>
      </p>
      {posts.length === 0 ? (
        <p className="muted">No posts yet.</p>
      ) : (
        <ul className="queue-list">
          {posts.map((p) => (
            <li key={p.id} className="queue-card">
              <p>
                <Link to={`/admin/blog/${p.id}`}>
                  <strong>{p.title}</strong>
                </Link>{" "}
                <span className={`badge${p.state === "published" ? "" : " badge-pending"}`}>
                  {STATE_LABEL[p.state]}
                </span>
              </p>
              <p className="muted">
                /blogs/{p.slug} · {p.author} ·{" "}
                {p.publishedAt ? `published ${when(p.publishedAt)}` : `edited ${when(p.updatedAt)}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
