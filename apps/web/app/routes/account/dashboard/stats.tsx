// The company's numbers over 30 or 90 days, with a weekly bar chart drawn as inline SVG (no chart
// library: the dashboard stays light).
import { isStatsWindow, STATS_WINDOWS } from "@rm/domain/quote";
import { RESPONSE_TIME_WORDS } from "@rm/domain/dashboard";
import { RESPONSE_TIME_MIN_QUOTES } from "@rm/domain/quote-pricing";
import { plural } from "@rm/domain/text";
import { Link } from "react-router";
import { guard } from "../../../lib/guards.ts";
import { pageMeta } from "../../../lib/seo.ts";
import type { Route } from "./+types/stats";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Your stats",
    description: "Leads received, quotes sent, response time and win rate.",
    path: "/account/dashboard/stats",
    noindex: true,
  });

export async function loader({ context, url }: Route.LoaderArgs) {
  const user = guard("company", context.user, url);
  const days = Number(url.searchParams.get("days"));
  return context.services.quotes.companyStats(user, isStatsWindow(days) ? days : 30);
}

type Week = Route.ComponentProps["loaderData"]["weeks"][number];
const SERIES = [
  { key: "leads", label: "Leads received", colour: "#6f87a8" },
  { key: "quotes", label: "Quotes sent", colour: "#0b5c4a" },
  { key: "won", label: "Jobs won", colour: "#c98500" },
] as const;

function WeeklyChart({ weeks, days }: { weeks: Week[]; days: number }) {
  const W = 720;
  const H = 220;
  const pad = { top: 16, right: 8, bottom: 28, left: 32 };
  const innerW = W - pad.left - pad.right;
  const innerH = H - pad.top - pad.bottom;
  const max = Math.max(1, ...weeks.flatMap((w) => [w.leads, w.quotes, w.won]));
  const group = innerW / weeks.length;
  const bar = Math.min(18, (group - 6) / SERIES.length);
  const y = (v: number) => pad.top + innerH - (v / max) * innerH;
  const every = weeks.length > 8 ? 2 : 1;
  return (
    <figure>
      <svg className="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc">
        <title id="chart-title">{`Leads, quotes and jobs won per week, last ${days} days`}</title>
        <desc id="chart-desc">
          {weeks
            .map(
              (w) =>
                `Week of ${w.label}: ${plural(w.leads, "lead")}, ${plural(w.quotes, "quote")}, ${w.won} won`,
            )
            .join(". ")}
        </desc>
        {[0, max / 2, max].map((v) => (
          <g key={v}>
            <line x1={pad.left} x2={W - pad.right} y1={y(v)} y2={y(v)} stroke="#d5dbe1" />
            <text x={pad.left - 6} y={y(v) + 4} textAnchor="end">
              {Number.isInteger(v) ? v : ""}
            </text>
          </g>
        ))}
        {weeks.map((w, i) => {
          const x0 = pad.left + i * group + (group - bar * SERIES.length) / 2;
          return (
            <g key={w.label}>
              {SERIES.map((s, j) => (
                <rect
                  key={s.key}
                  x={x0 + j * bar}
                  y={y(w[s.key])}
                  width={bar - 2}
                  height={pad.top + innerH - y(w[s.key])}
                  fill={s.colour}
                  rx={2}
                />
              ))}
              {i % every === 0 ? (
                <text x={pad.left + i * group + group / 2} y={H - 8} textAnchor="middle">
                  {w.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend">
          {SERIES.map((s) => (
            <li key={s.key}>
              <svg width="12" height="12" aria-hidden="true" focusable="false">
                <rect width="12" height="12" rx="3" fill={s.colour} />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

export default function Stats({ loaderData: s }: Route.ComponentProps) {
  return (
    <>
      <div className="dash-head">
        <h1>Your stats</h1>
        <nav aria-label="Period">
          <ul className="tabs">
            {STATS_WINDOWS.map((d) => (
              <li key={d}>
                <Link to={`?days=${d}`} aria-current={s.days === d ? "page" : undefined}>
                  Last {d} days
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="stat-grid">
        <div className="card stat">
          <strong>{s.leadsReceived}</strong> {s.leadsReceived === 1 ? "lead" : "leads"} received
        </div>
        <div className="card stat">
          <strong>{s.quotesSent}</strong> {s.quotesSent === 1 ? "quote" : "quotes"} sent
        </div>
        <div className="card stat">
          <strong>{s.medianTimeToQuoteLabel ?? "—"}</strong> {RESPONSE_TIME_WORDS.windowMedian(s.days)}
        </div>
        <div className="card stat">
          <strong>{s.winRate === null ? "—" : `${s.winRate}%`}</strong> win rate ({s.won} won)
        </div>
      </div>
      <p className="muted">
        {s.badge.label && s.badge.medianLabel
          ? RESPONSE_TIME_WORDS.badgeShown(s.badge.label, s.badge.quotes, s.badge.medianLabel)
          : RESPONSE_TIME_WORDS.badgeNotYet(RESPONSE_TIME_MIN_QUOTES, s.badge.quotes)}
      </p>
      {s.leadsReceived === 0 && s.quotesSent === 0 ? (
        <p className="notice">No leads in the last {s.days} days yet. The chart fills in as leads arrive.</p>
      ) : null}
      <WeeklyChart weeks={s.weeks} days={s.days} />
    </>
  );
}
