// What an admin opens from a list (issue #19): a request with its matches (score and reasons), quotes,
// booking and the mails around it; a customer with their requests; a company's work (leads, quotes, win
// rate). Reading a customer's details or a request's contact details is written to the audit log.
import type { SessionUser } from "@rm/domain";
import {
  ADMIN_MESSAGES,
  ADMIN_REQUEST_STATUS_LABELS,
  CUSTOMER_STATUS_LABELS,
  mailDelivery,
} from "@rm/domain/admin";
import { isUuid } from "@rm/domain/ids";
import { MATCH_STATUS_LABELS, QUOTE_STATUS_LABELS } from "@rm/domain/quote";
import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies, leadMatches, leads, outbox, quotes, users } from "../../db/schema.ts";
import { forbidden, notFound } from "../../lib/http.ts";
import { auditTrailOf, writeAudit } from "../audit/index.ts";
import { customerContact, details, notAStandIn, summarise } from "../requests/index.ts";
import { boroughName, requestList } from "./lists/index.ts";

export const requireAdmin = (user: SessionUser | null): SessionUser => {
  if (!user?.isAdmin) throw forbidden();
  return user;
};

/** How the admin came to read it (kept with the audit row as its "why"). */
export type ReadVia = "page" | "api";

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Who a request was matched with, the quotes it got and the mails about it. */
async function requestActivity(db: DbOrTx, leadId: string) {
  const matches = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      companyEmail: companies.email,
      score: leadMatches.score,
      reasons: leadMatches.reasons,
      status: leadMatches.status,
      viewedAt: leadMatches.viewedAt,
      createdAt: leadMatches.createdAt,
    })
    .from(leadMatches)
    .innerJoin(companies, eq(companies.id, leadMatches.companyId))
    .where(eq(leadMatches.leadId, leadId))
    .orderBy(desc(leadMatches.score));
  const quoteRows = await db
    .select({ quote: quotes, companyName: companies.name })
    .from(quotes)
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .where(eq(quotes.leadId, leadId))
    .orderBy(desc(quotes.createdAt));
  // issue #28: the mails about this request (to the customer and its movers), not others to the same address
  const mails = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      kept: outbox.kept,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.leadId, leadId))
    .orderBy(desc(outbox.id))
    .limit(100);
  return { matches, quoteRows, mails };
}

export async function adminRequest(db: DbOrTx, caller: SessionUser | null, leadId: string, via: ReadVia) {
  const user = requireAdmin(caller);
  if (!isUuid(leadId)) throw notFound(ADMIN_MESSAGES.noSuchRequest);
  const [row] = await db
    .select({ lead: leads, account: users })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.clientUserId))
    // a look-alike's copy is nobody's request (decision 107): not found, as in the lists
    .where(and(eq(leads.id, leadId), notAStandIn))
    .limit(1);
  if (!row) throw notFound(ADMIN_MESSAGES.noSuchRequest);
  const { lead, account } = row;
  const d = details(lead);
  const { matches, quoteRows, mails } = await requestActivity(db, lead.id);
  await writeAudit(db, {
    actorUserId: user._id,
    action: "request.view",
    subjectType: "lead",
    subjectId: lead.id,
    reason: null,
    data: { via, customerId: account.id },
  });
  const booked = quoteRows.find((q) => q.quote.id === lead.bookedQuoteId);
  return {
    request: {
      ...summarise(lead),
      id: lead.id,
      status: lead.status,
      statusLabel: ADMIN_REQUEST_STATUS_LABELS[lead.status],
      createdAt: lead.createdAt.toISOString(),
      borough: boroughName(lead.fromBoroughCode),
      fromPostcode: lead.fromPostcode,
      toPostcode: lead.toPostcode,
      customerId: account.id,
      contact: customerContact(lead, d, account),
    },
    matches: matches.map(({ companyEmail: _, ...m }) => ({
      ...m,
      statusLabel: MATCH_STATUS_LABELS[m.status],
      reasons: (m.reasons ?? {}) as Record<string, unknown>,
      viewedAt: iso(m.viewedAt),
      createdAt: m.createdAt.toISOString(),
    })),
    quotes: quoteRows.map(({ quote: q, companyName }) => ({
      id: q.id,
      companyId: q.companyId,
      companyName,
      pricePence: q.pricePence,
      priceKind: q.priceKind,
      status: q.status,
      statusLabel: QUOTE_STATUS_LABELS[q.status],
      validUntil: q.validUntil,
      createdAt: q.createdAt.toISOString(),
    })),
    booking: booked
      ? {
          quoteId: booked.quote.id,
          companyId: booked.quote.companyId,
          companyName: booked.companyName,
          pricePence: booked.quote.pricePence,
          bookedAt: booked.quote.updatedAt.toISOString(),
        }
      : null,
    mails: mails.map(({ kept, ...m }) => ({
      ...m,
      ...mailDelivery({ status: m.status, kept }),
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
    })),
  };
}
export type AdminRequest = Awaited<ReturnType<typeof adminRequest>>;

export async function adminCustomer(db: DbOrTx, caller: SessionUser | null, userId: string, via: ReadVia) {
  const user = requireAdmin(caller);
  if (!isUuid(userId)) throw notFound(ADMIN_MESSAGES.noSuchCustomer);
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, "client"), notAStandIn))
    .limit(1);
  if (!account) throw notFound(ADMIN_MESSAGES.noSuchCustomer);
  const own = await requestList.rows(db, { customerId: account.id }, 200, {});
  await writeAudit(db, {
    actorUserId: user._id,
    action: "customer.view",
    subjectType: "user",
    subjectId: account.id,
    reason: null,
    data: { via },
  });
  const trail = await auditTrailOf(db, account.id, 50);
  const status = account.suspendedAt ? ("suspended" as const) : ("active" as const);
  return {
    customer: {
      id: account.id,
      name: `${account.firstName} ${account.lastName}`.trim(),
      email: account.email,
      phone: account.phoneNumber,
      hasPassword: account.passwordHash !== null,
      createdAt: account.createdAt.toISOString(),
      status,
      statusLabel: CUSTOMER_STATUS_LABELS[status],
      suspendedAt: iso(account.suspendedAt),
      suspendedReason: account.suspendedReason,
    },
    requests: own,
    audit: trail.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
export type AdminCustomer = Awaited<ReturnType<typeof adminCustomer>>;

/** A company's work for its admin page: its newest leads and quotes, and how many of its quotes won. */
export async function companyWork(db: DbOrTx, companyId: string) {
  const [leadRows, quoteRows, [tally]] = await Promise.all([
    db
      .select({
        leadId: leadMatches.leadId,
        status: leadMatches.status,
        score: leadMatches.score,
        createdAt: leadMatches.createdAt,
        typeOfMove: leads.typeOfMove,
        fromPostcode: leads.fromPostcode,
      })
      .from(leadMatches)
      .innerJoin(leads, eq(leads.id, leadMatches.leadId))
      .where(eq(leadMatches.companyId, companyId))
      .orderBy(desc(leadMatches.createdAt))
      .limit(50),
    db
      .select({
        id: quotes.id,
        leadId: quotes.leadId,
        pricePence: quotes.pricePence,
        status: quotes.status,
        createdAt: quotes.createdAt,
      })
      .from(quotes)
      .where(eq(quotes.companyId, companyId))
      .orderBy(desc(quotes.createdAt))
      .limit(50),
    db
      .select({
        leads: sql<number>`(select count(*)::int from ${leadMatches} m where m.company_id = ${companyId})`,
        quoted: sql<number>`count(*) filter (where ${quotes.status} <> 'withdrawn')::int`,
        won: sql<number>`count(*) filter (where ${quotes.status} = 'accepted')::int`,
      })
      .from(quotes)
      .where(eq(quotes.companyId, companyId)),
  ]);
  const quoted = Number(tally?.quoted ?? 0);
  const won = Number(tally?.won ?? 0);
  return {
    leads: leadRows.map((l) => ({
      ...l,
      statusLabel: MATCH_STATUS_LABELS[l.status],
      createdAt: l.createdAt.toISOString(),
    })),
    quotes: quoteRows.map((q) => ({
      ...q,
      statusLabel: QUOTE_STATUS_LABELS[q.status],
      createdAt: q.createdAt.toISOString(),
    })),
    totals: {
      leads: Number(tally?.leads ?? 0),
      quoted,
      won,
      /** won ÷ quotes sent (withdrawn ones aside), as a whole percentage; null before the first quote */
      winRatePercent: quoted ? Math.round((won / quoted) * 100) : null,
    },
  };
}
export type CompanyWork = Awaited<ReturnType<typeof companyWork>>;
