// Issue #29 item 8 (docs/decisions/107-lookalike-held-copies.md): the wizard's look-alike answer — a company's
// or admin's address, an address past its daily cap of held requests, or one that had plenty of mail today
// (held-intake.ts) — works like a stored held one. The request is stored held under a stand-in: an account
// made for this one submission that belongs to nobody (users.stand_in_for, the keyed hash of the address
// typed), with the guest session the browser gets. The copy is never confirmed (no link is issued), never
// matched, never mailed, not counted by the admin pages, and goes with its session (purgeLookAlikeCopies).
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, notExists, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { leads, sessions, users } from "../../db/schema.ts";
import { pseudonymOf } from "../../lib/secret-box.ts";
import { newSession } from "../accounts/index.ts";
import { type AnonymousSubmission, guestView } from "./guest-answers.ts";
import { heldAnswer, type IntakeAnswer } from "./intake-service.ts";
import { heldLeadRow } from "./store-lead.ts";

/** What a stand-in keeps of the address typed: a keyed hash (a retry with the same key must type it again). */
export const standInKey = (email: string) => pseudonymOf(`stand-in-for:${email}`);

/** Rows of real accounts only (the admin's lists and counts): a stand-in is nobody's. */
export const notAStandIn = isNull(users.standInFor);

/** Leads of real accounts only: a look-alike's copy is nobody's request. */
export const notALookAlikeCopy = sql`not exists (select 1 from users s where s.id = ${leads.clientUserId}
  and s.stand_in_for is not null)`;

/**
 * The look-alike answer: the same rows a held request stores (a guest session, unless the browser has one,
 * and the held request with the details typed) under a stand-in, and the same answer as storeHeld's. No
 * confirm or cancel link, no mail: nothing reaches anybody.
 */
export async function storeLookAlikeCopy(tx: Tx, s: AnonymousSubmission): Promise<IntakeAnswer> {
  const u = s.sub.user;
  const id = randomUUID();
  const [standIn] = await tx
    .insert(users)
    .values({
      id,
      // nobody's mailbox (RFC 2606): a link asked for it goes nowhere
      email: `${id}@stand-in.invalid`,
      role: "client",
      firstName: u.firstName,
      lastName: u.lastName,
      standInFor: standInKey(u.email),
    })
    .returning();
  const g = s.guest ? undefined : newSession(s.deps.sessionDays, true);
  if (g) await tx.insert(sessions).values({ id: g.id, userId: id, guest: true, expiresAt: g.expiresAt });
  const leadId = randomUUID();
  await tx.insert(leads).values(
    heldLeadRow(leadId, {
      ownerId: id,
      guestSessionId: s.guest?.sessionId ?? g!.id,
      lead: s.sub.client,
      location: s.location,
      idempotencyKey: s.key,
    }),
  );
  return heldAnswer(
    guestView(standIn!, s.sub, true),
    leadId,
    g && { token: g.token, expiresAt: g.expiresAt },
  );
}

/**
 * Retention (jobs/retention.ts), after the ended sessions went: a look-alike's copy whose guest session has
 * ended, then every stand-in left with no session and no copy. How many copies went.
 */
export async function purgeLookAlikeCopies(db: DbOrTx): Promise<number> {
  const standIns = db.select({ id: users.id }).from(users).where(isNotNull(users.standInFor));
  const liveSession = db.select({ one: sql`1` }).from(sessions).where(eq(sessions.id, leads.guestSessionId));
  const copies = await db
    .delete(leads)
    .where(
      and(inArray(leads.clientUserId, standIns), or(isNull(leads.guestSessionId), notExists(liveSession))),
    )
    .returning({ id: leads.id });
  await db
    .delete(users)
    .where(
      and(
        isNotNull(users.standInFor),
        notExists(db.select({ one: sql`1` }).from(sessions).where(eq(sessions.userId, users.id))),
        notExists(db.select({ one: sql`1` }).from(leads).where(eq(leads.clientUserId, users.id))),
      ),
    );
  return copies.length;
}
