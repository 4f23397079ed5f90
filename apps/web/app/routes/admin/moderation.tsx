// /admin/moderation (issue #19): the two queues — messages a customer or a mover reported, and reviews held by
// the automatic checks, waiting for the customer's edit, or flagged by the mover. A report opens its
// conversation (the read is audited); a review is decided here, with its reason.
import {
  HIDE_REASONS,
  MODERATION_DECISION_LABELS,
  MODERATION_DECISIONS,
  REVIEW_MESSAGES,
  REVIEW_STATUS_LABELS,
} from "@rm/domain/reviews";
import { Link } from "react-router";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { ModerationForm } from "../../features/admin/moderation-form.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/moderation";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Moderation — Admin",
    description: "Reported messages and reviews to decide on.",
    path: "/admin/moderation",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return context.services.admin.moderation(context.user);
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

const REVIEW_DECISIONS = MODERATION_DECISIONS.map((value) => ({
  value,
  label: MODERATION_DECISION_LABELS[value],
}));

export default function AdminModeration({ loaderData }: Route.ComponentProps) {
  const { reports, reviews } = loaderData;
  return (
    <section className="container stack">
      <h1>Moderation</h1>
      <AdminNav />
      <p className="muted">
        Every decision needs its reason and is kept in the <Link to="/admin/audit">audit log</Link>.
      </p>

      <section className="stack" aria-labelledby="reported-messages">
        <h2 id="reported-messages">Reported messages ({reports.length})</h2>
        {reports.length === 0 ? (
          <p className="muted">No message is waiting for a look.</p>
        ) : (
          <ul className="queue-list">
            {reports.map((r) => (
              <li key={r.id} className="queue-card moderation-card">
                <p>
                  <strong>Reported by {r.reportedBy}</strong> in a conversation with {r.companyName},{" "}
                  {when(r.reportedAt)}
                </p>
                <blockquote className="moderation-reason">{r.reason}</blockquote>
                <p>
                  <Link className="button button-small" to={`/admin/moderation/conversations/${r.roomId}`}>
                    Read the conversation
                    <span className="visually-hidden"> reported {when(r.reportedAt)}</span>
                  </Link>{" "}
                  <span className="muted">(opening it is recorded in the audit log)</span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="stack" aria-labelledby="reviews-to-decide">
        <h2 id="reviews-to-decide">Reviews ({reviews.length})</h2>
        {reviews.length === 0 ? (
          <p className="muted">No review is held or flagged.</p>
        ) : (
          <ul className="queue-list">
            {reviews.map((r) => (
              <li key={r.id} className="queue-card moderation-card">
                <p>
                  <strong>{r.title}</strong> — {r.rating} out of 5 for{" "}
                  <Link to={`/admin/companies/${r.companyId}`}>{r.companyName}</Link>, by {r.authorName},{" "}
                  {when(r.createdAt)} · <span className="badge">{REVIEW_STATUS_LABELS[r.status]}</span>
                </p>
                <blockquote className="moderation-quote">{r.body}</blockquote>
                {r.moderationReason ? <p className="muted">Automatic check: {r.moderationReason}</p> : null}
                {r.flags.length ? (
                  <ul className="moderation-flags" aria-label="Flagged by the mover">
                    {r.flags.map((f) => (
                      <li key={f.at}>
                        Flagged by the mover {when(f.at)}: {f.reason}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <ModerationForm
                  intent="review.decide"
                  target={r.id}
                  subject={`the review “${r.title}” for ${r.companyName}`}
                  decisions={REVIEW_DECISIONS}
                  decisionRequired={REVIEW_MESSAGES.decisionRequired}
                  text={{ name: "note", label: "Note to the customer", required: false }}
                  hideReasons={HIDE_REASONS}
                  hideReasonMessage={REVIEW_MESSAGES.hideReasonRequired}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
