// A bar chart of one series over labelled points (days, months, statuses), drawn in SVG.
import { CHART, ChartFrame, type ChartTable, XLabels, YAxis } from "./chart-frame.tsx";
import { bandLayout, linearScale } from "./scale.ts";

export interface BarChartProps {
  title: string;
  description: string;
  /** the axis label of each bar, and the table's first column (e.g. "7 Mar") */
  labels: string[];
  values: number[];
  /** the value column's heading in the table */
  valueLabel: string;
  format?: (n: number) => string;
  /** a fuller table than label and value */
  table?: ChartTable;
  /** the first column's heading in the table (default "Day") */
  labelHeading?: string;
}

const plain = (n: number) => n.toLocaleString("en-GB");

export function BarChart({
  title,
  description,
  labels,
  values,
  valueLabel,
  format = plain,
  table,
  labelHeading = "Day",
}: BarChartProps) {
  const padding = labels.length > 40 ? 0.15 : 0.25;
  const x = bandLayout(labels.length, [CHART.left, CHART.width - CHART.right], padding, padding);
  const max = Math.max(0, ...values);
  const y = linearScale([0, max > 0 ? max : 1], [CHART.height - CHART.bottom, CHART.top], true);
  // bars count things: whole numbers on the axis
  const ticks = y.ticks(Math.max(1, Math.min(4, max))).filter((t) => Number.isInteger(t));
  const base = CHART.height - CHART.bottom;
  return (
    <ChartFrame
      title={title}
      description={description}
      table={
        table ?? {
          headers: [labelHeading, valueLabel],
          rows: labels.map((l, i) => [l, format(values[i] ?? 0)]),
        }
      }
    >
      <YAxis ticks={ticks} y={(t) => y(t)} format={format} />
      <g className="chart-series-0">
        {values.map((v, i) => {
          const top = y(v);
          return (
            <rect
              key={labels[i]}
              className="chart-bar"
              x={x.at(i)}
              y={top}
              width={x.bandwidth}
              height={Math.max(0, base - top)}
            />
          );
        })}
      </g>
      <XLabels labels={labels} x={(i) => x.at(i) + x.bandwidth / 2} />
    </ChartFrame>
  );
}
