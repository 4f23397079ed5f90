// /admin/moderation/conversations/:roomId (issue #19): a reported conversation as it was written, the reported
// messages marked, and a decision per open report: keep the message, or remove it for both sides — with the
// reason. Opening the page is recorded in the audit log; a conversation with no report is not shown.
import {
  adminPhotoPath,
  CONVERSATION_MESSAGES,
  REPORT_DECIDED_LABELS,
  REPORT_DECISION_LABELS,
  REPORT_DECISIONS,
} from "@rm/domain/conversation";
import { data, Link } from "react-router";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { when } from "../../features/admin/admin-list.tsx";
import { ModerationForm } from "../../features/admin/moderation-form.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import "../../styles/conversations.css";
import type { Route } from "./+types/reported-conversation";

export const meta: Route.MetaFunction = ({ params }) =>
  pageMeta({
    title: "Reported conversation — Admin",
    description: "A conversation in which a message was reported.",
    path: `/admin/moderation/conversations/${params.roomId}`,
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const found = await context.services.admin.reportedConversation(context.user, params.roomId);
  if (!found) throw data(CONVERSATION_MESSAGES.notReported, { status: 404 });
  return found;
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

const DECISIONS = REPORT_DECISIONS.map((value) => ({ value, label: REPORT_DECISION_LABELS[value] }));

export default function ReportedConversation({ loaderData }: Route.ComponentProps) {
  const { room, reports, messages, count } = loaderData;
  const open = reports.filter((r) => !r.resolvedAt);
  const side = (from: string) => (from === "company" ? room.companyName : `${room.customerName} (customer)`);
  return (
    <section className="container stack">
      <h1>Reported conversation</h1>
      <AdminNav />
      <p>
        <Link to="/admin/moderation">Back to moderation</Link> · Between {room.customerName} and{" "}
        <Link to={`/admin/companies/${room.companyId}`}>{room.companyName}</Link> about{" "}
        <Link to={`/admin/requests/${room.leadId}`}>this request</Link> ·{" "}
        {count === 1 ? "1 message" : `${count} messages`}
      </p>
      <ol className="moderation-thread" aria-label="Messages, oldest first">
        {messages.map((m) => (
          <li
            key={m.id}
            className={`moderation-message${m.reported ? " is-reported" : ""}${m.removedAt ? " is-removed" : ""}`}
          >
            <p className="muted">
              {side(m.from)}, {when(m.sentAt)}
              {m.reported ? <strong> · Reported</strong> : null}
              {m.removedAt ? <strong> · Removed {when(m.removedAt)}</strong> : null}
            </p>
            {m.text ? <p className="moderation-text">{m.text}</p> : null}
            {m.photos.length ? (
              <ul className="chat-photos" aria-label="Photos (each one you open is recorded)">
                {m.photos.map((p, i) => (
                  <li key={p.id}>
                    <a
                      className="chat-photo"
                      href={adminPhotoPath(p.id, "full")}
                      target="_blank"
                      rel="noreferrer"
                    >
                      <img
                        src={adminPhotoPath(p.id, "thumb")}
                        alt={`Attachment ${i + 1} of ${m.photos.length}, full size in a new tab`}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      <section className="stack" aria-labelledby="reports-heading">
        <h2 id="reports-heading">Reports</h2>
        <ul className="queue-list">
          {reports.map((r) => {
            const message = messages.find((m) => m.id === r.messageId);
            return (
              <li key={r.id} className="queue-card moderation-card">
                <p>
                  Reported {when(r.createdAt)}
                  {message ? ` — a message from ${side(message.from)}` : ""}:
                </p>
                <blockquote className="moderation-reason">{r.reason}</blockquote>
                {r.resolvedAt ? (
                  <p>
                    <span className="badge">
                      {r.decision ? REPORT_DECIDED_LABELS[r.decision] : "Decided"}
                    </span>{" "}
                    {when(r.resolvedAt)}: {r.decisionReason}
                  </p>
                ) : (
                  <ModerationForm
                    intent="report.decide"
                    target={r.id}
                    subject={`the message reported ${when(r.createdAt)}`}
                    decisions={DECISIONS}
                    decisionRequired={CONVERSATION_MESSAGES.decisionRequired}
                    text={{
                      name: "reason",
                      label: "Reason (kept in the audit log)",
                      required: true,
                      requiredMessage: CONVERSATION_MESSAGES.decisionReasonRequired,
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {open.length === 0 ? <p className="muted">Every report here has been decided.</p> : null}
      </section>
    </section>
  );
}
