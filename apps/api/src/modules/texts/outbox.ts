// Issue #33: texts are rows in text_outbox written in the same transaction as the change that causes them, each
// under an idempotency key (a second write of the same message does nothing). A text to an account goes only to
// its verified number, and only while its notification settings let that kind of message go by text
// (notifications' mayNotify(…, "text", { phoneVerified }): the kind per text is TEXT_KINDS' `notice`); both are
// checked when it is queued and again when it is sent (sender.ts).
import { TEXT_KINDS, type TextKind } from "@rm/domain/texts";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { phones, textOutbox } from "../../db/schema.ts";
import { seal } from "../../lib/secret-box.ts";
import { mayNotify, mayTextSql } from "../notifications/index.ts";

/** what the stored body shows instead of a code */
export const CODE_HIDDEN = "••••••";

export interface QueuedText {
  /** the idempotency key: one message per key, ever ("new-lead:{lead}:{company}", "on-way:{booking}:{n}") */
  key: string;
  kind: TextKind;
  body: string;
  leadId?: string | null;
}

/**
 * Queues a text to `userId`'s verified number, if it has one and its settings let `text.kind` go by text (in
 * `tx`, the change's own transaction). Answers whether a text was queued (false also when the key was queued
 * before).
 */
export async function queueTextTo(tx: DbOrTx, userId: string, text: QueuedText): Promise<boolean> {
  const notice = TEXT_KINDS[text.kind].notice;
  if (!notice) throw new Error("a code is queued with queueCodeText");
  const [phone] = await tx
    .select({ e164: phones.e164 })
    .from(phones)
    .where(eq(phones.userId, userId))
    .limit(1);
  if (!(await mayNotify(tx, userId, notice, "text", { phoneVerified: Boolean(phone) }))) return false;
  const queued = await tx
    .insert(textOutbox)
    .values({
      idemKey: text.key,
      kind: text.kind,
      userId,
      to: phone!.e164,
      body: text.body,
      leadId: text.leadId,
    })
    .onConflictDoNothing({ target: textOutbox.idemKey })
    .returning({ id: textOutbox.id });
  return queued.length > 0;
}

/** Queues a one-time code's text to `to` (the code itself sealed; the stored body shows CODE_HIDDEN). */
export async function queueCodeText(
  tx: DbOrTx,
  input: { key: string; userId: string; to: string; body: string; code: string },
) {
  await tx
    .insert(textOutbox)
    .values({
      idemKey: input.key,
      kind: "code",
      userId: input.userId,
      to: input.to,
      body: input.body.replace(input.code, CODE_HIDDEN),
      secret: seal(input.body),
    })
    .onConflictDoNothing();
}

/**
 * The new-lead texts of a match, as one INSERT for the matching statement (matching/record.ts): one per picked
 * company whose owner verified a phone and has not switched new-lead texts off (mayTextSql: mayNotify's rule in
 * SQL), the same words for each (the placeholder `lead_text`; null: none). `picked` and `when` are the statement's.
 */
export const newLeadTextInsert = (leadId: SQL, body: ReturnType<typeof sql.placeholder>, when: SQL) => sql`
  insert into text_outbox (idem_key, kind, user_id, "to", body, lead_id)
  select 'new-lead:' || ${leadId}::text || ':' || c.id::text, 'new-lead', c.user_id, p.e164, ${body}::text, ${leadId}
  from picked k join companies c on c.id = k.company_id join phones p on p.user_id = c.user_id
  where ${when} and ${body}::text is not null and ${mayTextSql(sql`c.user_id`, TEXT_KINDS["new-lead"].notice)}
  on conflict (idem_key) do nothing`;

type SQL = ReturnType<typeof sql>;
