// Issue #31: push alerts are queued with the change that causes them — a row in push_outbox written in the
// same transaction (or the same statement: the intake's match, a text message) as the change, so an alert
// exists if and only if its change committed; the "push alerts" job (dispatch.ts) sends and deletes it.
// docs/decisions/091-push-alerts-queued-with-their-change.md says why a table of our own and not a pg-boss job
// sent inside the transaction. Issue #33: an alert to one person's devices (a customer's "On our way") names
// the user instead of a company.
import type { PushKind } from "@rm/domain/movers-day";
import type { DbOrTx } from "../../db/client.ts";
import { pushOutbox } from "../../db/schema.ts";

export type QueuedPush =
  | {
      companyId: string;
      leadId: string;
      kind: Exclude<PushKind, "on-way">;
      /** a date change's asked dates */
      detail?: { moveDate: string; endDate: string | null };
    }
  | {
      /** the customer whose devices hear it */
      userId: string;
      leadId: string;
      kind: "on-way";
      detail: { company: string; eta: string };
    };

/** Queues `alerts` in `tx` (the transaction that makes the change). */
export async function queuePush(tx: DbOrTx, alerts: QueuedPush | QueuedPush[]) {
  const rows = Array.isArray(alerts) ? alerts : [alerts];
  if (rows.length === 0) return;
  await tx.insert(pushOutbox).values(
    rows.map((r) => ({
      companyId: "companyId" in r ? r.companyId : null,
      userId: "userId" in r ? r.userId : null,
      leadId: r.leadId,
      kind: r.kind,
      detail: r.detail ?? null,
    })),
  );
}
