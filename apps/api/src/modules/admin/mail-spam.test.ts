// test-database: none (opens no test database: run once, in the PGlite stage)
// Issue #33: a real spam filter reads every template. Each sample mail (mail-previews.ts) is built into the
// MIME message the sender would send (transport.ts messageOf, nodemailer's composer: both parts, the
// headers) and SpamAssassin scores them all in one run (--mbox), with local tests only (-L: no DNS or
// network lists) and no Bayes database (it would learn from these messages). Any template at MAX_SCORE or
// more fails, with the rules that fired. Without spamassassin the test fails (.ci/run installs it).
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "vitest";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type { OutboxRow } from "../mail/outbox.ts";
import { messageOf } from "../mail/transport.ts";
import { allMailSamples } from "./mail-previews.ts";

const MAX_SCORE = 2.0;
const APP_URL = "https://www.londonremovalscompare.co.uk";
const FROM = "London Removals Compare <no-reply@londonremovalscompare.co.uk>";

/** the message of sample `i` as the outbox worker would send it */
async function mime(i: number, mail: ReturnType<typeof allMailSamples>[number]["mail"]): Promise<Buffer> {
  const row = {
    id: 1000 + i,
    createdAt: new Date("2026-12-03T10:00:00Z"),
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments?.filter((a) => "content" in a) ?? null,
    // issue #33: a mail that may be switched off is scored with its List-Unsubscribe headers
    listUnsubscribe: mail.listUnsubscribe ?? null,
  } as OutboxRow;
  const message = await messageOf(row, {
    from: FROM,
    buildAttachment: async () => Buffer.from("%PDF-1.7\n"),
  });
  return new MailComposer({ ...message, headers: { "X-Template": String(i) } }).compile().build();
}

/** one mbox: each message after its "From " line, body lines that start with "From " escaped */
const mbox = (messages: Buffer[]) =>
  messages
    .map(
      (m) =>
        `From MAILER-DAEMON Thu Dec  3 10:00:00 2026\n${m
          .toString("utf8")
          .replace(/\r\n/g, "\n")
          .replace(/^From /gm, ">From ")}\n`,
    )
    .join("\n");

interface Score {
  template: number;
  score: number;
  rules: string;
}

/** the score and the rules (name=points) of each message in SpamAssassin's output */
function scores(out: string): Score[] {
  return out
    .split(/^From MAILER-DAEMON.*$/m)
    .filter((m) => m.includes("X-Template:"))
    .map((m) => {
      const head = m.slice(0, m.indexOf("\n\n")).replace(/\n[ \t]+/g, " ");
      const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, "m"))?.[1]?.trim() ?? "";
      return {
        template: Number(header("X-Template")),
        score: Number(header("X-Spam-Status").match(/score=(-?[\d.]+)/)?.[1] ?? Number.NaN),
        rules: header("X-Spam-Rules"),
      };
    });
}

test(`SpamAssassin scores every email template below ${MAX_SCORE}`, async () => {
  const version = spawnSync("spamassassin", ["--version"], { encoding: "utf8" });
  assert.equal(
    version.status,
    0,
    "spamassassin is not installed: `apt-get install spamassassin` (.ci/run installs it); this test does not skip",
  );
  const samples = allMailSamples(APP_URL);
  const messages = await Promise.all(samples.map((s, i) => mime(i, s.mail)));
  const run = spawnSync(
    "spamassassin",
    [
      "-L",
      "--mbox",
      "--cf=use_bayes 0",
      "--cf=bayes_auto_learn 0",
      "--cf=add_header all Rules _TESTSSCORES(,)_",
    ],
    { input: mbox(messages), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  assert.equal(run.status, 0, run.stderr);
  const found = scores(run.stdout);
  assert.equal(found.length, samples.length, "SpamAssassin scored every message");
  const table = found.map(
    (f) => `${f.score.toFixed(1).padStart(5)}  ${samples[f.template]!.name}  ${f.rules}`,
  );
  console.log(`SpamAssassin (local tests), score per template:\n${table.join("\n")}`);
  const over = found.filter((f) => !(f.score < MAX_SCORE));
  assert.deepEqual(
    over.map((f) => `${samples[f.template]!.name}: ${f.score} (${f.rules})`),
    [],
    `templates scoring ${MAX_SCORE} or more`,
  );
});
