// What every content admin write shares (issue #19): only an admin, ids from URLs checked, and the change and
// its audit row in one transaction.
import type { SessionUser } from "@rm/domain";
import type { Db, Tx } from "../../db/client.ts";
import { forbidden, notFound } from "../../lib/http.ts";
import { writeAudit } from "../audit/index.ts";

export const requireAdmin = (user: SessionUser | null): SessionUser => {
  if (!user?.isAdmin) throw forbidden();
  return user;
};

/** ids in a URL: a positive 32-bit integer, else "not found" */
export const idOf = (raw: string | number, message: string) => {
  const n = typeof raw === "number" ? raw : /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (!Number.isSafeInteger(n) || n < 1) throw notFound(message);
  return n;
};

export const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * An admin's change to one row, the pattern every write here follows: the caller must be an admin, the row is
 * loaded (404 when it is not there) and checked inside one transaction, changed, and the change audited in that
 * same transaction. `change` answers what the audit records and what the caller gets back.
 */
export function auditedChange<Row>(
  db: Db,
  subject: {
    type: "blog_post" | "partner_offer";
    notFound: string;
    load: (tx: Tx, id: number) => Promise<Row>;
  },
) {
  return async <T>(
    caller: SessionUser | null,
    rawId: string | number,
    action: string,
    change: (tx: Tx, row: Row, id: number) => Promise<{ audit: Record<string, unknown>; result: T }>,
  ): Promise<T> => {
    const admin = requireAdmin(caller);
    const id = idOf(rawId, subject.notFound);
    return db.transaction(async (tx) => {
      const { audit, result } = await change(tx, await subject.load(tx, id), id);
      await writeAudit(tx, {
        actorUserId: admin._id,
        action,
        subjectType: subject.type,
        subjectId: String(id),
        data: audit,
      });
      return result;
    });
  };
}
