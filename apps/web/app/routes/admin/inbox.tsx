// /admin/inbox (issue #19): messages from /contact — waiting for us first, newest first. The list shows who
// wrote and about what; the contact details are on the message's page (its opening is audited).
import { CONTACT_INBOX_STATE_LABELS, CONTACT_INBOX_STATES, contactInboxQuery } from "@rm/domain/contact";
import { Link } from "react-router";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact inbox — Admin",
    description: "Messages from the contact form.",
    path: "/admin/inbox",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = contactInboxQuery.parse(Object.fromEntries(url.searchParams));
  return { q, ...(await context.services.admin.contactInbox(context.user, q)) };
}

const pageLink = (state: string, page: number) =>
  `/admin/inbox?${new URLSearchParams({ state, ...(page > 1 ? { page: String(page) } : {}) })}`;

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  const { q, rows, page, hasMore, waiting } = loaderData;
  return (
    <section className="container stack">
      <h1>Contact inbox</h1>
      <AdminNav />
      <p>
        {waiting === 0
          ? "Nothing is waiting for a reply."
          : `${waiting} ${waiting === 1 ? "message is" : "messages are"} waiting for us. We promise a reply within one working day.`}
      </p>
      <nav aria-label="Which messages" className="inbox-tabs">
        {CONTACT_INBOX_STATES.map((s) => (
          <Link
            key={s}
            to={pageLink(s, 1)}
            className={`button button-small${s === q.state ? "" : " button-secondary"}`}
            aria-current={s === q.state ? "page" : undefined}
          >
            {CONTACT_INBOX_STATE_LABELS[s]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="muted">No messages here.</p>
      ) : (
        <ul className="queue-list">
          {rows.map((m) => (
            <li key={m.id} className="queue-card inbox-row">
              <p>
                <Link to={`/admin/inbox/${m.id}`}>
                  <strong>{m.name}</strong> — {m.subjectLabel}
                </Link>
              </p>
              <p className="muted inbox-excerpt">{m.excerpt}</p>
              <p className="muted">
                {when(m.createdAt)} ·{" "}
                {m.handledAt ? (
                  <span className="badge">Handled</span>
                ) : (
                  <span className="badge badge-pending">Waiting</span>
                )}
                {m.replies ? ` · ${m.replies} ${m.replies === 1 ? "reply" : "replies"}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Pages" className="pager">
        {page > 1 ? <Link to={pageLink(q.state, page - 1)}>Newer messages</Link> : null}
        {hasMore ? <Link to={pageLink(q.state, page + 1)}>Older messages</Link> : null}
      </nav>
    </section>
  );
}
