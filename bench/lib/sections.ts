// The server-side measurements: postcode autocomplete vs hello-world, SSR vs a static file, lead intake
// vs the INSERT ceiling (with the stored-leads check).
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { assertValidLeads, leadRequests } from "./leads.ts";
import { load } from "./load.ts";
import { autocompleteQueries, type PostcodePoint } from "./postcodes.ts";
import { onCleanup, stopChild } from "./processes.ts";
import type { PairSection, Skippable } from "./report.ts";
import { startStaticServer } from "./static-server.ts";
import { log, round, TMP_DIR } from "./util.ts";
import { mintProofs } from "./pow.ts";

const READ_CONNECTIONS = 10;
export const LEAD_CONNECTIONS = 32;

export async function postcodeSection(
  base: string,
  points: PostcodePoint[],
): Promise<Skippable<PairSection>> {
  const probe = await fetch(`${base}/api/autocomplete/postcode?query=SW1A`);
  if (probe.status === 404) return { skipped: "GET /api/autocomplete/postcode is not there yet (404)" };
  const found = ((await probe.json()) as { data?: unknown[] }).data ?? [];
  if (!found.length) return { skipped: "the postcodes table has no SW1A postcodes: London file not loaded" };
  const queries = autocompleteQueries(points);
  let i = 0;
  log("load: postcode autocomplete");
  const subject = await load({
    url: `${base}/api/autocomplete/postcode`,
    connections: READ_CONNECTIONS,
    request: () => ({
      method: "GET",
      path: `/api/autocomplete/postcode?query=${encodeURIComponent(queries[i++ % queries.length])}`,
      headers: {},
    }),
  });
  log("load: hello-world (GET /api/health)");
  const baseline = await load({ url: `${base}/api/health`, connections: READ_CONNECTIONS });
  return {
    subject,
    baseline,
    ratio: subject.rps / baseline.rps,
    note: `autocomplete: ${queries.length} different queries (outcodes, partial and whole postcodes, any case), ${found.length} results for "SW1A"`,
  };
}

export async function ssrSection(base: string, stamp: string): Promise<Skippable<PairSection>> {
  const path = "/camden-removals";
  const r = await fetch(`${base}${path}`);
  const html = await r.text();
  if (r.status !== 200) return { skipped: `${path} answers ${r.status}` };
  const file = join(TMP_DIR, `ssr-${stamp}.html`);
  writeFileSync(file, html);
  onCleanup("remove the static HTML copy", () => rmSync(file, { force: true }));
  const server = await startStaticServer(file);
  try {
    log("load: SSR borough page");
    const subject = await load({ url: `${base}${path}`, connections: READ_CONNECTIONS });
    log("load: the same HTML as a static file");
    const baseline = await load({ url: server.url, connections: READ_CONNECTIONS });
    return {
      subject,
      baseline,
      ratio: subject.rps / baseline.rps,
      note: `SSR: ${path} is ${round(html.length / 1024, 1)} KiB of HTML; the static copy is streamed from disk by a node:http process`,
    };
  } finally {
    await stopChild(server.child);
  }
}

export interface LeadRun {
  register: Awaited<ReturnType<typeof load>>;
  ceiling: Awaited<ReturnType<typeof load>>;
}

/** proofs made for the lead intake load: above what its warm-up and up to three timed runs send */
const LEAD_PROOFS = 60_000;

export async function leadSection(
  base: string,
  postcodes: string[],
  runId: string,
): Promise<LeadRun | { skipped: string }> {
  const probe = await fetch(`${base}/api/client/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  if (probe.status === 404) return { skipped: "POST /api/client/register is not there yet (404)" };
  const ceilingProbe = await fetch(`${base}/api/bench/insert`, { method: "POST" });
  if (ceilingProbe.status === 404) return { skipped: "POST /api/bench/insert is not mounted" };
  assertValidLeads(postcodes, runId);
  // issue #13 (docs/README.md#issues): one solved proof of work per lead, made before the load (more than any run sends)
  log("lead intake: solving proof-of-work challenges");
  const proofs = await mintProofs(LEAD_PROOFS);
  log(`load: lead intake, ${LEAD_CONNECTIONS} connections`);
  const register = await load({
    url: `${base}/api/client/register`,
    connections: LEAD_CONNECTIONS,
    request: leadRequests("/api/client/register", postcodes, runId, proofs),
    exactCount: true,
  });
  log("load: INSERT ceiling");
  const ceiling = await load({
    url: `${base}/api/bench/insert`,
    connections: LEAD_CONNECTIONS,
    request: leadRequests("/api/bench/insert", postcodes, `${runId}c`),
    exactCount: true,
  });
  return { register, ceiling };
}
