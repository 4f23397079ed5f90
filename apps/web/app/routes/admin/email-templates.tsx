// /admin/email-templates (issue #33): every email the site sends, with sample data — the HTML part as an
// email app shows it (in a sandboxed frame, at a phone's width or the full width) and the text part.
import { Link } from "react-router";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/email-templates";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Email templates — Admin",
    description: "Every email with sample data.",
    path: "/admin/email-templates",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const { templates } = context.services.admin.emailTemplates(context.user);
  const asked = Number(url.searchParams.get("t") ?? "0");
  const index = Number.isInteger(asked) && asked >= 0 && asked < templates.length ? asked : 0;
  return {
    list: templates.map((t) => ({ name: t.name, kind: t.kind })),
    index,
    template: templates[index]!,
    phone: url.searchParams.get("width") !== "full",
  };
}

export default function AdminEmailTemplates({ loaderData }: Route.ComponentProps) {
  const { list, index, template, phone } = loaderData;
  const at = (t: number, full = !phone) => `/admin/email-templates?t=${t}${full ? "&width=full" : ""}`;
  return (
    <section className="container stack">
      <h1>Email templates</h1>
      <AdminNav />
      <p className="muted">
        Every email the site sends, filled with sample data: the HTML part as an email app shows it, and the
        text part that apps showing text only (and screen readers that prefer it) read. Both come from the
        same words, kept beside each feature’s other code.
      </p>
      <div className="template-preview">
        {/* a plain GET form: it works before (and without) the page's script */}
        <form method="get" action="/admin/email-templates" className="template-pick">
          <label htmlFor="template-choice">Template</label>
          <select id="template-choice" name="t" defaultValue={String(index)}>
            {list.map((t, i) => (
              <option key={t.name} value={i}>
                {t.name}
              </option>
            ))}
          </select>
          {phone ? null : <input type="hidden" name="width" value="full" />}
          <button type="submit" className="button">
            Show
          </button>
        </form>
        <div className="stack">
          <h2>{template.name}</h2>
          <dl className="template-facts">
            <dt>Subject</dt>
            <dd>{template.subject}</dd>
            <dt>Kind</dt>
            <dd>
              <code>{template.kind}</code>
            </dd>
          </dl>
          <p>
            {phone ? (
              <>
                Shown at a phone’s width (375 px). <Link to={at(index, true)}>Show it full width</Link>
              </>
            ) : (
              <>
                Shown full width. <Link to={at(index, false)}>Show it at a phone’s width</Link>
              </>
            )}
          </p>
          <h3>HTML part</h3>
          <iframe
            className={phone ? "template-frame is-phone" : "template-frame"}
            title={`The HTML part of “${template.subject}”`}
            src={`/api/admin/email-templates/${index}`}
            sandbox=""
          />
          <h3>Text part</h3>
          <div className="mail-text">{template.text}</div>
        </div>
      </div>
    </section>
  );
}
