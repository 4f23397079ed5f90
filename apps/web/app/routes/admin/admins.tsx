// /admin/admins (issue #19): the admin accounts. Another admin is suspended with a reason (their sessions end
// at once and they are told by email) or reinstated; no one suspends themself, and the last active admin
// stays. No screen changes a role: new admins are invited.
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { PersonAction } from "../../features/admin/person-action.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { CUSTOMER_STATUS_LABELS } from "@rm/domain/admin";
import { formatLongDate } from "@rm/domain/company";
import { Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import "../../styles/vetting.css";
import type { Route } from "./+types/admins";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Admins — Admin",
    description: "The admin accounts: suspend or reinstate one.",
    path: "/admin/admins",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  return { admins: await context.services.admin.admins(context.user) };
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

export default function AdminAdmins({ loaderData }: Route.ComponentProps) {
  const { admins } = loaderData;
  const active = admins.filter((a) => a.status === "active").length;
  return (
    <section className="container stack">
      <h1>Admins</h1>
      <AdminNav />
      <p>
        Suspending an admin ends all of their sessions at once; they cannot sign in until another admin
        reinstates them. The reason is kept in the audit log and emailed to them. You cannot suspend yourself,
        and the last active admin cannot be suspended. To add an admin,{" "}
        <Link to="/admin/invite">invite them</Link>.
      </p>
      <div className="admins-list">
        {admins.map((a) => (
          <article key={a.id} className="queue-card" aria-label={`${a.name || a.email}, admin`}>
            <div className="page-head">
              <h2 className="doc-title">
                {a.name || a.email}
                {a.isYou ? " (you)" : ""}
              </h2>
              <StatusBadge
                status={a.status === "active" ? "approved" : "suspended"}
                label={CUSTOMER_STATUS_LABELS[a.status]}
              />
            </div>
            <div className="queue-meta">
              <span>{a.email}</span>
              <span>Admin since {formatLongDate(a.since.slice(0, 10))}</span>
              <span>{a.twoStep ? "Two-step sign-in on" : "Two-step sign-in not set up yet"}</span>
            </div>
            {a.status === "suspended" ? (
              <p className="muted flush">
                Suspended {a.suspendedAt ? formatLongDate(a.suspendedAt.slice(0, 10)) : ""}
                {a.suspendedReason ? `: ${a.suspendedReason}` : ""}
              </p>
            ) : null}
            {a.isYou ? null : a.status === "active" ? (
              active > 1 ? (
                <PersonAction
                  intent="admin.suspend"
                  target={a.id}
                  subject={a.name || a.email}
                  label={`Suspend ${a.name || a.email}`}
                  reasonLabel="Reason (kept in the audit log and emailed to the admin)"
                  withReason
                  danger
                />
              ) : null
            ) : (
              <PersonAction
                intent="admin.reinstate"
                target={a.id}
                subject={a.name || a.email}
                label={`Reinstate ${a.name || a.email}`}
                reasonLabel="Reason (kept in the audit log and emailed to the admin)"
                withReason
              />
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
