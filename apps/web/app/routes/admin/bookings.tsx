// /admin/bookings: every booking made — awaiting, confirmed or cancelled (who cancelled and why) — search by
// mover, customer email or id; the day it was booked.
import { bookingListQuery } from "@rm/domain/admin";
import { Link } from "react-router";
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
import type { Route } from "./+types/bookings";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Bookings — Admin",
    description: "Every booking.",
    path: "/admin/bookings",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  const q = parseQuery(bookingListQuery, url);
  const list = q.filters
    ? await context.services.admin.list(context.user, "bookings", q.filters)
    : { rows: [], page: 1, hasMore: false };
  return { ...q, ...list };
}

const FIELDS: FilterField[] = [
  { name: "q", label: "Search", kind: "search", placeholder: "Mover, customer email or id" },
  { name: "from", label: "Booked from", kind: "date" },
  { name: "to", label: "Booked to", kind: "date" },
];

type Row = Route.ComponentProps["loaderData"]["rows"][number];
const COLUMNS: Column<Row>[] = [
  { header: "Booked", cell: (r) => <Link to={`/admin/requests/${r.leadId}`}>{when(r.bookedAt)}</Link> },
  { header: "Mover", cell: (r) => <Link to={`/admin/companies/${r.companyId}`}>{r.companyName}</Link> },
  { header: "Customer", cell: (r) => <Link to={`/admin/customers/${r.customerId}`}>{r.customerEmail}</Link> },
  { header: "Price", cell: (r) => pounds(r.pricePence) },
  { header: "Move date", cell: (r) => r.moveDate ?? "—" },
  { header: "Status", cell: (r) => r.bookingStatusLabel },
  {
    header: "Cancellation",
    cell: (r) =>
      r.cancelledBy ? (
        <>
          By the {r.cancelledBy === "customer" ? "customer" : "mover"}: {r.cancelReasonLabel}
          {r.cancelNote ? <q className="muted"> {r.cancelNote}</q> : null}
        </>
      ) : (
        "—"
      ),
  },
];

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { rows, page, hasMore, values, errors } = loaderData;
  return (
    <section className="container stack">
      <h1>Bookings</h1>
      <AdminNav />
      <SearchForm fields={FIELDS} values={values} errors={errors} label="Search bookings" />
      <ListTable rows={rows} columns={COLUMNS} caption="Bookings, newest first" />
      <ListFooter kind="bookings" values={values} page={page} hasMore={hasMore} shown={rows.length} />
    </section>
  );
}
