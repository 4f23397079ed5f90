// The leads inbox: leads matched to this company, newest first, one tab per status.
import { pageOf } from "@rm/domain/numbers";
import { routeText } from "@rm/domain/text";
import { MATCH_STATUS_LABELS, MATCH_STATUSES, type MatchStatus } from "@rm/domain/quote-options";
import { useRef } from "react";
import { Link } from "react-router";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/leads";
import { Facts } from "../../../components/facts.tsx";
import { useCurrentInView } from "../../../components/section-nav.tsx";
import { StatusBadge } from "../../../components/status-badge.tsx";
import { UnreadBadge } from "../../../components/unread-badge.tsx";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your leads",
    description: "Removal leads matched to your company.",
    path: "/account/dashboard",
    noindex: true,
  });

const isStatus = (v: string | null): v is MatchStatus => MATCH_STATUSES.some((s) => s === v);

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const params = url.searchParams;
  const status = params.get("status");
  const [inbox, unread] = await Promise.all([
    context.services.quotes.companyLeads(
      user,
      isStatus(status) ? status : null,
      // ?page=N: 1 when missing or not a plain whole number (never "0x10")
      pageOf(params.get("page"), 100_000),
    ),
    // issue #15: unread messages per lead
    context.services.conversations.unread({ user, sessionId: context.sessionId }),
  ]);
  return { ...inbox, unread: unread.byRequest };
}

/** The link to another page of this tab. */
function pageHref(status: MatchStatus | null, page: number) {
  const q = new URLSearchParams();
  if (status) q.set("status", status);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return s ? `?${s}` : "/account/dashboard";
}

function Pager({ status, page, pages }: { status: MatchStatus | null; page: number; pages: number }) {
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label="Pages of leads" className="pager">
      {page > 1 ? (
        <Link to={pageHref(status, Math.min(page - 1, pages))} rel="prev">
          ← Newer leads
        </Link>
      ) : (
        <span />
      )}
      <span className="muted">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={pageHref(status, page + 1)} rel="next">
          Older leads →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { counts, leads, status, page, pages } = loaderData;
  const tabs = [
    { key: null, label: "All", n: counts.all },
    ...MATCH_STATUSES.map((s) => ({ key: s, label: MATCH_STATUS_LABELS[s], n: counts[s] })),
  ];
  const tabRow = useRef<HTMLUListElement>(null);
  useCurrentInView(tabRow, status);
  return (
    <>
      <div className="dash-head">
        <h1>Your leads</h1>
        <p className="muted">Only you and up to 5 other vetted movers see each lead.</p>
      </div>
      <nav aria-label="Lead status">
        <ul className="tabs scroll-row" ref={tabRow}>
          {tabs.map((t) => (
            <li key={t.label}>
              <Link
                to={t.key ? `?status=${t.key}` : "/account/dashboard"}
                aria-current={t.key === status ? "page" : undefined}
              >
                {t.label} <span className="count">({t.n})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {leads.length === 0 && page > 1 ? (
        <p className="notice">
          There are no leads on page {page}. <Link to={pageHref(status, 1)}>Go to the newest leads</Link>
        </p>
      ) : leads.length === 0 ? (
        <p className="notice">
          {status
            ? `No ${MATCH_STATUS_LABELS[status].toLowerCase()} leads.`
            : "No leads yet. New leads in your areas and services arrive here, and by email."}
        </p>
      ) : (
        <div className="lead-list">
          {leads.map((l) => (
            <article key={l.id} className="card lead-card">
              <div className="lead-card-top">
                <h2>
                  <Link
                    to={`/account/dashboard/leads/${l.id}${loaderData.unread[l.id] ? "#conversation" : ""}`}
                  >
                    {l.typeOfMove}: {routeText(l.from, l.to)}
                  </Link>{" "}
                  <UnreadBadge count={loaderData.unread[l.id]} />
                </h2>
                <StatusBadge status={l.status} label={l.statusLabel} />
              </div>
              <Facts
                items={[
                  { label: "Move date", value: l.moveDateLabel },
                  { label: "Size", value: l.size },
                  { label: "Extras", value: l.extras.length ? l.extras.join(", ") : "None" },
                  { label: "Arrived", value: l.arrived },
                ]}
              />
            </article>
          ))}
        </div>
      )}
      <Pager status={status} page={page} pages={pages} />
    </>
  );
}
