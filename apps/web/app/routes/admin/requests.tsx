// /admin/requests: every removal request — search by customer, postcode or id; filter by status, borough and
// the day it was sent; matched, quoted and booked at a glance; export what is shown as CSV.
import { ADMIN_REQUEST_STATUS_LABELS, REQUEST_STATUSES, requestListQuery } from "@rm/domain/admin";
import { BOROUGHS } from "@rm/domain/areas/boroughs";
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
import type { Route } from "./+types/requests";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Requests — Admin",
    description: "Every removal request.",
    path: "/admin/requests",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(requestListQuery, url);
  const list = q.filters
    ? await context.services.admin.list(context.user, "requests", q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Name, email, phone, postcode or request id" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    choices: REQUEST_STATUSES.map((s) => ({ value: s, label: ADMIN_REQUEST_STATUS_LABELS[s] })),
  },
  {
    name: "borough",
    label: "Borough (from)",
    kind: "select",
    choices: [...BOROUGHS]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((b) => ({ value: b.gssCode, label: b.name })),
  },
  { name: "from", label: "Sent from", kind: "date" },
  { name: "to", label: "Sent to", kind: "date" },
];

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const COLUMNS: Column<Row>[] = [
  { header: "Sent", cell: (r) => <Link to={`/admin/requests/${r.id}`}>{when(r.createdAt)}</Link> },
  {
    header: "Customer",
    cell: (r) => (
      <>
        <Link to={`/admin/customers/${r.customerId}`}>{r.customerName || "—"}</Link>
        <div className="muted">{r.customerEmail}</div>
      </>
    ),
  },
  { header: "Move", cell: (r) => r.typeOfMove },
  { header: "From", cell: (r) => [r.fromPostcode, r.borough].filter(Boolean).join(", ") },
  { header: "To", cell: (r) => r.toPostcode ?? "—" },
  { header: "Status", cell: (r) => <StatusBadge status={r.status} label={r.statusLabel} /> },
  { header: "Matched", cell: (r) => r.matched },
  { header: "Quoted", cell: (r) => r.quoted },
  { header: "Booked", cell: (r) => (r.booked ? "Yes" : "No") },
];

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Requests</h1>
      <AdminNav />
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Search requests" />
      <ListTable rows={rows} columns={COLUMNS} caption="Requests, newest first" />
      <ListFooter kind="requests" values={values} page={page} hasMore={hasMore} shown={rows.length} />
    </section>
  );
}
