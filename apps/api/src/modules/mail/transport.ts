// SMTP when SMTP_URL is set; otherwise a development transport: the message is not sent, its subject is
// logged and (outside production) the whole message is written to a file in keepDir (DATA_DIR/mail), the
// only place its sign-in and reset links can be read: the outbox keeps them only until sent.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type { OutboxRow, SendFn } from "./outbox.ts";

export type AttachmentBuilder = (name: string) => Promise<Buffer>;

export function createSender(opts: {
  smtpUrl?: string;
  from: string;
  log: (msg: string) => void;
  buildAttachment: AttachmentBuilder;
  /** without SMTP: where each message is written as a text file (development only) */
  keepDir?: string;
}): SendFn {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return async (row: OutboxRow) => {
    const attachments = await Promise.all(
      (row.attachments ?? []).map(async (a) =>
        "content" in a
          ? { filename: a.filename, content: a.content, contentType: a.contentType }
          : { filename: a.filename, content: await opts.buildAttachment(a.builtin) },
      ),
    );
    await transport.sendMail({
      from: opts.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments,
    });
    if (opts.smtpUrl) return;
    let where = "";
    if (opts.keepDir) {
      mkdirSync(opts.keepDir, { recursive: true });
      const file = join(opts.keepDir, `${row.id}-${row.kind}.txt`);
      writeFileSync(file, `To: ${row.to}\nSubject: ${row.subject}\n\n${row.text}\n`, { mode: 0o600 });
      where = ` in ${file}`;
    }
    opts.log(`mail (kept${where}, not sent: no SMTP_URL) #${row.id} to=${row.to} subject="${row.subject}"`);
  };
}
