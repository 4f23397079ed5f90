// The blog post form (issue #19), for a new post and an existing one: title (the address is suggested from it
// until the admin edits the address), address, summary, author, the Markdown, the search-engine title and
// description, and a preview rendered and sanitised by the server exactly as the public page will show it.
// The server's schema is the check: its field errors are shown beside their fields.
import type { AdminBlogPost } from "@rm/domain/api";
import {
  BLOG_ADMIN_MESSAGES as M,
  BLOG_LIMITS,
  BLOG_DEFAULT_AUTHOR,
  suggestSlug,
} from "@rm/domain/content-admin";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { Field, TextArea } from "../../components/field-parts.tsx";
import { useToast } from "../../components/toasts.tsx";
import { api } from "../../lib/api.ts";

type Values = {
  title: string;
  slug: string;
  summary: string;
  author: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
};

const valuesOf = (p: AdminBlogPost | null): Values => ({
  title: p?.title ?? "",
  slug: p?.slug ?? "",
  summary: p?.summary ?? "",
  author: p?.author ?? BLOG_DEFAULT_AUTHOR,
  body: p?.body ?? "",
  seoTitle: p?.seoTitle ?? "",
  seoDescription: p?.seoDescription ?? "",
});

/** Saving the post: the refusal's messages by field (the first field in error then takes the focus). */
function usePostSave(post: AdminBlogPost | null, formRef: RefObject<HTMLFormElement | null>) {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const { show } = useToast();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRef]);
  const save = async (e: FormEvent, v: Values) => {
    e.preventDefault();
    setBusy(true);
    const res = post
      ? await api("PUT", `/admin/blog-posts/${post.id}`, v)
      : await api("POST", "/admin/blog-posts", v);
    setBusy(false);
    if (!res.status) {
      const fieldErrors = ("errors" in res && res.errors) || {};
      setErrors(fieldErrors);
      show("error", res.message);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    show("success", res.message);
    if (post) revalidate();
    else if ("data" in res) navigate(`/admin/blog/${res.data.id}`);
  };

  return { busy, errors, save };
}

export function BlogPostForm({ post }: { post: AdminBlogPost | null }) {
  const id = useId();
  const { show } = useToast();
  const [v, setV] = useState<Values>(() => valuesOf(post));
  const [slugTouched, setSlugTouched] = useState(!!post);
  const [preview, setPreview] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { busy, errors, save } = usePostSave(post, formRef);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setV((old) => ({
      ...old,
      [k]: value,
      ...(k === "title" && !slugTouched ? { slug: suggestSlug(value) } : {}),
    }));
  };

  const showPreview = async () => {
    const res = await api("POST", "/admin/blog-posts/preview", { body: v.body });
    if (res.status && "data" in res) setPreview(res.data.html);
    else show("error", res.message);
  };

  const field = (k: keyof Values) => ({
    value: v[k],
    onChange: set(k),
    error: errors[k],
  });

  return (
    <form
      ref={formRef}
      className="stack blog-form"
      onSubmit={(e) => save(e, v)}
      noValidate
      aria-label={post ? "Edit the post" : "New post"}
    >
      <Field label="Title" required maxLength={BLOG_LIMITS.titleMax} {...field("title")} />
      <Field
        label="Address"
        hint={`Lower-case words joined by hyphens: the post will be at /blogs/${v.slug || "…"}`}
        required
        maxLength={BLOG_LIMITS.slugMax}
        spellCheck={false}
        autoCapitalize="none"
        {...field("slug")}
        onChange={(e) => {
          setSlugTouched(true);
          set("slug")(e);
        }}
      />
      <TextArea
        label="Summary"
        hint="One or two sentences under the title and on the list of guides."
        rows={3}
        maxLength={BLOG_LIMITS.summaryMax}
        {...field("summary")}
      />
      <Field label="Author" maxLength={BLOG_LIMITS.authorMax} {...field("author")} />
      <TextArea
        label="The post, in Markdown"
        hint="## for a heading, - for a list item, **bold**, *italic*, [words](https://address) for a link. HTML is cleaned: scripts and styles are removed."
        rows={18}
        className="markdown-input"
        maxLength={BLOG_LIMITS.bodyMax}
        {...field("body")}
      />
      <fieldset className="stack">
        <legend>Search engines (optional)</legend>
        <Field
          label="Search title"
          hint={`Up to ${BLOG_LIMITS.seoTitleMax} characters; the title is used when empty.`}
          maxLength={BLOG_LIMITS.seoTitleMax}
          {...field("seoTitle")}
        />
        <TextArea
          label="Search description"
          hint={`Up to ${BLOG_LIMITS.seoDescriptionMax} characters; the summary is used when empty.`}
          rows={2}
          maxLength={BLOG_LIMITS.seoDescriptionMax}
          {...field("seoDescription")}
        />
      </fieldset>
      <p className="inbox-actions">
        <button type="submit" className="button" disabled={busy}>
          {post ? "Save changes" : "Save draft"}
        </button>
        <button type="button" className="button button-secondary" onClick={showPreview}>
          Preview
        </button>
      </p>
      {preview !== null ? (
        <section className="blog-preview" aria-labelledby={`${id}-preview`}>
          <h2 id={`${id}-preview`}>Preview</h2>
          <div className="article">
            <h1>{v.title || M.titleRequired}</h1>
            <p className="lead">{v.summary}</p>
            {/* rendered and sanitised by the server (the same allow-list as the public page) */}
            <div className="article-body" dangerouslySetInnerHTML={{ __html: preview }} />
          </div>
        </section>
      ) : null}
    </form>
  );
}
