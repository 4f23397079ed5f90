// /admin/customers/{userId}: one customer — contact details (this read is audited), their requests, what
// admins did with the account; suspend or reinstate it with a reason, or email them a sign-in link.
import { auditActionLabel } from "@rm/domain/admin";
import { data, Link } from "react-router";
import { Facts } from "../../components/facts.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { adminAction } from "../../features/admin/admin-action.ts";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { ListTable, when } from "../../features/admin/admin-list.tsx";
import { PersonAction } from "../../features/admin/person-action.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/customer";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Customer — Admin",
    description: "A customer account.",
    path: "/admin/customers",
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  try {
    return await context.services.admin.customer(context.user, params.userId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404)
      throw data({ message: "No such customer" }, { status: 404 });
    throw err;
  }
}

/** issue #28: the decisions this page's forms post (with or without JavaScript) */
export const action = (args: Route.ActionArgs) => adminAction(args);

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { customer: c, requests, audit } = loaderData;
  const who = c.name || c.email;
  return (
    <section className="container stack">
      <h1>{c.name || c.email}</h1>
      <AdminNav />
      <p>
        <Link to="/admin/customers">← All customers</Link>
      </p>
      <Facts
        items={[
          { label: "Account", value: <StatusBadge status={c.status} label={c.statusLabel} /> },
          { label: "Email", value: c.email },
          { label: "Phone", value: c.phone ?? "—" },
          { label: "Joined", value: when(c.createdAt) },
          { label: "Password", value: c.hasPassword ? "Set" : "Not set (signs in by emailed links)" },
          ...(c.suspendedAt
            ? [{ label: "Suspended", value: `${when(c.suspendedAt)}: ${c.suspendedReason ?? ""}` }]
            : []),
        ]}
      />

      <h2>What you can do</h2>
      <div className="admin-actions">
        {c.status === "suspended" ? (
          <PersonAction
            intent="customer.reinstate"
            target={c.id}
            subject={who}
            label="Reinstate this customer"
            withReason
          />
        ) : (
          <>
            <PersonAction
              intent="customer.signin-link"
              target={c.id}
              subject={who}
              label="Email a sign-in link"
              withReason={false}
            />
            <PersonAction
              intent="customer.suspend"
              target={c.id}
              subject={who}
              label="Suspend this customer"
              withReason
              danger
            />
          </>
        )}
      </div>

      <h2>Requests</h2>
      <ListTable
        rows={requests}
        caption="This customer's requests"
        columns={[
          { header: "Sent", cell: (r) => <Link to={`/admin/requests/${r.id}`}>{when(r.createdAt)}</Link> },
          { header: "Move", cell: (r) => r.typeOfMove },
          { header: "From", cell: (r) => r.fromPostcode },
          { header: "Status", cell: (r) => <StatusBadge status={r.status} label={r.statusLabel} /> },
          { header: "Matched", cell: (r) => r.matched },
          { header: "Quoted", cell: (r) => r.quoted },
        ]}
      />

      <h2>Audit trail</h2>
      <ListTable
        rows={audit.map((a) => ({ ...a, id: String(a.id) }))}
        caption="What admins did with this account"
        columns={[
          { header: "When", cell: (a) => when(a.createdAt) },
          { header: "Who", cell: (a) => a.actorEmail ?? "—" },
          { header: "What", cell: (a) => auditActionLabel(a.action) },
          { header: "Why", cell: (a) => a.reason ?? "—" },
        ]}
      />
    </section>
  );
}
