// Issue #29 item 17 (ASVS V16): signing in to an account that holds admin rights or has two-step sign-in on
// leaves a trail in the audit log — each sign-in, each wrong password and each wrong code, a recovery code
// spent, new recovery codes made — with the client address. A refusal is written outside the transaction it
// ends, so that it stays. Other accounts' sign-ins are not logged (a customer's day is not an admin matter).
import { SECURITY_AUDIT_ACTIONS } from "@rm/domain/admin";
import type { DbOrTx } from "../../db/client.ts";
import { writeAudit } from "../audit/index.ts";
import type { UserRow } from "./session-service.ts";

type Audited = Pick<UserRow, "id" | "role" | "totpEnabledAt">;
type Action = (typeof SECURITY_AUDIT_ACTIONS)[Exclude<
  keyof typeof SECURITY_AUDIT_ACTIONS,
  "listRead" | "emailsRead"
>];

const isAudited = (user: Audited) => user.role === "admin" || user.totpEnabledAt !== null;

/** Notes `action` on `user`'s account (nothing for an account that is neither an admin's nor two-step). */
export async function auditSignIn(
  db: DbOrTx,
  user: Audited,
  action: Action,
  ip: string | undefined,
  data: Record<string, unknown> = {},
) {
  if (!isAudited(user)) return;
  // a refusal's actor is whoever tried, not the account's owner: unknown
  const byOwner =
    action !== SECURITY_AUDIT_ACTIONS.wrongPassword && action !== SECURITY_AUDIT_ACTIONS.wrongCode;
  await writeAudit(db, {
    actorUserId: byOwner ? user.id : null,
    action,
    subjectType: "user",
    subjectId: user.id,
    data: { ...data, ...(ip ? { ip } : {}) },
  });
}
