// Issue #34: work a press starts but nobody waits for runs after the press's paint, a step per task, once.
// @vitest-environment happy-dom
import assert from "node:assert/strict";
import { afterEach, test, vi } from "vitest";
import { afterNextPaint } from "./after-paint.ts";

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** requestAnimationFrame held until `frame()`: the page's next paint */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => frames.push(cb));
  return () => {
    for (const cb of frames.splice(0)) cb(0);
  };
}

test("nothing runs before the next frame; then one step per task, in order, each once", () => {
  vi.useFakeTimers();
  const frame = holdFrames();
  const ran: string[] = [];
  afterNextPaint(
    () => ran.push("a"),
    () => ran.push("b"),
  );
  assert.deepEqual(ran, [], "not in the press's own handler");
  frame();
  assert.deepEqual(ran, [], "not in the frame either");
  vi.advanceTimersToNextTimer();
  assert.deepEqual(ran, ["a"]);
  vi.advanceTimersToNextTimer();
  assert.deepEqual(ran, ["a", "b"]);
  vi.advanceTimersByTime(1000);
  assert.deepEqual(ran, ["a", "b"], "the fallback timeout does not run them again");
});

test("a page that paints no frame (hidden) runs the steps after 100 ms anyway", () => {
  vi.useFakeTimers();
  holdFrames(); // never painted
  const ran: string[] = [];
  afterNextPaint(() => ran.push("a"));
  vi.advanceTimersByTime(99);
  assert.deepEqual(ran, []);
  vi.advanceTimersByTime(1);
  vi.advanceTimersToNextTimer();
  assert.deepEqual(ran, ["a"]);
});
