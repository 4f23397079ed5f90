// /admin/emails: the outbox — every email the product sent or is about to send (docs/architecture.md: admins
// can read kept mail).
import { pageOf } from "@rm/domain/numbers";
import { Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { Route } from "./+types/emails";
import { AdminNav } from "../../features/admin/admin-nav.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Emails — Admin", description: "The outbox.", path: "/admin/emails", noindex: true });

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("admin", context.user, request);
  const page = pageOf(new URL(request.url).searchParams.get("page"), 10_000);
  return context.services.admin.emails(context.user, page);
}

const STATUS_CLASS = { pending: "pending", sent: "verified", failed: "rejected" } as const;
const time = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { emails, page, hasMore } = loaderData;
  return (
    <section className="container stack">
      <h1>Emails</h1>
      <AdminNav />
      <p className="muted">Newest first. Open one to read it.</p>
      {emails.length === 0 ? <p className="muted">No emails yet.</p> : null}
      <div className="queue-list">
        {emails.map((m) => (
          <details key={m.id} className="queue-card">
            <summary>
              <strong>{m.subject}</strong>
              <div className="queue-meta">
                <span>To {m.to}</span>
                <span>{time(m.createdAt)}</span>
                <StatusBadge status={STATUS_CLASS[m.status]} label={m.status} />
              </div>
            </summary>
            <div className="mail-text">{m.text}</div>
            {m.lastError ? <p className="field-error">Last error: {m.lastError}</p> : null}
          </details>
        ))}
      </div>
      <p className="form-actions">
        {page > 1 ? <Link to={`?page=${page - 1}`}>← Newer</Link> : null}
        {hasMore ? <Link to={`?page=${page + 1}`}>Older →</Link> : null}
      </p>
    </section>
  );
}
