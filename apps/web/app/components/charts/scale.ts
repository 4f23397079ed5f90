// The charts' scales. A value axis is a straight mapping from a domain to SVG units; what a library does better
// is the round numbers — the axis's extended bounds and its ticks — so those come from d3-array (nice, ticks),
// the same functions d3-scale's linear scale calls. Positions along the x axis are d3-scale's band and point
// layout, written out: pulling in d3-scale for them would bring its colour interpolators, number formats and
// time code to every dashboard (about 12 KiB of script for a phone, issue #34).
import { nice, ticks } from "d3-array";

export interface LinearScale {
  (value: number): number;
  /** about `count` round values inside the domain */
  ticks(count: number): number[];
}

/** A linear map from `domain` to `range`; `round` widens the domain to round bounds first (d3's scale.nice()). */
export function linearScale(domain: [number, number], range: [number, number], round = false): LinearScale {
  const [d0, d1] = round ? nice(domain[0], domain[1], 10) : domain;
  const [r0, r1] = range;
  // the same arithmetic as d3's (normalise, then interpolate), so the SVG's numbers do not change
  const scale = (value: number) => {
    const t = (value - d0) / (d1 - d0);
    return r0 * (1 - t) + r1 * t;
  };
  scale.ticks = (count: number) => ticks(d0, d1, count);
  return scale;
}

export interface BandLayout {
  /** the start of the i-th band (its centre for a point layout) */
  at(i: number): number;
  bandwidth: number;
}

/**
 * `count` bands across `range` with `paddingInner` between them and `paddingOuter` at either end, centred
 * (d3's scaleBand with align 0.5); a point layout is bands of no width (paddingInner 1).
 */
export function bandLayout(
  count: number,
  range: [number, number],
  paddingInner: number,
  paddingOuter: number,
): BandLayout {
  const [start0, stop] = range;
  const step = (stop - start0) / Math.max(1, count - paddingInner + paddingOuter * 2);
  const start = start0 + (stop - start0 - step * (count - paddingInner)) * 0.5;
  return { at: (i) => start + step * i, bandwidth: step * (1 - paddingInner) };
}
