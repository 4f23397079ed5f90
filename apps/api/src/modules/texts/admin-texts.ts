// Issue #33: the texts admins read (/admin/texts), newest first, as kept mail is read at /admin/emails: what went,
// what was only kept (no SMS_PROVIDER), what is waiting or failed. A code's digits are never shown.
import type { SessionUser } from "@rm/domain";
import { phoneLabel } from "@rm/domain/texts";
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { textOutbox } from "../../db/schema.ts";
import { forbidden } from "../../lib/http.ts";

export const ADMIN_TEXTS_PAGE = 50;

export async function adminTexts(db: DbOrTx, user: SessionUser, page = 1) {
  if (!user.isAdmin) throw forbidden();
  const rows = await db
    .select({
      id: textOutbox.id,
      kind: textOutbox.kind,
      to: textOutbox.to,
      body: textOutbox.body,
      status: textOutbox.status,
      attempts: textOutbox.attempts,
      lastError: textOutbox.lastError,
      createdAt: textOutbox.createdAt,
      sentAt: textOutbox.sentAt,
    })
    .from(textOutbox)
    .orderBy(desc(textOutbox.id))
    .limit(ADMIN_TEXTS_PAGE + 1)
    .offset((page - 1) * ADMIN_TEXTS_PAGE);
  return {
    page,
    hasMore: rows.length > ADMIN_TEXTS_PAGE,
    texts: rows.slice(0, ADMIN_TEXTS_PAGE).map((r) => ({ ...r, to: phoneLabel(r.to) })),
  };
}
