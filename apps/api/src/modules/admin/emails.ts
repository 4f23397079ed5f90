// The kept mail as admins read it (/admin/emails, a request's emails): each mail's delivery in words — sent,
// or (issue #28) kept on this machine and never sent because no SMTP server is configured — and its
// attachments (name, type, size), which an admin may download one by one (the download is audited).
import type { SessionUser } from "@rm/domain";
import { ADMIN_MESSAGES, mailDelivery, SECURITY_AUDIT_ACTIONS } from "@rm/domain/admin";
import { desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type MailAttachment, outbox } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { writeAudit } from "../audit/index.ts";
import { buildAttachment, builtAttachmentType, hideTokenLinks } from "../mail/index.ts";
import { requireAdmin } from "./details.ts";

const EMAILS_PAGE_SIZE = 50;

/** what the pages show of one attachment; `size` in bytes (null: it could not be made) */
export interface AttachmentView {
  index: number;
  filename: string;
  contentType: string;
  size: number | null;
}

const FALLBACK_TYPE = "application/octet-stream";

/** an attachment's bytes and type: kept with the mail, or made by name (as the sender makes it) */
async function attachmentBytes(a: MailAttachment): Promise<{ bytes: Buffer; contentType: string }> {
  if ("content" in a) return { bytes: Buffer.from(a.content, "utf8"), contentType: a.contentType };
  return {
    bytes: await buildAttachment(a.builtin),
    contentType: builtAttachmentType(a.builtin) ?? FALLBACK_TYPE,
  };
}

async function attachmentViews(list: MailAttachment[] | null): Promise<AttachmentView[]> {
  return Promise.all(
    (list ?? []).map(async (a, index) => {
      if ("content" in a)
        return {
          index,
          filename: a.filename,
          contentType: a.contentType,
          size: Buffer.byteLength(a.content),
        };
      // made at send time (the moving book): built once per process and cached by its maker
      const size = await buildAttachment(a.builtin).then(
        (b) => b.length,
        () => null,
      );
      return {
        index,
        filename: a.filename,
        contentType: builtAttachmentType(a.builtin) ?? FALLBACK_TYPE,
        size,
      };
    }),
  );
}

export async function adminEmails(db: DbOrTx, user: SessionUser | null, page = 1) {
  const admin = requireAdmin(user);
  const p = Math.max(1, Math.floor(page) || 1);
  // issue #29 item 17: every page of people's mail an admin reads is in the audit log
  await writeAudit(db, {
    actorUserId: admin._id,
    action: SECURITY_AUDIT_ACTIONS.emailsRead,
    subjectType: "list",
    subjectId: "emails",
    data: { page: p },
  });
  const rows = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      kept: outbox.kept,
      attachments: outbox.attachments,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.id))
    .limit(EMAILS_PAGE_SIZE + 1)
    .offset((p - 1) * EMAILS_PAGE_SIZE);
  const emails = await Promise.all(
    rows.slice(0, EMAILS_PAGE_SIZE).map(async ({ attachments, kept, ...r }) => ({
      ...r,
      ...mailDelivery({ status: r.status, kept }),
      // stored mail holds no live link (mail/outbox.ts); this also covers any link that slipped through
      text: hideTokenLinks(r.text),
      attachments: await attachmentViews(attachments),
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
    })),
  );
  return { page: p, hasMore: rows.length > EMAILS_PAGE_SIZE, emails };
}
export type AdminEmails = Awaited<ReturnType<typeof adminEmails>>;

/**
 * One attachment of one stored mail, for an admin to download: its name, type and bytes. 404 for a mail or
 * attachment that does not exist (an id that is not a mail's is the same 404). The download is audited.
 */
export async function adminAttachment(
  db: DbOrTx,
  caller: SessionUser | null,
  emailId: string,
  index: string,
) {
  const admin = requireAdmin(caller);
  const id = /^\d{1,15}$/.test(emailId) ? Number(emailId) : null;
  const at = /^\d{1,3}$/.test(index) ? Number(index) : null;
  if (id === null || at === null) throw notFound(ADMIN_MESSAGES.noSuchAttachment);
  const [row] = await db
    .select({ id: outbox.id, attachments: outbox.attachments })
    .from(outbox)
    .where(eq(outbox.id, id))
    .limit(1);
  const a = row?.attachments?.[at];
  if (!row || !a) throw notFound(ADMIN_MESSAGES.noSuchAttachment);
  const { bytes, contentType } = await attachmentBytes(a);
  await writeAudit(db, {
    actorUserId: admin._id,
    action: "email.attachment",
    subjectType: "email",
    subjectId: String(row.id),
    data: { filename: a.filename },
  });
  return { filename: a.filename, contentType, bytes };
}
