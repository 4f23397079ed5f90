// The admin dashboard's figures (issue #19): the period switch (plain links: ?days=7), a card per figure with
// the period's total and a chart per day, the table by borough, companies by status and the certificates
// running out within 30 days.
import {
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  DOCUMENT_KIND_LABELS,
  type DocumentKind,
  formatLongDate,
} from "@rm/domain/company-words";
import {
  DASHBOARD_PERIODS,
  type DashboardPeriod,
  formatMinutes,
  percent,
  ratio1,
  shortDayLabel,
} from "@rm/domain/dashboard";
import { plural } from "@rm/domain/text";
import { Link } from "react-router";
import { BarChart } from "../../components/charts/bar-chart.tsx";
import { LineChart } from "../../components/charts/line-chart.tsx";

interface Day {
  date: string;
  requests: number;
  matched1: number;
  matched3: number;
  quotes: number;
  quoted: number;
  medianFirstQuoteMinutes: number | null;
  booked: number;
}

export interface DashboardFigures {
  days: DashboardPeriod;
  from: string;
  to: string;
  series: Day[];
  totals: Omit<Day, "date">;
  boroughs: {
    code: string | null;
    name: string | null;
    requests: number;
    matched1: number;
    quotes: number;
    booked: number;
  }[];
  companiesByStatus: Record<(typeof COMPANY_STATUSES)[number], number>;
  expiringCertificates: {
    id: string;
    companyId: string;
    companyName: string;
    kind: string;
    expiresOn: string;
  }[];
}

const pct = (n: number) => `${n}%`;
const hours = (n: number) => `${Math.round(n * 10) / 10} h`;
const daysLeft = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function PeriodSwitch({ days }: { days: DashboardPeriod }) {
  return (
    <nav aria-label="Period">
      <ul className="period-switch">
        {DASHBOARD_PERIODS.map((d) => (
          <li key={d}>
            <Link to={`/admin?days=${d}`} aria-current={d === days ? "page" : undefined} preventScrollReset>
              Last {d} days
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** the median time from a request to its first quote, per day */
function FirstQuoteCard({ d, labels, period }: { d: DashboardFigures; labels: string[]; period: string }) {
  const t = d.totals;
  return (
    <section className="chart-card" aria-labelledby="fig-first-quote">
      <h3 id="fig-first-quote">Time to the first quote</h3>
      <p className="chart-headline">
        {formatMinutes(t.medianFirstQuoteMinutes)}
        <small>median, over {plural(t.quoted, "request", "requests")} with a quote</small>
      </p>
      <LineChart
        title="Median time to the first quote, per day (hours)"
        description={`For each day's requests that got a quote, the median time from the request to its first quote, in hours, over ${period}.`}
        labels={labels}
        series={[
          {
            name: "Median hours",
            values: d.series.map((s) =>
              s.medianFirstQuoteMinutes === null ? null : Math.round(s.medianFirstQuoteMinutes / 6) / 10,
            ),
          },
        ]}
        format={hours}
        table={{
          headers: ["Day", "Median time to the first quote", "Requests with a quote"],
          rows: d.series.map((s) => [
            shortDayLabel(s.date),
            formatMinutes(s.medianFirstQuoteMinutes),
            s.quoted,
          ]),
        }}
      />
    </section>
  );
}

export function DashboardFiguresView({ d }: { d: DashboardFigures }) {
  const labels = d.series.map((s) => shortDayLabel(s.date));
  const t = d.totals;
  const period = `the last ${d.days} days (${formatLongDate(d.from)} to ${formatLongDate(d.to)})`;
  return (
    <>
      <div className="chart-grid-cards">
        <section className="chart-card" aria-labelledby="fig-requests">
          <h3 id="fig-requests">Requests</h3>
          <p className="chart-headline">
            {t.requests.toLocaleString("en-GB")}
            <small>
              {t.requests === 1 ? "request" : "requests"} in the last {d.days} days
            </small>
          </p>
          <BarChart
            title="Requests per day"
            description={`Requests made each London day over ${period}; ${t.requests} in all.`}
            labels={labels}
            values={d.series.map((s) => s.requests)}
            valueLabel="Requests"
          />
        </section>

        <section className="chart-card" aria-labelledby="fig-matched">
          <h3 id="fig-matched">Matched to movers</h3>
          <p className="chart-headline">
            {pct(percent(t.matched1, t.requests))}
            <small>
              matched to at least one mover; {pct(percent(t.matched3, t.requests))} to three or more
            </small>
          </p>
          <LineChart
            title="Share of requests matched, per day"
            description={`Of each day's requests, the share matched to at least one mover and to three or more, over ${period}.`}
            labels={labels}
            series={[
              {
                name: "At least 1 mover",
                values: d.series.map((s) => (s.requests ? percent(s.matched1, s.requests) : null)),
              },
              {
                name: "3 or more movers",
                values: d.series.map((s) => (s.requests ? percent(s.matched3, s.requests) : null)),
              },
            ]}
            domain={[0, 100]}
            format={pct}
          />
        </section>

        <section className="chart-card" aria-labelledby="fig-quotes">
          <h3 id="fig-quotes">Quotes per request</h3>
          <p className="chart-headline">
            {ratio1(t.quotes, t.requests).toLocaleString("en-GB")}
            <small>
              {plural(t.quotes, "quote", "quotes")} on {plural(t.requests, "request", "requests")};{" "}
              {pct(percent(t.quoted, t.requests))} got at least one
            </small>
          </p>
          <LineChart
            title="Quotes per request, per day"
            description={`The average number of quotes on each day's requests, over ${period}.`}
            labels={labels}
            series={[
              {
                name: "Quotes per request",
                values: d.series.map((s) => (s.requests ? ratio1(s.quotes, s.requests) : null)),
              },
            ]}
          />
        </section>

        <FirstQuoteCard d={d} labels={labels} period={period} />

        <section className="chart-card" aria-labelledby="fig-bookings">
          <h3 id="fig-bookings">Bookings</h3>
          <p className="chart-headline">
            {t.booked.toLocaleString("en-GB")}
            <small>
              {t.booked === 1 ? "request" : "requests"} booked: a booking rate of{" "}
              {pct(percent(t.booked, t.requests))}
            </small>
          </p>
          <BarChart
            title="Requests booked, per day"
            description={`Of each day's requests, how many were booked with a mover, over ${period}; a booking rate of ${percent(t.booked, t.requests)}%.`}
            labels={labels}
            values={d.series.map((s) => s.booked)}
            valueLabel="Booked"
            table={{
              headers: ["Day", "Requests", "Booked", "Booking rate"],
              rows: d.series.map((s) => [
                shortDayLabel(s.date),
                s.requests,
                s.booked,
                s.requests ? pct(percent(s.booked, s.requests)) : "—",
              ]),
            }}
          />
        </section>

        <section className="chart-card" aria-labelledby="fig-companies">
          <h3 id="fig-companies">Companies by status</h3>
          <p className="chart-headline">
            {d.companiesByStatus.approved.toLocaleString("en-GB")}
            <small>
              approved and receiving leads, of {Object.values(d.companiesByStatus).reduce((a, b) => a + b, 0)}{" "}
              registered
            </small>
          </p>
          <BarChart
            title="Companies by status"
            description="How many registered companies are waiting for checks, approved, rejected or suspended, today."
            // the axis has room for a word each ("Waiting", "Approved"…); the table and links below have the whole label
            labels={COMPANY_STATUSES.map((s) => COMPANY_STATUS_LABELS[s].split(" ")[0]!)}
            values={COMPANY_STATUSES.map((s) => d.companiesByStatus[s])}
            valueLabel="Companies"
            labelHeading="Status"
            table={{
              headers: ["Status", "Companies"],
              rows: COMPANY_STATUSES.map((s) => [COMPANY_STATUS_LABELS[s], d.companiesByStatus[s]]),
            }}
          />
          <ul className="chart-links">
            {COMPANY_STATUSES.map((s) => (
              <li key={s}>
                <Link to={`/admin/companies?status=${s}`}>
                  {COMPANY_STATUS_LABELS[s]} ({d.companiesByStatus[s]})
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <h2>By borough</h2>
      <p className="muted">Requests over {period} by the borough they move from, most requests first.</p>
      {d.boroughs.length === 0 ? (
        <p className="muted">No requests in this period.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-wrap" aria-labelledby="by-borough-caption" tabIndex={0}>
          <table>
            <caption className="visually-hidden" id="by-borough-caption">
              Requests by borough over {period}
            </caption>
            <thead>
              <tr>
                <th scope="col">Borough</th>
                <th scope="col">Requests</th>
                <th scope="col">Matched</th>
                <th scope="col">Quotes per request</th>
                <th scope="col">Booked</th>
                <th scope="col">Booking rate</th>
              </tr>
            </thead>
            <tbody>
              {d.boroughs.map((b) => (
                <tr key={b.code ?? "none"}>
                  <th scope="row">{b.name ?? "Outside the London boroughs"}</th>
                  <td>{b.requests}</td>
                  <td>{pct(percent(b.matched1, b.requests))}</td>
                  <td>{ratio1(b.quotes, b.requests)}</td>
                  <td>{b.booked}</td>
                  <td>{pct(percent(b.booked, b.requests))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <h2>Certificates running out in the next 30 days</h2>
      {d.expiringCertificates.length === 0 ? (
        <p className="muted">No verified certificate runs out in the next 30 days.</p>
      ) : (
        <ul className="queue-list chart-plain-list">
          {d.expiringCertificates.map((c) => {
            const left = daysLeft(d.to, c.expiresOn);
            return (
              <li key={c.id} className="queue-card">
                <Link to={`/admin/companies/${c.companyId}`}>{c.companyName}</Link>:{" "}
                {DOCUMENT_KIND_LABELS[c.kind as DocumentKind] ?? c.kind} runs out on{" "}
                {formatLongDate(c.expiresOn)}{" "}
                <span className="muted">({left === 0 ? "today" : `in ${plural(left, "day", "days")}`})</span>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
