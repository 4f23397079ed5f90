// /admin/texts (issue #33): every text the product sent or is about to send, as /admin/emails shows mail —
// "Kept, not sent" when no SMS provider is configured (SMS_PROVIDER). A code's digits are never shown.
import { pageOf } from "@rm/domain/numbers";
import { TEXT_KINDS, type TextKind } from "@rm/domain/texts";
import { Link } from "react-router";
import { StatusBadge } from "../../components/status-badge.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/texts";

export const meta: Route.MetaFunction = () =>
  pageMeta({ title: "Texts — Admin", description: "The texts sent.", path: "/admin/texts", noindex: true });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("admin", context.user, url);
  const page = pageOf(url.searchParams.get("page"), 10_000);
  const list = await context.services.texts.admin(user, page);
  return list ?? { texts: [], page, hasMore: false };
}

const STATUS: Record<string, [badge: string, label: string]> = {
  pending: ["pending", "Waiting"],
  sending: ["pending", "Sending"],
  sent: ["verified", "Sent"],
  kept: ["kept", "Kept, not sent"],
  failed: ["rejected", "Failed"],
  skipped: ["expired", "Not sent: texts turned off or number changed"],
};
const time = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    timeZone: "Europe/London",
    dateStyle: "medium",
    timeStyle: "short",
  });

export default function AdminTexts({ loaderData }: Route.ComponentProps) {
  const { texts, page, hasMore } = loaderData;
  return (
    <section className="container stack">
      <h1>Texts</h1>
      <AdminNav />
      <p className="muted">
        Newest first. “Kept, not sent” means no SMS provider is configured: the text was stored here and never
        left the site.
      </p>
      {texts.length === 0 ? <p className="muted">No texts yet.</p> : null}
      <div className="queue-list">
        {texts.map((m) => {
          const [badge, label] = STATUS[m.status] ?? ["pending", m.status];
          return (
            <div key={m.id} className="queue-card">
              <strong>{TEXT_KINDS[m.kind as TextKind]?.label ?? m.kind}</strong>
              <div className="queue-meta">
                <span>To {m.to}</span>
                <span>{time(String(m.createdAt))}</span>
                <StatusBadge status={badge} label={label} />
                {m.attempts > 1 ? <span>{m.attempts} attempts</span> : null}
              </div>
              <div className="mail-text">{m.body}</div>
              {m.lastError ? <p className="field-error">Last error: {m.lastError}</p> : null}
            </div>
          );
        })}
      </div>
      <p className="form-actions">
        {page > 1 ? <Link to={`?page=${page - 1}`}>← Newer</Link> : null}
        {hasMore ? <Link to={`?page=${page + 1}`}>Older →</Link> : null}
      </p>
    </section>
  );
}
