// The contact inbox (issue #19): what the contact form brought in, for admins only. The list shows who wrote
// and about what; opening a message (name, email, phone and words) is written to the audit log; a reply is
// emailed through the outbox, kept, and marks the message handled — all in one transaction, audited.
import { ADMIN_PAGE_SIZE } from "@rm/domain/admin";
import {
  CONTACT_INBOX_MESSAGES as M,
  type ContactInboxQuery,
  type ContactReply,
  contactSubjectLabel,
} from "@rm/domain/contact";
import { isUuid } from "@rm/domain/ids";
import { and, asc, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { contactMessages, contactReplies, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { contactMails } from "./contact-mails.ts";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** one page of the inbox, newest first; `open` (the default) is what still waits for us */
export async function contactInbox(db: DbOrTx, q: ContactInboxQuery) {
  const where: SQL | undefined =
    q.state === "open"
      ? isNull(contactMessages.handledAt)
      : q.state === "handled"
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      subject: contactMessages.subject,
      excerpt: sql<string>`left(${contactMessages.message}, 140)`,
      createdAt: contactMessages.createdAt,
      handledAt: contactMessages.handledAt,
      // $count keeps contact_messages.id qualified (a sql`` sub-select here compared the reply's own id)
      replies: db.$count(contactReplies, eq(contactReplies.messageId, contactMessages.id)),
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE);
  const [waiting] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return {
    rows: rows.slice(0, ADMIN_PAGE_SIZE).map((r) => ({
      ...r,
      subjectLabel: contactSubjectLabel(r.subject),
      createdAt: r.createdAt.toISOString(),
      handledAt: iso(r.handledAt),
    })),
    page: q.page,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
    waiting: Number(waiting?.n ?? 0),
  };
}

/** one message with its replies; the read is audited (it holds a person's contact details) */
export async function contactMessage(db: Db, adminUserId: string, id: string) {
  if (!isUuid(id)) throw notFound(M.notFound);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ m: contactMessages, handledBy: users.email })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledByUserId))
      .where(eq(contactMessages.id, id))
      .limit(1);
    if (!row) throw notFound(M.notFound);
    const replies = await tx
      .select({
        id: contactReplies.id,
        body: contactReplies.body,
        at: contactReplies.createdAt,
        by: users.email,
      })
      .from(contactReplies)
      .leftJoin(users, eq(users.id, contactReplies.adminUserId))
      .where(eq(contactReplies.messageId, id))
      .orderBy(asc(contactReplies.createdAt));
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: "contact.view",
      subjectType: "contact_message",
      subjectId: id,
      reason: "Opened from the contact inbox",
    });
    const m = row.m;
    return {
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      subjectLabel: contactSubjectLabel(m.subject),
      message: m.message,
      createdAt: m.createdAt.toISOString(),
      handledAt: iso(m.handledAt),
      handledBy: row.handledBy,
      replies: replies.map((r) => ({ ...r, at: r.at.toISOString() })),
    };
  });
}

/** the message row locked for a change, or 404 */
async function lockMessage(tx: DbOrTx, id: string) {
  const [m] = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for("update")
    .limit(1);
  if (!m) throw notFound(M.notFound);
  return m;
}

/** emails the reply to the sender (outbox), keeps it, marks the message handled; audited */
export async function replyToContact(db: Db, adminUserId: string, id: string, input: ContactReply) {
  return db.transaction(async (tx) => {
    const m = await lockMessage(tx, id);
    await tx.insert(contactReplies).values({ messageId: m.id, adminUserId, body: input.body });
    await enqueueMail(tx, contactMails.reply(m, input.body));
    await tx
      .update(contactMessages)
      .set({ handledAt: m.handledAt ?? sql`now()`, handledByUserId: m.handledByUserId ?? adminUserId })
      .where(eq(contactMessages.id, m.id));
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: "contact.reply",
      subjectType: "contact_message",
      subjectId: m.id,
      reason: "Replied by email",
      data: { to: m.email },
    });
    return { message: M.replied };
  });
}

/** marks a message handled, or waiting again; audited */
export async function markContactHandled(db: Db, adminUserId: string, id: string, handled: boolean) {
  return db.transaction(async (tx) => {
    const m = await lockMessage(tx, id);
    await tx
      .update(contactMessages)
      .set(
        handled
          ? { handledAt: sql`now()`, handledByUserId: adminUserId }
          : { handledAt: null, handledByUserId: null },
      )
      .where(and(eq(contactMessages.id, m.id)));
    await writeAudit(tx, {
      actorUserId: adminUserId,
      action: handled ? "contact.handled" : "contact.reopened",
      subjectType: "contact_message",
      subjectId: m.id,
    });
    return { message: handled ? M.markedHandled : M.markedOpen };
  });
}
