// Issue #34: what the page's main thread did between a press and the next paint, read from a trace that
// bench/interactions.ts wrote (BENCH_INP_TRACE). For each trace: the window from the first pointerdown to the
// end of the first paint after the last click/change handler, the main thread's busy time in it by kind
// (script, style, layout, paint, parse/compile, GC), its longest tasks, and the JavaScript's self time by
// function from the sampled profile.
//   node --import tsx bench/lib/inp-trace.ts /tmp/traces/*.json
import { readFileSync } from "node:fs";
import { basename } from "node:path";

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { type?: string } };
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** the page's main thread: the CrRendererMain that dispatched the pointerdown */
function mainThread(events: TraceEvent[]) {
  const down = events.find((e) => e.name === "EventDispatch" && e.args?.data?.type === "pointerdown");
  if (!down) throw new Error("no pointerdown in the trace");
  return { pid: down.pid, tid: down.tid };
}

const KIND: [RegExp, string][] = [
  [/^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.run)/, "script"],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.compile|v8\.compileModule|CompileScript|ParseHTML)/,
    "parse+eval",
  ],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)/, "style"],
  [/^(Layout|UpdateLayerTree|IntersectionObserverController)/, "layout"],
  [/^(Paint|PrePaint|Layerize|Commit|CompositeLayers)/, "paint"],
  [/GC|GCEvent|BlinkGC/i, "gc"],
];

function kindOf(name: string) {
  return KIND.find(([re]) => re.test(name))?.[1];
}

/** The window: first pointerdown → end of the first Commit/Paint after the last input handler. */
function window(events: TraceEvent[], thread: { pid: number; tid: number }) {
  const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X");
  const inputs = mine.filter(
    (e) =>
      e.name === "EventDispatch" &&
      /^(pointerdown|pointerup|mousedown|mouseup|click|change|input|key)/.test(String(e.args?.data?.type)),
  );
  const start = Math.min(...inputs.filter((e) => e.args?.data?.type === "pointerdown").map((e) => e.ts));
  const lastInput = Math.max(...inputs.map((e) => e.ts + (e.dur ?? 0)));
  const paint = mine
    .filter((e) => (e.name === "Commit" || e.name === "Paint") && e.ts >= lastInput)
    .sort((a, b) => a.ts - b.ts)[0];
  const end = paint ? paint.ts + (paint.dur ?? 0) : lastInput;
  return { mine, inputs, start, end };
}

/** busy time by kind: each event's self time (its duration less its children's) counted to its own kind */
function byKind(mine: TraceEvent[], start: number, end: number) {
  const inWindow = mine.filter((e) => e.ts < end && e.ts + (e.dur ?? 0) > start).sort((a, b) => a.ts - b.ts);
  const totals = new Map<string, number>();
  const stack: { e: TraceEvent; kind: string }[] = [];
  for (const e of inWindow) {
    while (stack.length && stack.at(-1)!.e.ts + (stack.at(-1)!.e.dur ?? 0) <= e.ts) stack.pop();
    const parentKind = stack.at(-1)?.kind;
    const kind = kindOf(e.name) ?? parentKind ?? "other";
    const dur = Math.min(end, e.ts + (e.dur ?? 0)) - Math.max(start, e.ts);
    totals.set(kind, (totals.get(kind) ?? 0) + dur);
    if (stack.length) {
      const p = stack.at(-1)!;
      totals.set(p.kind, (totals.get(p.kind) ?? 0) - dur);
    }
    stack.push({ e, kind });
  }
  return [...totals].filter(([, v]) => v > 0).sort((a, b) => b[1] - a[1]);
}

/** the JavaScript's self time by function (the sampled profile's ProfileChunk events), within the window */
function jsSelf(events: TraceEvent[], thread: { pid: number; tid: number }, start: number, end: number) {
  const nodes = new Map<number, { name: string }>();
  let t = 0;
  const self = new Map<string, number>();
  const chunks = events.filter((e) => e.name === "ProfileChunk" || e.name === "Profile");
  for (const c of chunks) {
    if (c.pid !== thread.pid) continue;
    const data = c.args?.data as
      | {
          startTime?: number;
          cpuProfile?: {
            nodes?: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
            samples?: number[];
          };
          timeDeltas?: number[];
        }
      | undefined;
    if (!data) continue;
    if (data.startTime !== undefined) t = data.startTime;
    for (const n of data.cpuProfile?.nodes ?? []) {
      const f = n.callFrame;
      nodes.set(n.id, {
        name: `${f.functionName || "(anonymous)"} ${basename(f.url ?? "")}:${f.lineNumber + 1}`,
      });
    }
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (const [i, id] of samples.entries()) {
      const delta = deltas[i + 1] ?? deltas[i] ?? 0;
      t += deltas[i] ?? 0;
      if (t < start || t > end) continue;
      const name = nodes.get(id)?.name ?? String(id);
      self.set(name, (self.get(name) ?? 0) + delta);
    }
  }
  return [...self].filter(([n]) => !/^\((idle|program|root)\)/.test(n)).sort((a, b) => b[1] - a[1]);
}

/** per trace: the main thread's time from the press to the paint, its script in it, the longest input handler */
const summary = new Map<string, { window: number[]; script: number[]; handler: number[] }>();

function report(file: string) {
  const events = (JSON.parse(readFileSync(file, "utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const thread = mainThread(events);
  const { mine, inputs, start, end } = window(events, thread);
  // <interaction>-<build>-<repeat>.json: the summary's row is all but the repeat
  const key = basename(file, ".json").replace(/-\d+$/, "");
  const row = summary.get(key) ?? { window: [], script: [], handler: [] };
  summary.set(key, row);
  row.window.push(end - start);
  row.script.push(byKind(mine, start, end).find(([k]) => k === "script")?.[1] ?? 0);
  row.handler.push(Math.max(...inputs.map((e) => e.dur ?? 0)));
  console.log(`\n${basename(file)}: press → paint ${ms(end - start)} ms (main thread)`);
  console.log(
    `  inputs: ${inputs.map((e) => `${e.args?.data?.type} +${ms(e.ts - start)} (${ms(e.dur ?? 0)})`).join(", ")}`,
  );
  console.log(
    `  by kind: ${byKind(mine, start, end)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(", ")}`,
  );
  const tasks = mine
    .filter((e) => e.name === "RunTask" && e.ts < end && e.ts + (e.dur ?? 0) > start && (e.dur ?? 0) > 2000)
    .map((e) => `+${ms(e.ts - start)} ${ms(e.dur ?? 0)}`);
  console.log(`  tasks > 2 ms: ${tasks.join(", ")}`);
  const top = jsSelf(events, thread, start, end).slice(0, Number(process.env.TOP ?? 15));
  for (const [name, us] of top) console.log(`    ${ms(us).toString().padStart(6)} ms  ${name}`);
}

for (const file of process.argv.slice(2)) report(file);
const mid = (v: number[]) => ms([...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)] ?? 0);
console.log("\nmedians (ms, main thread): press → paint, script in it, longest input handler");
for (const [key, r] of summary)
  console.log(`  ${key} (${r.window.length}): ${mid(r.window)}, ${mid(r.script)}, ${mid(r.handler)}`);
