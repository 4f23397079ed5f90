// Issue #34 (Interaction to Next Paint): work an interaction starts but the customer does not wait for — a
// download of code for later, a worker — runs after the frame that shows the press, not before it. Starting
// a dynamic import is not free: Vite's preload adds a <link> per chunk and per stylesheet, and each one costs a
// slow phone's main thread a few milliseconds; in the press's own handler they held its paint back.

/**
 * Runs each step in a task of its own, the first after the next frame is painted (requestAnimationFrame, then a
 * task), the next ones each in a task after the one before, so that a press or a key coming meanwhile is handled
 * between them. A hidden page paints no frames: after 100 ms the steps run anyway. Each step runs once.
 */
export function afterNextPaint(...steps: (() => void)[]): void {
  if (typeof window === "undefined") return;
  let started = false;
  const run = (i: number) => {
    if (i >= steps.length) return;
    steps[i]!();
    setTimeout(() => run(i + 1), 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(() => run(0), 0);
  };
  requestAnimationFrame(start);
  setTimeout(start, 100);
}
