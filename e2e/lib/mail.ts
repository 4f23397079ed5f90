// Reads what the loopback SMTP server received (written by e2e/global-setup.ts); the `inbox` fixture.
import { readFileSync } from "node:fs";

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  /** a text attachment (a calendar file) keeps its text */
  attachments: { filename: string; contentType: string; size: number; content?: string }[];
  /** issue #33: the link of its List-Unsubscribe header (a mail the person may switch off), else absent */
  listUnsubscribe?: string;
}

export function mails(): CapturedMail[] {
  const file = process.env.E2E_MAIL_LOG;
  if (!file) throw new Error("E2E_MAIL_LOG is not set: run the e2e specs with `npm run test:e2e`");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as CapturedMail);
}

export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const found = mails()
      .reverse()
      .find((m) => m.to.includes(to) && subject.test(m.subject));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `no mail to ${to} matching ${subject} within ${timeoutMs} ms; received: ${JSON.stringify(mails().map((m) => [m.to, m.subject]))}`,
  );
}
