// A bar chart of one series over labelled points (days, months, statuses), drawn with visx in SVG.
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { CHART, ChartFrame, type ChartTable, XLabels, YAxis } from "./chart-frame.tsx";

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
  const x = scaleBand({
    domain: labels.map((_, i) => i),
    range: [CHART.left, CHART.width - CHART.right],
    padding: labels.length > 40 ? 0.15 : 0.25,
  });
  const max = Math.max(0, ...values);
  const y = scaleLinear({
    domain: [0, max > 0 ? max : 1],
    range: [CHART.height - CHART.bottom, CHART.top],
    nice: true,
  });
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
      <Group className="chart-series-0">
        {values.map((v, i) => {
          const top = y(v);
          return (
            <Bar
              key={labels[i]}
              className="chart-bar"
              x={x(i) ?? 0}
              y={top}
              width={x.bandwidth()}
              height={Math.max(0, base - top)}
            />
          );
        })}
      </Group>
      <XLabels labels={labels} x={(i) => (x(i) ?? 0) + x.bandwidth() / 2} />
    </ChartFrame>
  );
}
