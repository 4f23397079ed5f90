// Scenario 3: two processes behind HAProxy; one is stopped (SIGTERM) under load.
import type pg from "pg";
import { log } from "../../lib/util.ts";
import { type App, type AppSetup, startApp, startProxy } from "../app.ts";
import { leadFigures } from "../figures.ts";
import { leadLoad } from "../load.ts";
import { CONNECTIONS, LEADS } from "../options.ts";
import type { ScenarioResult } from "../report.ts";

export async function scenarioStopUnderLoad(
  app1: App & { port: number },
  setup: AppSetup,
  db: pg.Pool,
  postcodes: string[],
  stamp: string,
) {
  const total = Math.min(LEADS, 4000);
  log(
    `scenario 3: ${total} leads at ${CONNECTIONS} connections through HAProxy to two processes; one gets SIGTERM half-way`,
  );
  const app2 = await startApp(setup, "app2");
  const proxy = await startProxy([app1, app2]);
  let stoppedInMs: number | undefined;
  const statuses: Record<string, number> = {};
  const load = await leadLoad({
    base: proxy.base,
    total,
    connections: CONNECTIONS,
    postcodes,
    runId: `p${stamp}`,
    onAnswer: (s) => {
      statuses[s] = (statuses[s] ?? 0) + 1;
    },
    midway: {
      atFraction: 0.5,
      run: async () => {
        log(`SIGTERM to app2 (pid ${app2.pid})`);
        const t0 = Date.now();
        await app2.stop();
        stoppedInMs = Date.now() - t0;
        log(`app2 ended after ${stoppedInMs} ms`);
      },
    },
  });
  await proxy.stop();
  const figures = await leadFigures(db, load);
  const detail = {
    answers: statuses,
    failedBy: load.failedBy,
    failedSamples: load.samples,
    stoppedInMs,
    seconds: load.seconds,
    gaveUp: load.gaveUp,
  };
  log(`scenario 3: ${JSON.stringify(figures)} ${JSON.stringify(detail)}`);
  return {
    id: 3,
    name: "Stop under load",
    what: `${total} leads at ${CONNECTIONS} connections through HAProxy (deploy/haproxy.cfg) to two processes; one process gets SIGTERM half-way: it finishes its in-flight requests, the proxy sends the rest to the other`,
    ...figures,
    pass: figures.lost === 0 && figures.duplicates === 0 && figures.failed === 0 && load.gaveUp === 0,
    detail,
  } satisfies ScenarioResult;
}
