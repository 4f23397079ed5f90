// "Book with this mover" and "Decline": status changes and the emails they cause, in one transaction
// (ARCHITECTURE.md "transactional outbox"). Only the request's own customer may do either (else 404).
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { QuoteDeps } from "./company-quote.ts";
import { customerContact, details, str, summarise } from "./move-summary.ts";
import { quoteMails } from "./quote-mails.ts";
import { toQuoteView } from "./quote-view.ts";
import { assertId, type ClientCaller, ownLeads } from "./scope.ts";

async function lockOwnQuote(tx: Tx, caller: ClientCaller, quoteId: string) {
  assertId(quoteId, M.quoteNotFound);
  const [row] = await tx
    .select({ quote: quotes, lead: leads, company: companies, account: users })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(and(eq(quotes.id, quoteId), ownLeads(caller)))
    .for("update")
    .limit(1);
  if (!row || row.quote.status === "withdrawn") throw notFound(M.quoteNotFound);
  if (row.lead.status !== "open") throw conflict(M.requestBooked);
  if (row.quote.status !== "sent") throw conflict(M.quoteNotBookable);
  return row;
}

export async function bookQuote(deps: QuoteDeps, caller: ClientCaller, quoteId: string) {
  return deps.db.transaction(async (tx) => {
    const { quote, lead, company, account } = await lockOwnQuote(tx, caller, quoteId);
    if (toQuoteView(quote).expired) throw conflict(M.quoteExpired);
    await tx.update(quotes).set({ status: "accepted", updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    const others = await tx
      .update(quotes)
      .set({ status: "lost", updatedAt: new Date() })
      .where(and(eq(quotes.leadId, lead.id), ne(quotes.id, quote.id), eq(quotes.status, "sent")))
      .returning({ companyId: quotes.companyId });
    const lostIds = others.map((o) => o.companyId);
    await tx.update(leads).set({ status: "booked", bookedQuoteId: quote.id }).where(eq(leads.id, lead.id));
    // the chosen mover won, the other quoters lost, and whoever never quoted simply expired
    await tx
      .update(leadMatches)
      .set({
        status: sql`case
          when ${leadMatches.companyId} = ${company.id} then 'won'
          when ${lostIds.length ? inArray(leadMatches.companyId, lostIds) : sql`false`} then 'lost'
          when ${leadMatches.status} in ('new', 'viewed', 'quoted') then 'expired'
          else ${leadMatches.status} end`,
      })
      .where(eq(leadMatches.leadId, lead.id));

    const d = details(lead);
    const move = summarise(lead);
    const customer = customerContact(lead, d, account);
    const priceLabel = toQuoteView(quote).priceLabel;
    const dashboard = (id: string) => `${deps.appUrl}/account/dashboard/leads/${id}`;
    const losers = lostIds.length
      ? await tx.select().from(companies).where(inArray(companies.id, lostIds))
      : [];
    await enqueueMail(tx, [
      quoteMails.booked(company.email, {
        ...move,
        companyName: company.name,
        customer,
        priceLabel,
        link: dashboard(lead.id),
      }),
      ...losers.map((c) =>
        quoteMails.notChosen(c.email, {
          ...move,
          companyName: c.name,
          declined: false,
          link: dashboard(lead.id),
        }),
      ),
      quoteMails.bookingConfirmed(account.email, str(d, "firstName") ?? account.firstName, {
        ...move,
        companyName: company.name,
        phone: company.phone,
        email: company.email,
        priceLabel,
        link: `${deps.appUrl}/client/removal-requests/${lead.id}`,
      }),
    ]);
    return {
      quoteId: quote.id,
      company: { id: company.id, name: company.name },
      contact: { name: company.contactName, phone: company.phone, email: company.email },
    };
  });
}

export async function declineQuote(deps: QuoteDeps, caller: ClientCaller, quoteId: string) {
  return deps.db.transaction(async (tx) => {
    const { quote, lead, company } = await lockOwnQuote(tx, caller, quoteId);
    await tx.update(quotes).set({ status: "declined", updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await tx
      .update(leadMatches)
      .set({ status: "lost" })
      .where(and(eq(leadMatches.leadId, lead.id), eq(leadMatches.companyId, company.id)));
    await enqueueMail(
      tx,
      quoteMails.notChosen(company.email, {
        ...summarise(lead),
        companyName: company.name,
        declined: true,
        link: `${deps.appUrl}/account/dashboard/leads/${lead.id}`,
      }),
    );
    return { quoteId: quote.id, status: "declined" as const };
  });
}
