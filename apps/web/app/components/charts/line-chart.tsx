// A line chart of one or more series over labelled points, drawn in SVG (the line by d3-shape). A missing value
// (null) breaks the line; every known point also gets a dot, so a lone value between gaps still shows.
import { line } from "d3-shape";
import { CHART, ChartFrame, type ChartTable, XLabels, YAxis } from "./chart-frame.tsx";
import { bandLayout, linearScale } from "./scale.ts";

interface LineSeries {
  name: string;
  values: (number | null)[];
}

export interface LineChartProps {
  title: string;
  description: string;
  labels: string[];
  series: LineSeries[];
  format?: (n: number) => string;
  /** fixed bounds of the value axis (e.g. [0, 100] for a share, [0, 5] for stars); else from 0 to the data */
  domain?: [number, number];
  table?: ChartTable;
  labelHeading?: string;
}

const plain = (n: number) => n.toLocaleString("en-GB");

export function LineChart({
  title,
  description,
  labels,
  series,
  format = plain,
  domain,
  table,
  labelHeading = "Day",
}: LineChartProps) {
  // points: bands of no width, half a step in from either end
  const x = bandLayout(labels.length, [CHART.left, CHART.width - CHART.right], 1, 0.5).at;
  const known = series.flatMap((s) => s.values.filter((v): v is number => v !== null));
  const max = Math.max(0, ...known);
  const y = linearScale(domain ?? [0, max > 0 ? max : 1], [CHART.height - CHART.bottom, CHART.top], !domain);
  const path = line<{ i: number; v: number | null }>(
    (d) => x(d.i),
    (d) => y(d.v ?? 0),
  ).defined((d) => d.v !== null);
  const ticks = y.ticks(4);
  const points = (values: (number | null)[]) =>
    values.map((v, i) => ({ i, v })).filter((p): p is { i: number; v: number } => p.v !== null);
  return (
    <ChartFrame
      title={title}
      description={description}
      legend={series.map((s, n) => ({ name: s.name, series: n }))}
      table={
        table ?? {
          headers: [labelHeading, ...series.map((s) => s.name)],
          rows: labels.map((l, i) => [
            l,
            ...series.map((s) => {
              const v = s.values[i];
              return v === null || v === undefined ? "—" : format(v);
            }),
          ]),
        }
      }
    >
      <YAxis ticks={ticks} y={(t) => y(t)} format={format} />
      {series.map((s, n) => (
        <g key={s.name} className={`chart-series-${n}`}>
          <path
            className="chart-line"
            d={path(s.values.map((v, i) => ({ i, v }))) ?? ""}
            fill="transparent"
            strokeLinecap="round"
          />
          {points(s.values).map((p) => (
            <circle key={p.i} className="chart-dot" cx={x(p.i)} cy={y(p.v)} r={labels.length > 40 ? 2 : 3} />
          ))}
        </g>
      ))}
      <XLabels labels={labels} x={x} />
    </ChartFrame>
  );
}
