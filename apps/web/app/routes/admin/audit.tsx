// /admin/audit: the audit log — who did what, to which record, when and why — filtered by what, who and when.
import { AUDIT_ACTION_LABELS, auditActionLabel, auditListQuery } from "@rm/domain/admin";
import { Link } from "react-router";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import {
  type FilterField,
  filterQuery,
  ListTable,
  parseQuery,
  SearchForm,
  when,
} from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/audit";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Audit log — Admin",
    description: "What admins did.",
    path: "/admin/audit",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(auditListQuery, url);
  const list = q.filters
    ? await context.services.admin.audit(context.user, q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Record id or words of the reason" },
  { name: "actor", label: "Who (name or email)", kind: "search" },
  {
    name: "action",
    label: "What",
    kind: "select",
    choices: Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label })),
  },
  { name: "from", label: "From", kind: "date" },
  { name: "to", label: "To", kind: "date" },
];

/** where a row's record is shown, when it has a page */
function subjectLink(type: string, id: string, data: unknown): string | null {
  if (type === "user") return `/admin/customers/${id}`;
  if (type === "lead") return `/admin/requests/${id}`;
  if (type === "company") return `/admin/companies/${id}`;
  const companyId = (data as { companyId?: string } | null)?.companyId;
  if (type === "company_document" && companyId) return `/admin/companies/${companyId}`;
  if (type === "list") return `/admin/${id}`;
  return null;
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Audit log</h1>
      <AdminNav />
      <p className="muted">Every decision and every read of private data by an admin, newest first.</p>
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Filter the audit log" />
      <ListTable
        rows={rows.map((r) => ({ ...r, id: String(r.id) }))}
        caption="Audit log, newest first"
        columns={[
          { header: "When", cell: (r) => when(r.createdAt) },
          { header: "Who", cell: (r) => r.actor ?? "—" },
          { header: "What", cell: (r) => auditActionLabel(r.action) },
          {
            header: "Record",
            cell: (r) => {
              // issue #28: the record by name; its id stays, as the link or beside the name
              const to = subjectLink(r.subjectType, r.subjectId, r.data);
              const name = r.subjectName ?? r.subjectId;
              return (
                <>
                  {to ? <Link to={to}>{name}</Link> : name}
                  {r.subjectName ? (
                    <div className="muted">
                      <code>{r.subjectId}</code>
                    </div>
                  ) : null}
                </>
              );
            },
          },
          { header: "Why", cell: (r) => r.reason ?? "—" },
        ]}
      />
      <nav aria-label="Audit log pages" className="form-actions">
        {page > 1 ? <Link to={`?${filterQuery(values, page - 1)}`}>← Newer</Link> : null}
        {hasMore ? <Link to={`?${filterQuery(values, page + 1)}`}>Older →</Link> : null}
      </nav>
    </section>
  );
}
