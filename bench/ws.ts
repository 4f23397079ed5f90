// The conversations' live side (issue #15), side by side in one run with a bare `ws` server:
//   1. 1,000 idle sockets on one app process (GET /api/conversations/live, each with a session cookie and our
//      Origin): the app's resident memory before and after, per socket.
//   2. A customer sends messages to a mover at 200 messages/s (POST /api/conversations/:roomId/messages, each
//      stored before it is acknowledged); the mover's socket hears of each one with the message in it (an
//      event without one is read as the page did, GET …/messages?after=): p50/p99 from sending to the event,
//      and to the text in hand.
//   3. The same 200 messages/s through the bare server (lib/ws-bare-server.ts: a sender's message echoed and
//      fanned out to the receiver), p50/p99 from sending to arrival.
//   4. Throughput, each as fast as it goes with IN_FLIGHT messages in flight for BENCH_WS_SECONDS: messages
//      delivered per second, the app's against the bare server's.
// The app runs as in `npm run bench` (production mode, a fresh database; lib/app.ts). The bench's sessions and
// the request with its matched mover are written to that database directly.
// The whole comparison runs BENCH_WS_RUNS times (3; the machine is shared): ws.json keeps each run with its load
// average and the medians, with the ratios (app ÷ bare) and a PASS/FAIL line per target; ws.md the same to read.
//   node --import tsx bench/ws.ts          → bench/results/ws.json and ws.md, and the figures on stdout
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import WebSocket from "ws";
import { users } from "../apps/api/src/db/schema.ts";
import { createSession } from "../apps/api/src/modules/accounts/index.ts";
import { DEMO_CLIENT, DEMO_COMPANIES } from "../apps/api/src/seed/demo-accounts.ts";
import { makeLead } from "../apps/api/src/test/fixtures/quotes.ts";
import type { TestApp } from "../apps/api/src/test/helper.ts";
import { prepareWebBuild, startApp } from "./lib/app.ts";
import { createBenchDatabase } from "./lib/database.ts";
import { openAppDatabase } from "./lib/db-access.ts";
import { cleanupAll, outputTail, startChild, stopChild } from "./lib/processes.ts";
import { BENCH_DIR, log, quantile, round, sleep } from "./lib/util.ts";

const IDLE_SOCKETS = Number(process.env.BENCH_WS_IDLE ?? 1000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 10);
const IN_FLIGHT = Number(process.env.BENCH_WS_IN_FLIGHT ?? 16);
/** whole runs, side by side each; the report gives each run and the medians (the machine is shared) */
const RUNS = Number(process.env.BENCH_WS_RUNS ?? 3);

const loadAverage = () =>
  loadavg()
    .map((x) => round(x, 2))
    .join(" ");

const pidOnPort = (port: string) =>
  Number(
    execFileSync("ss", ["-Hltnp", `sport = :${port}`], { encoding: "utf8" }).match(/pid=(\d+)/)?.[1] ?? 0,
  );
/** CPU seconds (user + system) a process has used so far */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
const rssKiB = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);

/** the median of a few RSS readings a second apart (the app's heap moves as timers and GC run) */
async function settledRss(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 5; i++) {
    await sleep(1000);
    readings.push(rssKiB(pid));
  }
  return quantile(readings, 0.5);
}

const summary = (ms: number[]) => ({
  count: ms.length,
  p50: round(quantile(ms, 0.5), 2),
  p99: round(quantile(ms, 0.99), 2),
  max: round(Math.max(...ms), 2),
});

function openSocket(url: string, headers: Record<string, string>, origin?: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, ...(origin ? { origin } : {}) });
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`socket refused: ${res.statusCode}`)));
  });
}

/** sends at `rate` per second for `seconds` (open loop: a slow answer does not slow the next send) */
async function openLoop(rate: number, seconds: number, send: (i: number) => void) {
  const n = rate * seconds;
  const start = performance.now();
  for (let i = 0; i < n; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    send(i);
  }
}

/** one whole run: the app and the bare server side by side, with its own fresh database */
async function runOnce(run: number): Promise<Record<string, unknown>> {
  const stamp = `${new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14)}_${run}`;
  const result: Record<string, unknown> = {
    date: new Date().toISOString(),
    loadAverageBefore: loadAverage(),
    settings: { idleSockets: IDLE_SOCKETS, rate: RATE, seconds: SECONDS, inFlight: IN_FLIGHT },
  };
  try {
    const db = await createBenchDatabase(`ws_${stamp}`);
    if (db.kind !== "postgres")
      throw new Error("bench/ws.ts needs the PostgreSQL server (it writes beside the app)");
    result.database = db.note;
    const web = await prepareWebBuild(stamp);
    const app = await startApp(db, web.dir);
    const port = new URL(app.base).port;
    const pid = pidOnPort(port);
    const wsUrl = `${app.base.replace("http:", "ws:")}/api/conversations/live`;

    // the customer (demo client), a request matched to the first demo mover, both signed in
    const database = await openAppDatabase(db);
    const userId = async (email: string) =>
      (await database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const clientId = await userId(DEMO_CLIENT.email);
    const moverId = await userId(DEMO_COMPANIES[0]!.email);
    const cookieOf = async (id: string) => `rm_session=${(await createSession(database.db, id, 1)).token}`;
    const customer = await cookieOf(clientId);
    const mover = await cookieOf(moverId);
    const { lead, companyIds } = await makeLead({ db: database.db } as unknown as TestApp, {
      clientUserId: clientId,
      companies: [0],
    });
    const post = (path: string, cookie: string, body: unknown) =>
      fetch(`${app.base}/api${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: app.base },
        body: JSON.stringify(body),
      });
    const opened = await post("/conversations", customer, { leadId: lead.id, companyId: companyIds[0] });
    const roomId = ((await opened.json()) as { data: { id: string } }).data.id;

    // 1. idle sockets
    log(`opening ${IDLE_SOCKETS} idle sockets (load average ${loadAverage()})`);
    const before = await settledRss(pid);
    const idle: WebSocket[] = [];
    for (let i = 0; i < IDLE_SOCKETS; i += 50) {
      const batch = Array.from({ length: Math.min(50, IDLE_SOCKETS - i) }, (_, k) =>
        openSocket(wsUrl, { cookie: (i + k) % 2 ? customer : mover }, app.base),
      );
      idle.push(...(await Promise.all(batch)));
    }
    const after = await settledRss(pid);
    result.idle = {
      sockets: idle.length,
      rssBeforeMiB: round(before / 1024, 1),
      rssAfterMiB: round(after / 1024, 1),
      perSocketKiB: round((after - before) / idle.length, 1),
    };
    log(`idle: ${JSON.stringify(result.idle)}`);
    for (const s of idle) s.close();
    await sleep(2000);

    // 2. the app at RATE messages/s: sending → the receiver's event, and → the text in hand
    const receiver = await openSocket(wsUrl, { cookie: mover }, app.base);
    const sentAt = new Map<number, number>();
    const eventAt = new Map<number, number>();
    const textAt = new Map<number, number>();
    let failures = 0;
    const statuses: Record<string, number> = {};
    receiver.on("message", (data) => {
      const e = JSON.parse(String(data)) as {
        type: string;
        id?: number;
        message?: { id: number; text: string };
      };
      if (e.type !== "message" || !e.id) return;
      const id = e.id;
      const now = performance.now();
      eventAt.set(id, now);
      // the event carries the message as the mover may read it: the text is in hand, no second read
      if (e.message?.id === id && typeof e.message.text === "string") return void textAt.set(id, now);
      void fetch(`${app.base}/api/conversations/${roomId}/messages?after=${id - 1}`, {
        headers: { cookie: mover },
      })
        .then((r) => r.json())
        .then((body) => {
          const got = (body as { data?: { messages: { id: number }[] } }).data?.messages ?? [];
          if (got.some((m) => m.id === id)) textAt.set(id, performance.now());
        })
        .catch(() => {});
    });
    const sendApp = async (text: string) => {
      const t0 = performance.now();
      try {
        const r = await post(`/conversations/${roomId}/messages`, customer, { text });
        const body = (await r.json()) as { data?: { id: number } };
        if (r.status !== 201 || !body.data) {
          statuses[r.status] = (statuses[r.status] ?? 0) + 1;
          return void failures++;
        }
        sentAt.set(body.data.id, t0);
      } catch (err) {
        const why = err instanceof Error ? String(err.cause ?? err.message) : String(err);
        statuses[why] = (statuses[why] ?? 0) + 1;
        failures++;
      }
    };
    log(`app: ${RATE} messages/s for ${SECONDS} s (load average ${loadAverage()})`);
    const pending: Promise<void>[] = [];
    const appCpuBefore = cpuSeconds(pid);
    await openLoop(RATE, SECONDS, (i) => pending.push(sendApp(`Bench message ${i}: is there parking?`)));
    await Promise.all(pending);
    await sleep(3000);
    const appCpu = cpuSeconds(pid) - appCpuBefore;
    const toEvent = [...sentAt].filter(([id]) => eventAt.has(id)).map(([id, t0]) => eventAt.get(id)! - t0);
    const toText = [...sentAt].filter(([id]) => textAt.has(id)).map(([id, t0]) => textAt.get(id)! - t0);
    const firstSend = Math.min(...sentAt.values());
    const lastEvent = Math.max(...eventAt.values());
    result.appAtRate = {
      sent: RATE * SECONDS,
      deliveredPerSecond: round(toEvent.length / ((lastEvent - firstSend) / 1000), 1),
      stored: sentAt.size,
      failures,
      failuresBy: statuses,
      // the app process's CPU per stored message (its PostgreSQL backend's not counted): a figure the machine's
      // other load hardly moves; it includes the refused requests' work and the receiver's reads
      appCpuMsPerStoredMessage: round((appCpu * 1000) / Math.max(1, sentAt.size), 2),
      toEventMs: summary(toEvent),
      toTextMs: summary(toText),
    };
    log(`app at rate: ${JSON.stringify(result.appAtRate)}`);

    // 4a. the app's throughput: IN_FLIGHT senders back to back, messages delivered (events) per second
    const delivered = { n: 0 };
    const countEvents = () => delivered.n++;
    receiver.removeAllListeners("message");
    receiver.on("message", countEvents);
    let stop = false;
    const started = performance.now();
    const senders = Array.from({ length: IN_FLIGHT }, async () => {
      while (!stop) {
        await post(`/conversations/${roomId}/messages`, customer, { text: "Throughput" }).then((r) =>
          r.arrayBuffer(),
        );
      }
    });
    await sleep(SECONDS * 1000);
    stop = true;
    await Promise.all(senders);
    await sleep(1000);
    result.appThroughput = {
      deliveredPerSecond: round(delivered.n / ((performance.now() - started) / 1000), 1),
    };
    log(`app throughput: ${JSON.stringify(result.appThroughput)}`);
    receiver.close();
    await app.stop();
    await database.close();

    // 3. the bare ws server at RATE messages/s, then its throughput
    const bare = startChild("bare ws", ["--import", "tsx", "bench/lib/ws-bare-server.ts"], process.env);
    let barePort = "";
    for (let i = 0; i < 100 && !barePort; i++) {
      barePort = outputTail(bare).match(/listening (\d+)/)?.[1] ?? "";
      if (!barePort) await sleep(100);
    }
    if (!barePort) throw new Error(`the bare server did not start: ${outputTail(bare)}`);
    const bareUrl = `ws://127.0.0.1:${barePort}/`;
    // the same idle sockets on the bare server, measured the same way
    const bareBefore = await settledRss(bare.pid!);
    const bareIdle: WebSocket[] = [];
    for (let i = 0; i < IDLE_SOCKETS; i += 50)
      bareIdle.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, IDLE_SOCKETS - i) }, () =>
            openSocket(`${bareUrl}?role=idle`, {}),
          ),
        )),
      );
    const bareAfter = await settledRss(bare.pid!);
    result.bareIdle = {
      sockets: bareIdle.length,
      rssBeforeMiB: round(bareBefore / 1024, 1),
      rssAfterMiB: round(bareAfter / 1024, 1),
      perSocketKiB: round((bareAfter - bareBefore) / bareIdle.length, 1),
    };
    log(`bare idle: ${JSON.stringify(result.bareIdle)}`);
    for (const s of bareIdle) s.close();
    const bareReceiver = await openSocket(`${bareUrl}?role=receiver`, {});
    const bareSender = await openSocket(bareUrl, {});
    const bareSent = new Map<number, number>();
    const bareArrived = new Map<number, number>();
    bareReceiver.on("message", (data) => bareArrived.set(Number(String(data)), performance.now()));
    log(`bare ws: ${RATE} messages/s for ${SECONDS} s (load average ${loadAverage()})`);
    const bareCpuBefore = cpuSeconds(bare.pid!);
    await openLoop(RATE, SECONDS, (i) => {
      bareSent.set(i, performance.now());
      bareSender.send(String(i));
    });
    await sleep(2000);
    const bareCpu = cpuSeconds(bare.pid!) - bareCpuBefore;
    const bareMs = [...bareSent]
      .filter(([i]) => bareArrived.has(i))
      .map(([i, t0]) => bareArrived.get(i)! - t0);
    const bareSpan = (Math.max(...bareArrived.values()) - Math.min(...bareSent.values())) / 1000;
    result.bareAtRate = {
      sent: bareSent.size,
      delivered: bareMs.length,
      deliveredPerSecond: round(bareMs.length / bareSpan, 1),
      toReceiverMs: summary(bareMs),
      cpuMsPerMessage: round((bareCpu * 1000) / Math.max(1, bareMs.length), 3),
    };
    log(`bare at rate: ${JSON.stringify(result.bareAtRate)}`);
    // its throughput: IN_FLIGHT messages in flight, each echo lets the next go
    let bareDelivered = 0;
    bareReceiver.removeAllListeners("message");
    bareReceiver.on("message", () => bareDelivered++);
    let bareStop = false;
    bareSender.removeAllListeners("message");
    bareSender.on("message", () => {
      if (!bareStop) bareSender.send("t");
    });
    const bareStarted = performance.now();
    for (let i = 0; i < IN_FLIGHT; i++) bareSender.send("t");
    await sleep(SECONDS * 1000);
    bareStop = true;
    await sleep(500);
    result.bareThroughput = {
      deliveredPerSecond: round(bareDelivered / ((performance.now() - bareStarted) / 1000), 1),
    };
    log(`bare throughput: ${JSON.stringify(result.bareThroughput)}`);
    bareReceiver.close();
    bareSender.close();
    await stopChild(bare);

    type AtRate = { deliveredPerSecond: number; toEventMs?: { p99: number } };
    const appRate = result.appAtRate as AtRate;
    const bareRate = result.bareAtRate as AtRate;
    const p99 = appRate.toEventMs!.p99;
    const ratio = appRate.deliveredPerSecond / bareRate.deliveredPerSecond;
    const saturated =
      (result.appThroughput as { deliveredPerSecond: number }).deliveredPerSecond /
      (result.bareThroughput as { deliveredPerSecond: number }).deliveredPerSecond;
    result.verdict = {
      target: "at 200 messages/s: p99 sending → receiver ≤ 50 ms, delivered ≥ 0.5 × the bare ws server's",
      p99ToEventMs: p99,
      deliveredRatioAtRate: round(ratio, 3),
      p99Met: p99 <= 50,
      throughputMet: ratio >= 0.5,
      // each app message is an HTTP request, a stored row and a scoped read; the bare server only relays
      saturatedRatioInfo: round(saturated, 3),
      cpuRatioAppToBare: round(
        (result.appAtRate as { appCpuMsPerStoredMessage: number }).appCpuMsPerStoredMessage /
          (result.bareAtRate as { cpuMsPerMessage: number }).cpuMsPerMessage,
        1,
      ),
      // null when the bare server's growth is below what RSS readings can tell (≤ 0.5 KiB a socket)
      idleMemoryRatioAppToBare:
        (result.bareIdle as { perSocketKiB: number }).perSocketKiB > 0.5
          ? round(
              (result.idle as { perSocketKiB: number }).perSocketKiB /
                (result.bareIdle as { perSocketKiB: number }).perSocketKiB,
              2,
            )
          : null,
    };
    result.loadAverageAfter = loadAverage();
  } catch (err) {
    result.error = err instanceof Error ? err.stack : String(err);
    process.exitCode = 1;
  } finally {
    await cleanupAll();
  }
  return result;
}

/** the median of the runs that have it (a number at `path`, like "verdict.p99ToEventMs") */
function median(runs: Record<string, unknown>[], path: string): number | null {
  const values = runs
    .map((r) => path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], r))
    .filter((v): v is number => typeof v === "number" && Number.isFinite(v));
  return values.length ? round(quantile(values, 0.5), 3) : null;
}

const runs: Record<string, unknown>[] = [];
for (let run = 1; run <= RUNS; run++) {
  log(`run ${run} of ${RUNS}`);
  runs.push(await runOnce(run));
}
const m = (path: string) => median(runs, path);
const p99 = m("appAtRate.toEventMs.p99");
const ratioAtRate = m("verdict.deliveredRatioAtRate");
const medians = {
  appP50ToEventMs: m("appAtRate.toEventMs.p50"),
  appP99ToEventMs: p99,
  appP99ToTextMs: m("appAtRate.toTextMs.p99"),
  bareP99ToReceiverMs: m("bareAtRate.toReceiverMs.p99"),
  appDeliveredPerSecondAtRate: m("appAtRate.deliveredPerSecond"),
  bareDeliveredPerSecondAtRate: m("bareAtRate.deliveredPerSecond"),
  deliveredRatioAtRate: ratioAtRate,
  appCpuMsPerStoredMessage: m("appAtRate.appCpuMsPerStoredMessage"),
  bareCpuMsPerMessage: m("bareAtRate.cpuMsPerMessage"),
  cpuRatioAppToBare: m("verdict.cpuRatioAppToBare"),
  appSaturatedDeliveredPerSecond: m("appThroughput.deliveredPerSecond"),
  bareSaturatedDeliveredPerSecond: m("bareThroughput.deliveredPerSecond"),
  saturatedRatio: m("verdict.saturatedRatioInfo"),
  appKiBPerIdleSocket: m("idle.perSocketKiB"),
  bareKiBPerIdleSocket: m("bareIdle.perSocketKiB"),
  idleMemoryRatioAppToBare: m("verdict.idleMemoryRatioAppToBare"),
};
const pass = {
  p99: p99 !== null && p99 <= 50,
  throughput: ratioAtRate !== null && ratioAtRate >= 0.5,
};
const lines = [
  `${pass.p99 ? "PASS" : "FAIL"} sender → receiver p99 at ${RATE} messages/s: ${p99} ms (target ≤ 50 ms; bare ws ${medians.bareP99ToReceiverMs} ms)`,
  `${pass.throughput ? "PASS" : "FAIL"} delivered at ${RATE} messages/s: ${medians.appDeliveredPerSecondAtRate}/s = ${ratioAtRate} × the bare ws server's ${medians.bareDeliveredPerSecondAtRate}/s (target ≥ 0.5)`,
  `INFO saturated: app ${medians.appSaturatedDeliveredPerSecond}/s, bare ${medians.bareSaturatedDeliveredPerSecond}/s (ratio ${medians.saturatedRatio}; each app message is an HTTP request and a stored row)`,
  `INFO CPU per message: app ${medians.appCpuMsPerStoredMessage} ms, bare ${medians.bareCpuMsPerMessage} ms (ratio ${medians.cpuRatioAppToBare})`,
  `INFO memory per idle socket: app ${medians.appKiBPerIdleSocket} KiB, bare ${medians.bareKiBPerIdleSocket} KiB (ratio ${medians.idleMemoryRatioAppToBare})`,
];
const report = {
  date: new Date().toISOString(),
  settings: { idleSockets: IDLE_SOCKETS, rate: RATE, seconds: SECONDS, inFlight: IN_FLIGHT, runs: RUNS },
  loadAverages: runs.map((r) => ({ before: r.loadAverageBefore, after: r.loadAverageAfter })),
  medians,
  pass,
  lines,
  runs,
};
mkdirSync(join(BENCH_DIR, "results"), { recursive: true });
const out = join(BENCH_DIR, "results/ws.json");
writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
const md = [
  `# bench/ws.ts — ${report.date}`,
  "",
  `Settings: ${IDLE_SOCKETS} idle sockets, ${RATE} messages/s for ${SECONDS} s, ${IN_FLIGHT} in flight when saturated; ${RUNS} runs, medians below.`,
  "",
  ...lines.map((l) => `- ${l}`),
  "",
  "| run | load average before | after | app p99 ms | bare p99 ms | delivered ratio | app CPU ms/msg | app KiB/socket | bare KiB/socket |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
  ...runs.map((r, i) => {
    const at = (path: string) => median([r], path) ?? "—";
    return `| ${i + 1} | ${r.loadAverageBefore} | ${r.loadAverageAfter ?? "—"} | ${at("appAtRate.toEventMs.p99")} | ${at("bareAtRate.toReceiverMs.p99")} | ${at("verdict.deliveredRatioAtRate")} | ${at("appAtRate.appCpuMsPerStoredMessage")} | ${at("idle.perSocketKiB")} | ${at("bareIdle.perSocketKiB")} |`;
  }),
  "",
];
writeFileSync(join(BENCH_DIR, "results/ws.md"), md.join("\n"));
for (const l of lines) log(l);
log(`written ${out} and ws.md`);
if (runs.some((r) => r.error)) process.exitCode = 1;
