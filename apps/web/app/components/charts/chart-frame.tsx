// What every chart shares: the figure with its heading, the SVG's accessible name and description, the
// legend, and the figures themselves in a table under a <details> (for screen readers, keyboard users and
// anyone who wants the numbers). No style="" anywhere: the page policy (style-src 'self') would block it.
import { type ReactNode, useId } from "react";
import "../../styles/charts.css";

/** The chart's drawing area in SVG units; the SVG scales to its container's width (styles/charts.css). */
export const CHART = { width: 340, height: 190, top: 10, right: 8, bottom: 26, left: 38 } as const;

export interface ChartTable {
  /** the first column's heading, then one per value column */
  headers: string[];
  rows: (string | number)[][];
}

export interface ChartFrameProps {
  title: string;
  /** one sentence that says what the chart shows (read with the title) */
  description: string;
  /** the figures as a table (defaults to the chart's own points) */
  table: ChartTable;
  legend?: { name: string; series: number }[];
  /** the label of the disclosure that opens the table */
  tableLabel?: string;
  children: ReactNode;
}

export function ChartFrame({ title, description, table, legend, tableLabel, children }: ChartFrameProps) {
  const id = useId();
  return (
    <figure className="chart">
      <figcaption className="chart-title" id={`${id}-title`}>
        {title}
      </figcaption>
      <svg
        className="chart-svg"
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby={`${id}-svg-title ${id}-desc`}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={`${id}-svg-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      {legend && legend.length > 1 ? (
        <ul className="chart-legend">
          {legend.map((l) => (
            <li key={l.name}>
              <span className={`chart-swatch chart-series-${l.series}`} aria-hidden="true" />
              {l.name}
            </li>
          ))}
        </ul>
      ) : null}
      <details className="chart-data">
        <summary>{tableLabel ?? "Show the figures"}</summary>
        {/* focusable: on a phone the table may scroll sideways, and a keyboard must reach what is hidden */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard */}
        <section className="table-wrap" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table>
            <caption className="visually-hidden" id={`${id}-caption`}>
              {title}
            </caption>
            <thead>
              <tr>
                {table.headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={table.headers[i]} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={table.headers[i]}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}

/**
 * Which of `count` x-axis labels to print so that none overlaps the next: as many as fit the plot's width at
 * the longest label's length, evenly spaced and counted back from the last (the latest day or month matters most).
 */
function labelSteps(labels: string[]): Set<number> {
  const count = labels.length;
  const longest = Math.max(1, ...labels.map((l) => l.length));
  // about 6.6 SVG units a character at the axis's 12-unit font, and a gap between labels
  const fit = Math.floor((CHART.width - CHART.left - CHART.right) / (longest * 6.6 + 10));
  const max = Math.max(2, Math.min(7, fit));
  if (count <= max) return new Set(Array.from({ length: count }, (_, i) => i));
  const step = Math.ceil((count - 1) / (max - 1));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}

/** The y axis: horizontal grid lines and their labels at the scale's round ticks. */
export function YAxis({
  ticks,
  y,
  format,
}: {
  ticks: number[];
  y: (n: number) => number;
  format: (n: number) => string;
}) {
  return (
    <g className="chart-axis">
      {ticks.map((t) => (
        <g key={t}>
          <line className="chart-grid" x1={CHART.left} x2={CHART.width - CHART.right} y1={y(t)} y2={y(t)} />
          <text x={CHART.left - 6} y={y(t)} dy="0.32em" textAnchor="end">
            {format(t)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The x axis's labels under the points (centres in SVG units), thinned to fit. */
export function XLabels({ labels, x }: { labels: string[]; x: (i: number) => number }) {
  const shown = labelSteps(labels);
  return (
    <g className="chart-axis">
      <line
        className="chart-baseline"
        x1={CHART.left}
        x2={CHART.width - CHART.right}
        y1={CHART.height - CHART.bottom}
        y2={CHART.height - CHART.bottom}
      />
      {labels.map((l, i) =>
        shown.has(i) ? (
          <text key={l} x={x(i)} y={CHART.height - CHART.bottom + 18} textAnchor="middle">
            {l}
          </text>
        ) : null,
      )}
    </g>
  );
}
