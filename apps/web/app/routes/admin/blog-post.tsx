// /admin/blog/:postId (issue #19): one post — its state, publish or unpublish, the cover image, the form and
// the preview of what is saved. Publishing puts it on /blogs and in the sitemap at once; unpublishing takes
// it off both (its page then answers 404).
import { BLOG_ADMIN_MESSAGES as M, BLOG_LIMITS } from "@rm/domain/content-admin";
import { type ChangeEvent, useId, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminActionForm } from "../../features/admin/admin-action-form.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { BlogPostForm } from "../../features/admin/blog-post-form.tsx";
import { upload } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import "../../styles/content.css";
import type { Route } from "./+types/blog-post";

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  pageMeta({
    title: `${loaderData?.title ?? "Post"} — Admin`,
    description: "Edit a blog post.",
    path: `/admin/blog/${params.postId}`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const post = await context.services.contentAdmin.blogPost(context.user, params.postId);
  if (!post) throw data(M.notFound, { status: 404 });
  return post;
}

/** issue #28: publishing, unpublishing and removing the cover, with or without JavaScript */
export const action = (args: Route.ActionArgs) => adminAction(args);

const STATE_TEXT = {
  draft: "Draft: only admins can see it.",
  scheduled: "Scheduled: it goes public on its date.",
  published: "Published: on the blog, in the sitemap and in search engines.",
} as const;

export default function AdminBlogPost({ loaderData: post }: Route.ComponentProps) {
  const id = useId();
  const { show } = useToast();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const subject = `“${post.title}”`;

  const after = (res: { status: boolean; message: string }) => {
    show(res.status ? "success" : "error", res.message);
    if (res.status) revalidate();
  };
  const sendCover = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (file.size > BLOG_LIMITS.coverMaxBytes) {
      setCoverError(M.coverTooLarge);
      return;
    }
    const form = new FormData();
    form.append("file", file);
    setBusy(true);
    const res = await upload(`/admin/blog-posts/${post.id}/cover`, form);
    setBusy(false);
    e.target.value = "";
    setCoverError(res.status ? null : res.message);
    after(res);
  };

  return (
    <section className="container stack">
      <h1>{post.title}</h1>
      <AdminNav />
      <p>
        <Link to="/admin/blog">Back to the posts</Link>
      </p>
      <div className="queue-card stack">
        <p>
          <strong>{STATE_TEXT[post.state]}</strong>
          {post.publishedAt ? ` Published ${when(post.publishedAt)}.` : ""} Last edited {when(post.updatedAt)}
          .
        </p>
        {post.state === "published" ? (
          <p>
            <a href={`/blogs/${post.slug}`}>Open the public page</a>
          </p>
        ) : null}
        <div className="inbox-actions">
          {post.state === "published" ? (
            <AdminActionForm
              intent="blog.unpublish"
              target={String(post.id)}
              subject={subject}
              label="Unpublish"
            />
          ) : (
            <AdminActionForm
              intent="blog.publish"
              target={String(post.id)}
              subject={subject}
              label="Publish now"
            />
          )}
        </div>
      </div>

      <section className="stack" aria-labelledby={`${id}-cover`}>
        <h2 id={`${id}-cover`}>Cover image</h2>
        {post.coverUrl ? (
          <img className="blog-cover blog-cover-admin" src={post.coverUrl} alt="The cover" />
        ) : null}
        <div className={`field${coverError ? " has-error" : ""}`}>
          <label htmlFor={`${id}-file`}>{post.coverUrl ? "Replace the cover" : "Add a cover"}</label>
          <p className="field-hint" id={`${id}-hint`}>
            JPEG, PNG or WebP, up to {BLOG_LIMITS.coverMaxBytes / 1024 / 1024} MB; stored at most 1600 pixels
            wide.
          </p>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={sendCover}
            disabled={busy}
            aria-invalid={coverError ? true : undefined}
            aria-describedby={coverError ? `${id}-hint ${id}-error` : `${id}-hint`}
          />
          {coverError ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {coverError}
            </p>
          ) : null}
        </div>
        {post.coverUrl ? (
          <AdminActionForm
            intent="blog.remove-cover"
            target={String(post.id)}
            subject={subject}
            label="Remove the cover"
            danger
          />
        ) : null}
      </section>

      <section className="stack" aria-labelledby={`${id}-edit`}>
        <h2 id={`${id}-edit`}>Edit</h2>
        <BlogPostForm key={post.updatedAt} post={post} />
      </section>

      <section className="stack blog-preview" aria-labelledby={`${id}-saved`}>
        <h2 id={`${id}-saved`}>As saved</h2>
        <div className="article">
          <p className="lead">{post.summary}</p>
          {/* rendered from Markdown and sanitised on the server, as the public page shows it */}
          <div className="article-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        </div>
      </section>
    </section>
  );
}
