// /admin/emails: the outbox — every email the product sent or is about to send (docs/architecture.md: admins
// can read kept mail).
import { pageOf } from "@rm/domain/numbers";
import { Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import { StatusBadge } from "../../components/status-badge.tsx";
import type { Route } from "./+types/emails";
import { AdminNav } from "../../features/admin/admin-nav.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Emails — Admin", description: "The outbox.", path: "/admin/emails", noindex: true });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const page = pageOf(url.searchParams.get("page"), 10_000);
  return context.services.admin.emails(context.user, page);
}

const DELIVERY_CLASS = { pending: "pending", sent: "verified", kept: "kept", failed: "rejected" } as const;

/** "12.4 KB" */
function size(bytes: number | null) {
  if (bytes === null) return "size unknown";
  if (bytes < 1024) return `${bytes} bytes`;
  const kb = bytes / 1024;
  return kb < 1024 ? `${kb.toFixed(1)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}
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
      <p className="muted">
        Newest first. Open one to read it. “Kept, not sent” means no mail server (SMTP) is configured: the
        email was written on this machine and never left it.
      </p>
      {emails.length === 0 ? <p className="muted">No emails yet.</p> : null}
      <div className="queue-list">
        {emails.map((m) => (
          <details key={m.id} className="queue-card">
            <summary>
              <strong>{m.subject}</strong>
              <div className="queue-meta">
                <span>To {m.to}</span>
                <span>{time(m.createdAt)}</span>
                <StatusBadge status={DELIVERY_CLASS[m.delivery]} label={m.deliveryLabel} />
                {m.attachments.length ? (
                  <span>
                    {m.attachments.length} {m.attachments.length === 1 ? "attachment" : "attachments"}
                  </span>
                ) : null}
              </div>
            </summary>
            <div className="mail-text">{m.text}</div>
            {m.attachments.length ? (
              <ul className="mail-attachments" aria-label="Attachments">
                {m.attachments.map((a) => (
                  <li key={a.index}>
                    {/* an admin-only download (the API checks it), recorded in the audit log */}
                    <a href={`/api/admin/emails/${m.id}/attachments/${a.index}`} download={a.filename}>
                      {a.filename}
                    </a>{" "}
                    <span className="muted">
                      ({a.contentType.split(";")[0]}, {size(a.size)})
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
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
