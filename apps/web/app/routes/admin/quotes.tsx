// /admin/quotes: every quote movers sent — search by mover, customer email or id; status; the day it was sent.
import { quoteListQuery } from "@rm/domain/admin";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "@rm/domain/quote";
import { Link } from "react-router";
import { StatusBadge } from "../../components/status-badge.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import {
  type Column,
  type FilterField,
  ListFooter,
  ListTable,
  parseQuery,
  pounds,
  SearchForm,
  when,
} from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Quotes — Admin",
    description: "Every quote sent.",
    path: "/admin/quotes",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(quoteListQuery, url);
  const list = q.filters
    ? await context.services.admin.list(context.user, "quotes", q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Mover, customer email or id" },
  {
    name: "status",
    label: "Status",
    kind: "select",
    choices: QUOTE_STATUSES.map((s) => ({ value: s, label: QUOTE_STATUS_LABELS[s] })),
  },
  { name: "from", label: "Sent from", kind: "date" },
  { name: "to", label: "Sent to", kind: "date" },
];

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const COLUMNS: Column<Row>[] = [
  { header: "Sent", cell: (r) => <Link to={`/admin/requests/${r.leadId}`}>{when(r.createdAt)}</Link> },
  { header: "Mover", cell: (r) => <Link to={`/admin/companies/${r.companyId}`}>{r.companyName}</Link> },
  { header: "Customer", cell: (r) => <Link to={`/admin/customers/${r.customerId}`}>{r.customerEmail}</Link> },
  { header: "Price", cell: (r) => `${pounds(r.pricePence)} (${r.priceKind})` },
  { header: "Move date", cell: (r) => r.moveDate ?? "—" },
  { header: "Status", cell: (r) => <StatusBadge status={r.status} label={r.statusLabel} /> },
];

export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Quotes</h1>
      <AdminNav />
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Search quotes" />
      <ListTable rows={rows} columns={COLUMNS} caption="Quotes, newest first" />
      <ListFooter kind="quotes" values={values} page={page} hasMore={hasMore} shown={rows.length} />
    </section>
  );
}
