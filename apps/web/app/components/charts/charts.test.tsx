// The dashboards' charts as the server draws them (issue #34 took visx out; these hold what it drew): bars that
// stand in proportion on a round-numbered axis, a line that breaks where a day has no figure, and the same
// figures in the table under the chart.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { renderToStaticMarkup } from "react-dom/server";
import { test } from "vitest";
import { BarChart } from "./bar-chart.tsx";
import { LineChart } from "./line-chart.tsx";

function draw(markup: string) {
  const host = document.createElement("div");
  host.innerHTML = markup;
  return host;
}
const num = (el: Element, name: string) => Number(el.getAttribute(name));

test("a bar chart draws a bar per day in proportion, on an axis of round whole numbers up to the most", () => {
  const host = draw(
    renderToStaticMarkup(
      <BarChart
        title="Requests"
        description="Requests a day"
        labels={["1 Mar", "2 Mar", "3 Mar"]}
        values={[3, 7, 0]}
        valueLabel="Requests"
      />,
    ),
  );
  const bars = [...host.querySelectorAll("rect.chart-bar")];
  assert.equal(bars.length, 3);
  const [a, b, c] = bars.map((r) => num(r, "height"));
  assert.ok(a && b && a > 0 && c === 0);
  assert.ok(Math.abs(b / a - 7 / 3) < 1e-9, "heights stand in the values' proportion");
  // the three bars are as wide as each other and in order, inside the drawing area
  const xs = bars.map((r) => num(r, "x"));
  assert.deepEqual(
    [...xs].sort((p, q) => p - q),
    xs,
  );
  assert.equal(new Set(bars.map((r) => r.getAttribute("width"))).size, 1);
  const ticks = [...host.querySelectorAll(".chart-axis text[text-anchor='end']")].map((t) => t.textContent);
  assert.deepEqual(ticks, ["0", "2", "4", "6"]);
  const rows = [...host.querySelectorAll("tbody tr")].map((tr) => tr.textContent);
  assert.deepEqual(rows, ["1 Mar3", "2 Mar7", "3 Mar0"]);
  assert.equal(host.querySelector("svg")?.getAttribute("role"), "img");
  assert.equal(host.querySelector("svg desc")?.textContent, "Requests a day");
});

test("a line chart breaks its line at a missing day and still dots a lone value; the table shows a dash", () => {
  const host = draw(
    renderToStaticMarkup(
      <LineChart
        title="Share matched"
        description="Share of requests matched"
        labels={["1 Mar", "2 Mar", "3 Mar", "4 Mar", "5 Mar"]}
        series={[{ name: "Matched", values: [20, 40, null, 60, null] }]}
        domain={[0, 100]}
        format={(n) => `${n}%`}
      />,
    ),
  );
  const d = host.querySelector("path.chart-line")?.getAttribute("d") ?? "";
  assert.equal(d.match(/M/g)?.length, 2, "two pieces of line either side of the gap");
  const dots = [...host.querySelectorAll("circle.chart-dot")];
  assert.equal(dots.length, 3);
  // a fixed domain: 0% at the bottom of the drawing area, the dots' heights step evenly with the values
  const ys = dots.map((c) => num(c, "cy"));
  assert.ok(ys[0]! > ys[1]! && ys[1]! > ys[2]!);
  assert.ok(Math.abs(ys[0]! - ys[1]! - (ys[1]! - ys[2]!)) < 1e-9);
  const xs = dots.map((c) => num(c, "cx"));
  assert.ok(Math.abs(xs[1]! - xs[0]! - (xs[2]! - xs[1]!) / 2) < 1e-9, "points evenly spaced by day");
  const ticks = [...host.querySelectorAll(".chart-axis text[text-anchor='end']")].map((t) => t.textContent);
  assert.deepEqual(ticks, ["0%", "20%", "40%", "60%", "80%", "100%"]);
  const cells = [...host.querySelectorAll("tbody td")].map((td) => td.textContent);
  assert.deepEqual(cells, ["20%", "40%", "—", "60%", "—"]);
});
