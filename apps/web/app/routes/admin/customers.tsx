// /admin/customers: every customer account — search by name, email or phone; active or suspended; export.
import { CUSTOMER_STATUS_LABELS, CUSTOMER_STATUSES, customerListQuery } from "@rm/domain/admin";
import { Link } from "react-router";
import { StatusBadge } from "../../components/status-badge.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import {
  type Column,
  type FilterField,
  ListFooter,
  ListTable,
  parseQuery,
  SearchForm,
  when,
} from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/customers";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Customers — Admin",
    description: "Every customer account.",
    path: "/admin/customers",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(customerListQuery, url);
  const list = q.filters
    ? await context.services.admin.list(context.user, "customers", q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Name, email or phone number" },
  {
    name: "status",
    label: "Account",
    kind: "select",
    choices: CUSTOMER_STATUSES.map((s) => ({ value: s, label: CUSTOMER_STATUS_LABELS[s] })),
  },
];

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const COLUMNS: Column<Row>[] = [
  {
    header: "Customer",
    cell: (r) => (
      <>
        <Link to={`/admin/customers/${r.id}`}>{r.name || "—"}</Link>
        <div className="muted">{r.email}</div>
      </>
    ),
  },
  { header: "Joined", cell: (r) => when(r.createdAt) },
  { header: "Requests", cell: (r) => r.requests },
  { header: "Account", cell: (r) => <StatusBadge status={r.status} label={r.statusLabel} /> },
];

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Customers</h1>
      <AdminNav />
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Search customers" />
      <ListTable rows={rows} columns={COLUMNS} caption="Customer accounts, newest first" />
      <ListFooter kind="customers" values={values} page={page} hasMore={hasMore} shown={rows.length} />
    </section>
  );
}
