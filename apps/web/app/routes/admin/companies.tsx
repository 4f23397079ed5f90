// /admin/companies: every company, filtered by status.
import { COMPANY_STATUS_LABELS, COMPANY_STATUSES, type CompanyStatus } from "@rm/domain/company";
import { Link } from "react-router";
import { guard } from "../../lib/guards.ts";
import { pageMeta } from "../../lib/seo.ts";
import "../../styles/company.css";
import { StatusBadge } from "../companies/components/company-fields.tsx";
import type { Route } from "./+types/companies";
import { AdminNav } from "./components/admin-nav.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Companies — Admin",
    description: "Every removal company.",
    path: "/admin/companies",
    noindex: true,
  });

export async function loader({ context, request }: Route.LoaderArgs) {
  guard("admin", context.user, request);
  const raw = new URL(request.url).searchParams.get("status");
  const status = (COMPANY_STATUSES as readonly string[]).includes(raw ?? "")
    ? (raw as CompanyStatus)
    : undefined;
  return { status: status ?? null, companies: await context.services.admin.companies(context.user, status) };
}

export default function AdminCompanies({ loaderData }: Route.ComponentProps) {
  const { status, companies } = loaderData;
  const filters: [string, string | null][] = [
    ["All", null],
    ...COMPANY_STATUSES.map((s): [string, string] => [COMPANY_STATUS_LABELS[s], s]),
  ];
  return (
    <section className="container stack">
      <h1>Companies</h1>
      <AdminNav />
      <nav aria-label="Filter by status">
        <ul className="admin-nav">
          {filters.map(([label, s]) => (
            <li key={label}>
              <Link
                to={s ? `?status=${s}` : "/admin/companies"}
                aria-current={s === status ? "page" : undefined}
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {companies.length === 0 ? <p className="muted">No companies here.</p> : null}
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">Company</th>
              <th scope="col">Postcode</th>
              <th scope="col">Status</th>
              <th scope="col">Rating</th>
              <th scope="col">Registered</th>
            </tr>
          </thead>
          <tbody>
            {companies.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link to={`/admin/companies/${c.id}`}>{c.name}</Link>
                  <div className="muted">{c.email}</div>
                </td>
                <td>{c.postcode}</td>
                <td>
                  <StatusBadge status={c.status} label={COMPANY_STATUS_LABELS[c.status]} />
                  {c.paused ? <div className="muted">Leads paused</div> : null}
                </td>
                <td>
                  {c.ratingCount ? `${(c.ratingSum / c.ratingCount).toFixed(1)} (${c.ratingCount})` : "—"}
                </td>
                <td>{c.createdAt.slice(0, 10)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
