// /admin/requests/{leadId}: one request — the move, the customer's contact details (this read is audited),
// the movers it was matched to with each match's score and reasons, the quotes, the booking and the mails.
import { data, Link } from "react-router";
import { Facts } from "../../components/facts.tsx";
import { StatusBadge } from "../../components/status-badge.tsx";
import { AdminNav } from "../../features/admin/admin-nav.tsx";
import { ListTable, pounds, when } from "../../features/admin/admin-list.tsx";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import "../../styles/admin.css";
import type { Route } from "./+types/request";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Request — Admin",
    description: "A removal request.",
    path: "/admin/requests",
    noindex: true,
  });

export async function loader({ context, params, url }: Route.LoaderArgs) {
  guard("admin", context.user, url);
  try {
    return await context.services.admin.request(context.user, params.leadId);
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 404)
      throw data({ message: "No such request" }, { status: 404 });
    throw err;
  }
}

/** A match's reasons in words: distance, radius or borough, rating and response time, its points. */
function reasonLines(r: Record<string, unknown>): string[] {
  const lines: string[] = [];
  if (typeof r.distanceMiles === "number") lines.push(`${r.distanceMiles} miles from the mover's base`);
  if (r.withinRadius === true) lines.push("Within the mover's radius");
  if (r.boroughMatch === true) lines.push("Covers the borough");
  if (typeof r.rating === "number") {
    const n = Number(r.ratingCount ?? 0);
    lines.push(`Rating ${r.rating} (${n} ${n === 1 ? "review" : "reviews"}, weighted)`);
  }
  if (typeof r.responseMinutes === "number") lines.push(`Answers in about ${r.responseMinutes} minutes`);
  const points = r.points as Record<string, number> | undefined;
  if (points && typeof points === "object")
    lines.push(
      `Points: ${Object.entries(points)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  return lines;
}

export default function AdminRequest({ loaderData }: Route.ComponentProps) {
  const { request: r, matches, quotes, booking, mails } = loaderData;
  return (
    <section className="container stack">
      <h1>
        {r.typeOfMove} from {r.from}
      </h1>
      <AdminNav />
      <p>
        <Link to="/admin/requests">← All requests</Link>
      </p>
      <div className="admin-columns">
        <div className="stack">
          <h2>The move</h2>
          <Facts
            items={[
              { label: "Status", value: <StatusBadge status={r.status} label={r.statusLabel} /> },
              { label: "Sent", value: when(r.createdAt) },
              { label: "From", value: [r.fromPostcode, r.borough].filter(Boolean).join(", ") },
              { label: "To", value: r.to ?? "—" },
              { label: "Date", value: r.moveDateLabel },
              { label: "Size", value: r.size },
              { label: "Extras", value: r.extras.length ? r.extras.join(", ") : "—" },
              { label: "Request id", value: <code>{r.id}</code> },
            ]}
          />
        </div>
        <div className="stack">
          <h2>The customer</h2>
          <Facts
            items={[
              {
                label: "Name",
                value: <Link to={`/admin/customers/${r.customerId}`}>{r.contact.name || "—"}</Link>,
              },
              { label: "Email", value: r.contact.email },
              { label: "Phone", value: r.contact.phone ?? "—" },
              { label: "From address", value: r.contact.fromAddress ?? "—" },
              { label: "To address", value: r.contact.toAddress ?? "—" },
            ]}
          />
        </div>
      </div>

      <h2>Matched movers ({matches.length})</h2>
      <ListTable
        rows={matches.map((m) => ({ ...m, id: m.companyId }))}
        caption="Movers matched to this request, best score first"
        columns={[
          {
            header: "Mover",
            cell: (m) => <Link to={`/admin/companies/${m.companyId}`}>{m.companyName}</Link>,
          },
          { header: "Score", cell: (m) => m.score.toFixed(2) },
          {
            header: "Why",
            cell: (m) => (
              <ul className="admin-reasons">
                {reasonLines(m.reasons).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          },
          { header: "Lead", cell: (m) => <StatusBadge status={m.status} label={m.statusLabel} /> },
        ]}
      />

      <h2>Quotes ({quotes.length})</h2>
      <ListTable
        rows={quotes}
        caption="Quotes for this request"
        columns={[
          {
            header: "Mover",
            cell: (q) => <Link to={`/admin/companies/${q.companyId}`}>{q.companyName}</Link>,
          },
          { header: "Price", cell: (q) => `${pounds(q.pricePence)} (${q.priceKind})` },
          { header: "Sent", cell: (q) => when(q.createdAt) },
          { header: "Valid until", cell: (q) => q.validUntil },
          { header: "Status", cell: (q) => <StatusBadge status={q.status} label={q.statusLabel} /> },
        ]}
      />

      <h2>Booking</h2>
      {booking ? (
        <p>
          Booked with <Link to={`/admin/companies/${booking.companyId}`}>{booking.companyName}</Link> for{" "}
          {pounds(booking.pricePence)} on {when(booking.bookedAt)}.
        </p>
      ) : (
        <p className="muted">Not booked.</p>
      )}

      <h2>Emails ({mails.length})</h2>
      <p className="muted">
        Every email about this request — to the customer and to its movers — and nothing about their other
        requests.
      </p>
      <ListTable
        rows={mails.map((m) => ({ ...m, id: String(m.id) }))}
        caption="Emails sent about this request"
        columns={[
          { header: "When", cell: (m) => when(m.createdAt) },
          { header: "To", cell: (m) => m.to },
          { header: "Subject", cell: (m) => m.subject },
          { header: "Status", cell: (m) => m.deliveryLabel },
        ]}
      />
    </section>
  );
}
