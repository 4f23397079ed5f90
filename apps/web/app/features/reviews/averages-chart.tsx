// Issue #16: on the company's reviews page, its average rating and number of reviews for each of the last
// 12 months (published reviews, London months), as two charts with the figures in a table.
import { monthLabel, shortMonthLabel } from "@rm/domain/dashboard";
import { formatRating } from "@rm/domain/text";
import { BarChart } from "../../components/charts/bar-chart.tsx";
import { LineChart } from "../../components/charts/line-chart.tsx";

export interface MonthAverage {
  month: string;
  count: number;
  average: number | null;
}

export function ReviewAveragesChart({ months }: { months: MonthAverage[] }) {
  const total = months.reduce((n, m) => n + m.count, 0);
  const labels = months.map((m) => shortMonthLabel(m.month));
  const table = {
    headers: ["Month", "Reviews", "Average rating"],
    rows: months.map((m) => [
      monthLabel(m.month),
      m.count,
      m.average === null ? "—" : `${formatRating(m.average)} out of 5`,
    ]),
  };
  return (
    <section className="stack" aria-labelledby="review-averages">
      <h2 id="review-averages">Your averages over time</h2>
      {total === 0 ? (
        <p className="muted">No published reviews in the last 12 months yet.</p>
      ) : (
        <div className="chart-grid-cards">
          <div className="chart-card">
            <LineChart
              title="Average rating by month"
              description={`Your average overall rating, out of 5, for the reviews published each month over the last 12 months (${months
                .filter((m) => m.average !== null)
                .map((m) => `${monthLabel(m.month)}: ${formatRating(m.average!)}`)
                .join("; ")}).`}
              labels={labels}
              series={[{ name: "Average rating", values: months.map((m) => m.average) }]}
              domain={[0, 5]}
              labelHeading="Month"
              table={table}
            />
          </div>
          <div className="chart-card">
            <BarChart
              title="Reviews by month"
              description={`How many reviews were published each month over the last 12 months; ${total} in all.`}
              labels={labels}
              values={months.map((m) => m.count)}
              valueLabel="Reviews"
              labelHeading="Month"
              table={table}
            />
          </div>
        </div>
      )}
    </section>
  );
}
