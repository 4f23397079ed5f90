// docs/product/routes.md §7 lead intake: what its two paths share. POST client/register (anonymous,
// docs/product/decisions.md D8 guest sessions, registration only with a password: anonymous-intake.ts, and
// held-intake.ts for a lead that waits for its email's owner) and POST client/{id}/leads (signed in:
// account-intake.ts). Idempotent per Idempotency-Key: a repeat returns the first answer and creates nothing.
// The caller's own request for the same move is answered instead of a new one (same-move.ts).
import { LEAD_TOASTS, type SessionUser } from "@rm/domain";
import { HELD_MESSAGES } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { UserRow } from "../accounts/index.ts";
import type { LeadVelocity } from "../abuse/index.ts";
import { type MatchedCompany, unsafeMatchedCompanies } from "./request-queries.ts";
import type { LeadRow } from "./same-move.ts";
import { findLeadByKey } from "./store-lead.ts";

export interface IntakeDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
  /** per-app velocity counters (abuse/velocity.ts); none: no limits */
  velocity?: LeadVelocity;
  /** RATE_LIMIT_FACTOR (multiplies HELD_PER_ACCOUNT_PER_DAY) */
  rateFactor?: number;
}

/**
 * Held requests one account may receive a day (before RATE_LIMIT_FACTOR): past them nothing more is
 * stored or emailed for it, and the answer looks the same (no mail-bombing an address through the form).
 */
export const HELD_PER_ACCOUNT_PER_DAY = 5;

/** Who sent it, for the velocity limits: the client address (req.ip). */
export interface IntakeClient {
  ip?: string;
}

export interface IntakeAnswer {
  message: string;
  user: SessionUser | null;
  leadId: string | null;
  companies: MatchedCompany[];
  /** a new session for this browser: full after registering, else a docs/product/decisions.md D8 guest session */
  session?: { token: string; expiresAt: Date };
  /** issue #17: the caller's own open request for the same move, answered instead of a new one */
  duplicate?: boolean;
  /** issue 28: with `duplicate`, the caller's own booking of this move */
  booked?: boolean;
  /** issue 28: held for its email's confirmation (issue #13): nothing was sent, and the answer says so */
  held?: boolean;
}

/** The honeypot was filled: look like success, store nothing. */
export const botAnswer = (): IntakeAnswer => ({
  message: LEAD_TOASTS.leadSent,
  user: null,
  leadId: null,
  companies: [],
});

/**
 * Issue 28: the answer for a request held for its email's confirmation — whether it was stored, or nothing was
 * (a look-alike: the address had enough requests today, or is a company's). It says it is held and lists no
 * movers: none has seen it.
 */
export const heldAnswer = (
  user: SessionUser | null,
  leadId: string,
  session?: { token: string; expiresAt: Date },
): IntakeAnswer => ({
  message: HELD_MESSAGES.toast,
  user,
  leadId,
  companies: [],
  held: true,
  ...(session ? { session } : {}),
});

/**
 * Runs `create`; when the key was taken before or meanwhile (a retry, a double click), answers as a repeat
 * instead. The key is not looked up first: the lead's unique key refuses a second lead (the transaction
 * rolls back), which saves every first request a round trip.
 */
export async function onceForKey(
  db: Db,
  key: string | null,
  create: () => Promise<IntakeAnswer>,
  repeat: (lead: LeadRow) => Promise<IntakeAnswer>,
): Promise<IntakeAnswer> {
  try {
    return await create();
  } catch (err) {
    // An earlier or twin request with this key committed first: its lead, user row or password now stand
    // in the way of this one (a unique violation). If its lead has this key, it is a repeat.
    if (!key) throw err;
    const first = await findLeadByKey(db, key);
    if (!first) throw err;
    return repeat(first);
  }
}

/** docs/product/decisions.md D7: a signed-in client's lead carries the personal details stored on the account, not typed ones. */
export function withAccountDetails<L extends object>(
  client: L,
  account: Pick<UserRow, "firstName" | "lastName" | "email" | "phoneNumber">,
) {
  return {
    ...client,
    firstName: account.firstName,
    lastName: account.lastName || undefined,
    email: account.email,
    phoneNumber: account.phoneNumber ?? undefined,
  };
}

export async function userById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return (await db.select().from(users).where(eq(users.id, id)).limit(1))[0];
}

/** The companies an answer lists for a lead: its matches (none for a held one: no mover has seen it). */
export async function companiesOf(db: DbOrTx, lead: LeadRow): Promise<MatchedCompany[]> {
  return lead.status === "held" ? [] : unsafeMatchedCompanies(db, lead.id);
}
