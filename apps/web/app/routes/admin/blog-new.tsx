// /admin/blog/new (issue #19): a new post, saved as a draft; its page then offers the preview and publishing.
import { Link } from "react-router";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { BlogPostForm } from "../../features/admin/blog-post-form.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import "../../styles/content.css";
import type { Route } from "./+types/blog-new";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "New post — Admin",
    description: "Write a blog post.",
    path: "/admin/blog/new",
    noindex: true,
  });

export function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return null;
}

export default function AdminBlogNew() {
  return (
    <section className="container stack">
      <h1>New post</h1>
      <AdminNav />
      <p>
        <Link to="/admin/blog">Back to the posts</Link>
      </p>
      <BlogPostForm post={null} />
    </section>
  );
}
