// /admin/companies: every removal company — search by name, email, postcode or Companies House number;
// filter by status; leads, quotes and wins at a glance; pages; the CSV export of the same search (issue #19).
import { companyListQuery } from "@rm/domain/admin";
import { COMPANY_STATUS_LABELS, COMPANY_STATUSES } from "@rm/domain/company";
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
import type { Route } from "./+types/companies";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Companies — Admin",
    description: "Every removal company.",
    path: "/admin/companies",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(companyListQuery, url);
  const list = q.filters
    ? await context.services.admin.list(context.user, "companies", q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Name, email, postcode or company number" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    choices: COMPANY_STATUSES.map((s) => ({ value: s, label: COMPANY_STATUS_LABELS[s] })),
  },
];

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const COLUMNS: Column<Row>[] = [
  {
    header: "Company",
    cell: (c) => (
      <>
        <Link to={`/admin/companies/${c.id}`}>{c.name}</Link>
        <div className="muted">{c.email}</div>
      </>
    ),
  },
  { header: "Postcode", cell: (c) => c.postcode },
  {
    header: "Status",
    cell: (c) => (
      <>
        <StatusBadge status={c.status} label={c.statusLabel} />
        {c.paused ? <div className="muted">Leads paused</div> : null}
      </>
    ),
  },
  { header: "Leads", cell: (c) => c.leads },
  { header: "Quotes", cell: (c) => c.quotes },
  { header: "Booked", cell: (c) => c.won },
  { header: "Registered", cell: (c) => when(c.createdAt) },
];

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Companies</h1>
      <AdminNav />
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Search companies" />
      <ListTable rows={rows} columns={COLUMNS} caption="Removal companies, newest first" />
      <ListFooter kind="companies" values={values} page={page} hasMore={hasMore} shown={rows.length} />
    </section>
  );
}
