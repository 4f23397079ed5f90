// SMTP when SMTP_URL is set; otherwise a development transport: the message is not sent, its subject is
// logged and (outside production) the whole message is written to a file in keepDir (DATA_DIR/mail), the
// only place its sign-in and reset links can be read: the outbox keeps them only until sent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { OutboxRow, SendFn } from "./outbox.ts";

export type AttachmentBuilder = (name: string) => Promise<Buffer>;

/** issue #33: the key that signs every message (DKIM_PRIVATE_KEY, DKIM_SELECTOR, DKIM_DOMAIN) */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * The message nodemailer builds for an outbox row: its text and HTML parts, one Message-ID per row (the
 * same on every attempt: a mail server, and the chaos harness's sink, can tell a second delivery of the same
 * mail from a new one), and its attachments.
 */
export async function messageOf(
  row: OutboxRow,
  opts: { from: string; buildAttachment: AttachmentBuilder },
): Promise<SendMailOptions> {
  const attachments = await Promise.all(
    (row.attachments ?? []).map(async (a) =>
      "content" in a
        ? { filename: a.filename, content: a.content, contentType: a.contentType }
        : { filename: a.filename, content: await opts.buildAttachment(a.builtin) },
    ),
  );
  return {
    messageId: `<outbox-${row.id}-${row.createdAt.getTime()}@${senderDomain(opts.from)}>`,
    from: opts.from,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html ?? undefined,
    attachments,
    // issue #33: RFC 8058 one-click unsubscribe, on a mail the recipient may switch off (none on the essential)
    ...(row.listUnsubscribe
      ? {
          headers: {
            "List-Unsubscribe": `<${row.listUnsubscribe}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        }
      : {}),
  };
}

const senderDomain = (from: string) => from.match(/@([^>\s]+)/)?.[1] ?? "localhost";

export function createSender(opts: {
  smtpUrl?: string;
  from: string;
  log: (msg: string) => void;
  buildAttachment: AttachmentBuilder;
  /** without SMTP: where each message is written as a text file (development only) */
  keepDir?: string;
  /** every message signed with this key (issue #33) */
  dkim?: DkimSettings;
}): SendFn {
  // A pooled connection, kept open between mails: a new SMTP connection per mail costs the server's greeting
  // delay (often 100 ms or more, plus TLS), which capped the worker at about 9 mails a second. A server that
  // does not answer fails the send well before the outbox's claim on the mail runs out (120 s), so that no
  // other worker takes it while this one still waits.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({
        url: opts.smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 60_000,
        ...(opts.dkim ? { dkim: opts.dkim } : {}),
      })
    : nodemailer.createTransport({ jsonTransport: true });
  return async (row: OutboxRow) => {
    await transport.sendMail(await messageOf(row, opts));
    if (opts.smtpUrl) return undefined;
    let where = "";
    if (opts.keepDir) {
      mkdirSync(opts.keepDir, { recursive: true });
      const file = join(opts.keepDir, `${row.id}-${row.kind}.txt`);
      writeFileSync(file, `To: ${row.to}\nSubject: ${row.subject}\n\n${row.text}\n`, { mode: 0o600 });
      // issue #33: the HTML part beside it, to open in a browser
      if (row.html) writeFileSync(file.replace(/\.txt$/, ".html"), row.html, { mode: 0o600 });
      where = ` in ${file}`;
    }
    opts.log(`mail (kept${where}, not sent: no SMTP_URL) #${row.id} to=${row.to} subject="${row.subject}"`);
    return "kept";
  };
}
