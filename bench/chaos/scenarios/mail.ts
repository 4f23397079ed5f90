// Scenario 2: the mail server refuses connections for a while under load, then comes back.
import type pg from "pg";
import { log, sleep } from "../../lib/util.ts";
import type { App } from "../app.ts";
import { leadFigures, mailFigures, maxOutboxId, waitForMail } from "../figures.ts";
import { leadLoad } from "../load.ts";
import { MAIL_OUTAGE_S } from "../options.ts";
import type { ScenarioResult } from "../report.ts";
import type { Sink } from "../smtp-sink.ts";

export async function scenarioMailOutage(
  app: App,
  sink: Sink,
  db: pg.Pool,
  postcodes: string[],
  stamp: string,
) {
  log(`scenario 2: the SMTP sink refuses connections for ${MAIL_OUTAGE_S} s under load, then comes back`);
  const before = await waitForMail(db, 0, 600);
  if (before.pending) log(`${before.pending} earlier mails still pending: they are not counted`);
  const mailFrom = await maxOutboxId(db);
  await sink.refuse();
  const outageEnds = Date.now() + MAIL_OUTAGE_S * 1000;
  // a steady trickle of leads (each queues its mails) for as long as the outage lasts
  const load = await leadLoad({
    base: app.base,
    total: 1_000_000,
    connections: 2,
    postcodes,
    runId: `m${stamp}`,
    until: () => Date.now() >= outageEnds,
  });
  const refusedFor = MAIL_OUTAGE_S;
  await sink.resume();
  log(`SMTP sink back; ${load.acknowledged} leads acknowledged during the outage`);
  const drained = await waitForMail(db, mailFrom, 900);
  await sleep(2000);
  const mail = await mailFigures(db, sink, mailFrom);
  const leads = await leadFigures(db, load);
  log(`scenario 2: mail ${JSON.stringify(mail)}; leads ${JSON.stringify(leads)}`);
  return {
    id: 2,
    name: "Mail outage",
    what: `SMTP refuses connections for ${refusedFor} s while leads come in (2 connections), then comes back; figures are the outbox's mails (sent = queued, acknowledged = marked sent, stored = received by the sink)`,
    sent: mail.sent,
    acknowledged: mail.acknowledged,
    stored: mail.stored,
    duplicates: mail.duplicates,
    lost: mail.lost + mail.pending,
    failed: mail.failed,
    pass: mail.lost === 0 && mail.duplicates === 0 && mail.pending === 0 && leads.lost === 0,
    detail: { outageS: refusedFor, deliveredInSAfterOutage: drained.s, leads, stillPending: mail.pending },
  } satisfies ScenarioResult;
}
