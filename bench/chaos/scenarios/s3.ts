// Scenario 6 (issue #31): the S3-protocol server (s3rver on loopback, as the tests start it) down for
// S3_OUTAGE_S while a mover uploads certificates. Before and after, every upload is stored; during the outage
// each is answered 503 with Retry-After and words that say the file was not saved, and nothing is recorded
// for it; once the server is back, every file acknowledged before reads back whole.
import { REQUEST_MESSAGES } from "@rm/domain/request-messages";
import type pg from "pg";
import { multipart, SAMPLE_PDF } from "../../../apps/api/src/test/fixtures/files.ts";
import { startS3, type TestS3 } from "../../../apps/api/src/test/s3.ts";
import { DEMO_COMPANIES, DEMO_PASSWORD } from "../../../apps/api/src/seed/demo-accounts.ts";
import { onCleanup } from "../../lib/processes.ts";
import { log, sleep } from "../../lib/util.ts";
import { type AppSetup, startApp } from "../app.ts";
import { S3_OUTAGE_S } from "../options.ts";
import type { ScenarioResult } from "../report.ts";

const UPLOADERS = 4;

async function signIn(base: string, email: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`signing in as ${email}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

interface Upload {
  status: number;
  message: string;
  retryAfter: number;
  url?: string;
  file: Buffer;
}

async function upload(base: string, cookie: string, n: number): Promise<Upload> {
  // a file of its own (a comment line after the PDF's end), so each read-back proves its own bytes
  const file = Buffer.concat([SAMPLE_PDF, Buffer.from(`% chaos upload ${n}\n`)]);
  const body = multipart(
    { kind: "pl", coverPounds: "5000000", expiresOn: `${new Date().getFullYear() + 1}-06-30` },
    [{ name: `pl-${n}.pdf`, data: file, type: "application/pdf" }],
  );
  try {
    const res = await fetch(`${base}/api/companies/me/documents`, {
      method: "POST",
      headers: { ...body.headers, cookie, origin: base },
      body: new Uint8Array(body.payload),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = (await res.json().catch(() => ({}))) as { message?: string; data?: { fileUrl?: string } };
    return {
      status: res.status,
      message: answer.message ?? "",
      retryAfter: Number(res.headers.get("retry-after") ?? 0),
      url: answer.data?.fileUrl,
      file,
    };
  } catch {
    return { status: 0, message: "", retryAfter: 0, file };
  }
}

const readBack = async (base: string, cookie: string, url: string) => {
  const res = await fetch(`${base}${url}`, { headers: { cookie } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

export async function scenarioS3Down(setup: AppSetup, db: pg.Pool) {
  log(`scenario 6: the S3 server down for ${S3_OUTAGE_S} s while ${UPLOADERS} uploaders send certificates`);
  let s3: TestS3 = await startS3();
  onCleanup("stop s3rver", () => s3.stop());
  const app = await startApp(setup, "app-s3", s3.env);
  const company = DEMO_COMPANIES[0]!;
  const cookie = await signIn(app.base, company.email);
  const rowsOf = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          "select count(*) as n from company_documents d join companies c on c.id = d.company_id where c.email = $1",
          [company.email],
        )
      ).rows[0]!.n,
    );
  const rowsBefore = await rowsOf();
  const phases: Record<"before" | "down" | "after", Upload[]> = { before: [], down: [], after: [] };
  let phase: keyof typeof phases = "before";
  let on = true;
  let n = 0;
  const uploaders = Array.from({ length: UPLOADERS }, async () => {
    while (on) {
      const at = phase;
      const u = await upload(app.base, cookie, n++);
      phases[at].push(u);
      if (at === "down") await sleep(200);
    }
  });
  await sleep(8000);
  const storedEarly = phases.before.find((u) => u.status === 201)!;
  phase = "down";
  await s3.stop();
  log("s3rver stopped");
  await sleep(1000);
  const downloadWhileDown = storedEarly ? (await readBack(app.base, cookie, storedEarly.url!)).status : 0;
  await sleep(S3_OUTAGE_S * 1000 - 1000);
  s3 = await s3.restart();
  phase = "after";
  log("s3rver back on the same port with the same files");
  await sleep(5000);
  on = false;
  await Promise.all(uploaders);

  const all = [...phases.before, ...phases.down, ...phases.after];
  const acked = all.filter((u) => u.status === 201);
  let readWhole = 0;
  for (const u of acked) {
    const got = await readBack(app.base, cookie, u.url!);
    if (got.status === 200 && got.bytes.equals(u.file)) readWhole++;
  }
  const recorded = (await rowsOf()) - rowsBefore;
  await app.stop();
  await s3.stop();
  const clear = (u: Upload) =>
    u.status === 503 && u.message === REQUEST_MESSAGES.filesUnavailable && u.retryAfter > 0;
  // the uploads on their way as the server stopped or came back may go either way; every other one is clear
  const downAnswers = phases.down.slice(UPLOADERS, -UPLOADERS);
  const count = (us: Upload[]) => {
    const by: Record<string, number> = {};
    for (const u of us) by[u.status] = (by[u.status] ?? 0) + 1;
    return by;
  };
  const detail = {
    outageS: S3_OUTAGE_S,
    answers: { before: count(phases.before), down: count(phases.down), after: count(phases.after) },
    answeredClearly503WhileDown: downAnswers.filter(clear).length,
    otherAnswersWhileDown: downAnswers.filter((u) => !clear(u)).length,
    message503: phases.down.find(clear)?.message,
    downloadWhileDown,
    documentRowsRecorded: recorded,
    uploadsAfterBack: phases.after.filter((u) => u.status === 201).length,
  };
  log(`scenario 6: ${JSON.stringify(detail)}`);
  return {
    id: 6,
    name: "S3 server down",
    what: `${UPLOADERS} uploaders send certificates (each file its own bytes) through the app to s3rver; the server is stopped for ${S3_OUTAGE_S} s, then started again on the same port with the same files. sent = uploads, acknowledged = 201, stored = acknowledged files read back byte for byte afterwards, duplicates = document rows recorded beyond the acknowledged uploads, failed = other answers`,
    sent: all.length,
    acknowledged: acked.length,
    stored: readWhole,
    duplicates: Math.max(0, recorded - acked.length),
    lost: acked.length - readWhole,
    failed: all.length - acked.length,
    pass:
      readWhole === acked.length &&
      recorded === acked.length &&
      downAnswers.length > 0 &&
      downAnswers.every(clear) &&
      downloadWhileDown === 503 &&
      detail.uploadsAfterBack > 0,
    detail,
  } satisfies ScenarioResult;
}
