// Issue #33: texts are rows in text_outbox written in the same transaction as the change that causes them, each
// under an idempotency key (a second write of the same message does nothing). A text to an account goes only to
// its verified number while it has opted in; both are checked when it is queued and again when it is sent.
import { sql } from "drizzle-orm";
import type { TextKind } from "@rm/domain/texts";
import type { DbOrTx } from "../../db/client.ts";
import { textOutbox } from "../../db/schema.ts";
import { seal } from "../../lib/secret-box.ts";

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
 * Queues a text to `userId`'s verified number, if it has one and has opted in (in `tx`, the change's own
 * transaction). Answers whether a text was queued (false also when the key was queued before).
 *
 * Issue #33's notification settings (branch h-notify) replace the opt-in here and in sender.ts's `mayText`
 * with `mayNotify(db, userId, kind, "text")`.
 */
export async function queueTextTo(tx: DbOrTx, userId: string, text: QueuedText): Promise<boolean> {
  const result = (await tx.execute(sql`
    insert into text_outbox (idem_key, kind, user_id, "to", body, lead_id)
    select ${text.key}, ${text.kind}, p.user_id, p.e164, ${text.body}, ${text.leadId ?? null}::uuid
    from phones p where p.user_id = ${userId}::uuid and p.opt_in
    on conflict (idem_key) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
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
 * company whose owner verified a phone and opted in, the same words for each (the placeholder `lead_text`;
 * null: none). `picked` and `when` are the statement's.
 */
export const newLeadTextInsert = (leadId: SQL, body: ReturnType<typeof sql.placeholder>, when: SQL) => sql`
  insert into text_outbox (idem_key, kind, user_id, "to", body, lead_id)
  select 'new-lead:' || ${leadId}::text || ':' || c.id::text, 'new-lead', c.user_id, p.e164, ${body}::text, ${leadId}
  from picked k join companies c on c.id = k.company_id join phones p on p.user_id = c.user_id and p.opt_in
  where ${when} and ${body}::text is not null
  on conflict (idem_key) do nothing`;

type SQL = ReturnType<typeof sql>;
