// SMTP when SMTP_URL is set; otherwise a development transport: the message stays in the outbox table
// (admins can read it) and its subject is logged.
import nodemailer from "nodemailer";
import type { OutboxRow, SendFn } from "./outbox.ts";

export type AttachmentBuilder = (name: string) => Promise<Buffer>;

export function createSender(opts: {
  smtpUrl?: string;
  from: string;
  log: (msg: string) => void;
  buildAttachment: AttachmentBuilder;
}): SendFn {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return async (row: OutboxRow) => {
    const attachments = await Promise.all(
      (row.attachments ?? []).map(async (a) => ({
        filename: a.filename,
        content: await opts.buildAttachment(a.builtin),
      })),
    );
    await transport.sendMail({
      from: opts.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html ?? undefined,
      attachments,
    });
    if (!opts.smtpUrl)
      opts.log(`mail (kept, not sent: no SMTP_URL) #${row.id} to=${row.to} subject="${row.subject}"`);
  };
}
