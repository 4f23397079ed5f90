// Issue #13 (docs/README.md#issues): the two links a request's emails carry. "Confirm" sends a held request (one typed with the
// email of an existing account, or over the velocity limits) to movers once the address's owner clicks
// it; "Not you? Cancel this request" takes a request away from movers and from whoever typed the
// address (issue #29: never a booked one, and a request sent to movers is marked cancelled, not deleted).
// Both are single use (auth_tokens), name their request, and only act on that request.
import type { Lead, SessionUser } from "@rm/domain";
import { INTAKE_MESSAGES } from "@rm/domain/lead-intake";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { authTokens, bookings, leads, sessions, users } from "../../db/schema.ts";
import { sha256 } from "../../lib/crypto.ts";
import { badRequest, conflict } from "../../lib/http.ts";
import { consumeToken, createSession, toSessionUser } from "../accounts/index.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { matchLead } from "../matching/index.ts";
import { newLeadText } from "../texts/index.ts";
import { withAccountDetails } from "./intake-service.ts";
import { leadWithdrawnNotice } from "./lead-mails.ts";
import { moveOfRow, sameMoveIn } from "./same-move.ts";
import { markCancelled } from "./lifecycle.ts";
import { cancelUrlOf, confirmationMails, leadIdOfLink, requestLinkToken } from "./store-lead.ts";
import { CANCEL_LINK_DAYS, CANCEL_LINK_REASON } from "@rm/domain/lead-intake";

const invalid = () => badRequest(INTAKE_MESSAGES.linkInvalid, { token: INTAKE_MESSAGES.linkInvalid });

export interface ConfirmDeps {
  db: Db;
  sessionDays: number;
  appUrl: string;
}

export interface Confirmed {
  leadId: string;
  matched: number;
  /** the owner, signed in by the link when the account has no password (as the docs/product/decisions.md D8 sign-in link does) */
  user: SessionUser | null;
  session: { token: string; expiresAt: Date } | null;
  /** issue #17: the owner already had an open request for this move: that one is answered, this one dropped */
  duplicate?: boolean;
  /** issue 28: with `duplicate`, the owner already booked this move */
  booked?: boolean;
}

/** Confirms a held request: it becomes the account's, with the account's details (docs/product/decisions.md D7), and is matched. */
export async function confirmHeldLead(deps: ConfirmDeps, token: string): Promise<Confirmed> {
  const leadId = leadIdOfLink(token);
  if (!leadId) throw invalid();
  return deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "confirm-lead");
    if (!row) throw invalid();
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.clientUserId, row.userId), eq(leads.status, "held")))
      .for("update")
      .limit(1);
    const [account] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!lead || account?.role !== "client") throw invalid();
    const session = async () =>
      account.passwordHash ? null : await createSession(tx, account.id, deps.sessionDays);
    // Issues #17 and 28: the owner already has an open request or a booking for this move — it is not sent to
    // movers again: the held copy (never sent, never theirs) is dropped and the owner is offered to update
    // the open one, or sent to the booking.
    const open = sameMoveIn(
      await tx
        .select()
        .from(leads)
        .where(and(eq(leads.clientUserId, account.id), inArray(leads.status, ["open", "booked"]))),
      moveOfRow(lead),
    );
    if (open) {
      await tx.delete(leads).where(eq(leads.id, lead.id));
      const s = await session();
      return {
        leadId: open.id,
        matched: 0,
        duplicate: true,
        ...(open.status === "booked" ? { booked: true } : {}),
        user: s ? toSessionUser(account) : null,
        session: s && { token: s.token, expiresAt: s.expiresAt },
      };
    }
    // the owner's request now: their contact details, and no longer the typist's browser's
    const details = withAccountDetails(lead.details as Lead, account) as Lead;
    await tx
      .update(leads)
      .set({ status: "open", guestSessionId: null, details })
      .where(eq(leads.id, lead.id));
    const cancelToken = requestLinkToken(lead.id);
    await tx.insert(authTokens).values({
      id: sha256(cancelToken),
      userId: account.id,
      purpose: "cancel-lead",
      expiresAt: new Date(Date.now() + CANCEL_LINK_DAYS * 86400_000),
    });
    const picks = await matchLead(
      tx,
      {
        id: lead.id,
        typeOfMove: lead.typeOfMove,
        fromLat: lead.fromLat,
        fromLon: lead.fromLon,
        fromBoroughCode: lead.fromBoroughCode,
        moveDate: lead.moveDate,
        endDate: lead.endDate,
      },
      {
        leadText: newLeadText(deps.appUrl, lead.id, { ...details, moveDate: lead.moveDate }),
        mailsFor: confirmationMails({
          lead: details,
          leadId: lead.id,
          to: account.email,
          firstName: account.firstName,
          appUrl: deps.appUrl,
          cancelUrl: cancelUrlOf(deps.appUrl, cancelToken),
        }),
      },
    );
    const s = await session();
    return {
      leadId: lead.id,
      matched: picks.length,
      user: s ? toSessionUser(account) : null,
      session: s && { token: s.token, expiresAt: s.expiresAt },
    };
  });
}

/**
 * "Not you? Cancel this request" (issue #29: who it may cancel). Only a request that is open or held and that
 * nobody has booked: a booked one (or one with a booking waiting for the mover or confirmed) is refused with
 * INTAKE_MESSAGES.cancelBooked — the booking is cancelled from the request page, with its terms — and the
 * link stays unused. A request sent to movers (open) is never deleted: it is marked cancelled and kept with
 * its quotes and conversations, the movers still working it are told it was withdrawn, and the audit log
 * notes it. A held request (never sent to anyone) is deleted, and an account that only existed for it (no
 * password, no other request) goes too. Either way the browser that typed it loses its guest session.
 */
export async function cancelLead(
  deps: { db: Db; appUrl: string },
  token: string,
  now = new Date(),
): Promise<void> {
  const leadId = leadIdOfLink(token);
  if (!leadId) throw invalid();
  await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, "cancel-lead");
    if (!row) throw invalid();
    const [lead] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.clientUserId, row.userId)))
      .for("update")
      .limit(1);
    if (!lead) throw invalid();
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.leadId, lead.id), inArray(bookings.status, ["awaiting", "confirmed"])))
      .limit(1);
    // thrown: the transaction is rolled back, the link not spent
    if (lead.status === "booked" || booking) throw conflict(INTAKE_MESSAGES.cancelBooked);
    if (lead.status !== "open" && lead.status !== "held") throw invalid();
    if (lead.guestSessionId) {
      await tx.delete(sessions).where(and(eq(sessions.id, lead.guestSessionId), eq(sessions.guest, true)));
    }
    const audit = { action: "lead.cancel-link", subjectType: "lead" as const, subjectId: lead.id };
    if (lead.status === "held") {
      await tx.delete(leads).where(eq(leads.id, lead.id));
      // an account made only for this request goes with it
      const gone = await tx.execute(sql`delete from users u where u.id = ${row.userId} and u.role = 'client'
        and u.password_hash is null and not exists (select 1 from leads l where l.client_user_id = u.id)
        returning u.id`);
      const accountGone = ((gone as unknown as { rows?: unknown[] }).rows?.length ?? 0) > 0;
      await writeAudit(tx, {
        ...audit,
        actorUserId: accountGone ? null : row.userId,
        reason: "Held request cancelled by the owner of its email address; never sent to movers",
        data: { status: "held", deleted: true, accountDeleted: accountGone },
      });
      return;
    }
    const { movers } = await markCancelled(tx, lead, CANCEL_LINK_REASON, now);
    await writeAudit(tx, {
      ...audit,
      actorUserId: row.userId,
      reason: "Cancelled by the owner of its email address",
      data: { status: "open", moversTold: movers.length },
    });
    const details = lead.details as Lead;
    await enqueueMail(
      tx,
      movers.map((m) =>
        leadWithdrawnNotice({
          lead: details,
          to: m.email,
          companyName: m.name,
          unsubscribe: { userId: m.userId, appUrl: deps.appUrl },
        }),
      ),
    );
  });
}
