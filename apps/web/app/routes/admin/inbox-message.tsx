// /admin/inbox/:messageId (issue #19): one contact message — who, how to reach them, what they wrote — the
// replies sent, a reply form (emailed through the outbox; marks it handled) and "mark handled/waiting".
// Opening the page is recorded in the audit log.
import { CONTACT_INBOX_MESSAGES as M, CONTACT_REPLY_MAX } from "@rm/domain/contact";
import { type FormEvent, useId, useState } from "react";
import { data, Link, useRevalidator } from "react-router";
import { useToast } from "../../components/toasts.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { api } from "../../lib/api.ts";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/inbox-message";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Contact message — Admin",
    description: "A message from the contact form.",
    path: `/admin/inbox/${params.messageId}`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const m = await context.services.admin.contactMessage(context.user, params.messageId);
  if (!m) throw data(M.notFound, { status: 404 });
  return m;
}

export default function InboxMessage({ loaderData: m }: Route.ComponentProps) {
  const id = useId();
  const [body, setBody] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { show } = useToast();
  const { revalidate } = useRevalidator();

  const after = (res: { status: boolean; message: string }) => {
    show(res.status ? "success" : "error", res.message);
    if (res.status) revalidate();
  };
  const sendReply = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return setError(M.replyRequired);
    setError(null);
    setBusy(true);
    const res = await api("POST", `/admin/contact-messages/${m.id}/reply`, { body: body.trim() });
    setBusy(false);
    if (!res.status) setError((res.errors as Record<string, string> | undefined)?.body ?? res.message);
    else setBody("");
    after(res);
  };
  const toggle = async () => {
    setBusy(true);
    const res = await api("POST", `/admin/contact-messages/${m.id}/handled`, { handled: !m.handledAt });
    setBusy(false);
    after(res);
  };

  return (
    <section className="container stack">
      <h1>{m.subjectLabel}</h1>
      <AdminNav />
      <p>
        <Link to="/admin/inbox">Back to the inbox</Link>
      </p>
      <dl className="facts">
        <div>
          <dt>From</dt>
          <dd>{m.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${m.email}`}>{m.email}</a>
          </dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>{m.phone ? <a href={`tel:${m.phone.replace(/\s+/g, "")}`}>{m.phone}</a> : "Not given"}</dd>
        </div>
        <div>
          <dt>Received</dt>
          <dd>{when(m.createdAt)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            {m.handledAt
              ? `Handled ${when(m.handledAt)}${m.handledBy ? ` by ${m.handledBy}` : ""}`
              : "Waiting for us"}
          </dd>
        </div>
      </dl>
      <blockquote className="inbox-message">{m.message}</blockquote>

      {m.replies.length ? (
        <section className="stack" aria-labelledby={`${id}-replies`}>
          <h2 id={`${id}-replies`}>Replies sent</h2>
          <ol className="queue-list">
            {m.replies.map((r) => (
              <li key={r.id} className="queue-card">
                <p className="muted">
                  {when(r.at)}
                  {r.by ? ` by ${r.by}` : ""}
                </p>
                <p className="inbox-message">{r.body}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <form className="stack" onSubmit={sendReply} noValidate aria-labelledby={`${id}-reply`}>
        <h2 id={`${id}-reply`}>Reply by email</h2>
        <div className="field">
          <label htmlFor={`${id}-body`}>Your reply to {m.email}</label>
          <textarea
            id={`${id}-body`}
            rows={6}
            maxLength={CONTACT_REPLY_MAX}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
          />
          <p className="muted" id={`${id}-hint`}>
            Sent from our address with our signature; their message is not quoted back.
          </p>
          {error ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <p className="inbox-actions">
          <button type="submit" className="button" disabled={busy}>
            Send the reply
          </button>
          <button type="button" className="button button-secondary" onClick={toggle} disabled={busy}>
            {m.handledAt ? "Mark as waiting" : "Mark handled"}
          </button>
        </p>
      </form>
    </section>
  );
}
