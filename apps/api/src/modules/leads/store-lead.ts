// One lead, one transaction: the lead row, its matches (matchLead inserts lead_matches itself) and the
// outbox rows of its emails — all or nothing (ARCHITECTURE.md "Work after the response").
import { isCommercialMove, type Lead } from "@rm/domain";
import { SIGNIN_LINK_DAYS } from "@rm/domain/lead-intake";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { authTokens, leads } from "../../db/schema.ts";
import { newToken, sha256 } from "../../lib/crypto.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { matchLead } from "../matching/match.ts";
import { leadConfirmation, newLeadNotice } from "./lead-mails.ts";
import { type MatchedCompany, toMatchedCompany } from "./lead-queries.ts";
import { locateLeadStart } from "./location.ts";

export interface StoreLeadInput {
  clientUserId: string;
  /** D8: the guest session that made it (only that browser sees it), null for a full account */
  guestSessionId: string | null;
  lead: Lead;
  idempotencyKey: string | null;
  /** where the confirmation goes, and how it greets */
  contact: { email: string; firstName: string };
  /** D8: add a single-use sign-in link to the confirmation */
  withSigninLink: boolean;
  appUrl: string;
}

/** D8: a single-use sign-in link (only its hash is stored). */
export async function createSigninLink(db: DbOrTx, userId: string, appUrl: string): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({
    id: sha256(token),
    userId,
    purpose: "signin",
    expiresAt: new Date(Date.now() + SIGNIN_LINK_DAYS * 86400_000),
  });
  return `${appUrl}/account/signin?token=${encodeURIComponent(token)}`;
}

export async function storeLead(
  tx: Tx,
  input: StoreLeadInput,
): Promise<{ leadId: string; companies: MatchedCompany[] }> {
  const { lead } = input;
  // D6: a Business Removals move is Commercial (the spec's `type`, which its wizard never set).
  const details = {
    ...lead,
    type: lead.type ?? (isCommercialMove(lead.typeOfMove) ? "Commercial" : undefined),
  };
  const where = await locateLeadStart(tx, lead);
  const [row] = await tx
    .insert(leads)
    .values({
      clientUserId: input.clientUserId,
      guestSessionId: input.guestSessionId,
      typeOfMove: lead.typeOfMove,
      fromPostcode: lead.fromPostcode ?? lead.fromAreaCode ?? "",
      fromLat: where.lat,
      fromLon: where.lon,
      fromBoroughCode: where.boroughCode,
      toPostcode: lead.toPostcode ?? null,
      moveDate: lead.startDate,
      endDate: lead.endDate ?? null,
      details,
      idempotencyKey: input.idempotencyKey,
    })
    .returning({ id: leads.id });
  const leadId = row!.id;
  // everything that does not depend on the picks comes first: matchLead locks the chosen companies' rows
  // until this transaction commits, so the fewer statements after it, the sooner other intakes go on
  const signinUrl = input.withSigninLink
    ? await createSigninLink(tx, input.clientUserId, input.appUrl)
    : undefined;
  const picks = await matchLead(tx, {
    id: leadId,
    typeOfMove: lead.typeOfMove,
    fromLat: where.lat,
    fromLon: where.lon,
    fromBoroughCode: where.boroughCode,
    moveDate: lead.startDate,
  });
  // the picks carry what the answer and the mails need, as read with the pool (best first)
  const ordered = picks.map((p) => ({ id: p.companyId, name: p.name, ...p.company }));
  const matched = ordered.map(toMatchedCompany);
  const mails = [
    leadConfirmation({
      lead,
      leadId,
      to: input.contact.email,
      firstName: input.contact.firstName,
      companies: matched,
      appUrl: input.appUrl,
      signinUrl,
    }),
    ...ordered.map((c) => newLeadNotice({ lead, to: c.email, companyName: c.name, appUrl: input.appUrl })),
  ];
  await enqueueMail(tx, mails);
  return { leadId, companies: matched };
}

export async function findLeadByKey(db: DbOrTx, key: string) {
  return (await db.select().from(leads).where(eq(leads.idempotencyKey, key)).limit(1))[0];
}
