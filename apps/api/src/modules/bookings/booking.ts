// "Book with this mover" and "Decline": status changes and the emails they cause, in one transaction
// (docs/architecture.md "Work after the response"). Only the request's own customer may do either (else 404).
import { bookedPriceSentence } from "@rm/domain/booking-extras";
import { QUOTE_MESSAGES as M } from "@rm/domain/quote";
import { chooseExtras } from "@rm/domain/quote-offer";
import type { QuoteExtra } from "@rm/domain/quote-pricing";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { aboutLead, enqueueMail } from "../mail/index.ts";
import { type QuoteDeps, quoteMails, toQuoteView } from "../quotes/index.ts";
import { customerContact, details, str, summarise } from "../requests/index.ts";
import { assertId } from "../../lib/ids.ts";
import { type ClientCaller, companyIsActive, ownLeads } from "../scopes/index.ts";
import { recordBooking } from "./confirmation.ts";

/**
 * The customer's own quote, with the quote and lead rows locked (not the company's: a quote being written
 * holds the company's row first and then the lead's, so taking them the other way round could deadlock;
 * a suspension withdraws the quote under its row lock, which this waits for).
 */
async function lockOwnQuote(tx: Tx, caller: ClientCaller, quoteId: string) {
  assertId(quoteId, M.quoteNotFound);
  const [row] = await tx
    .select({
      quote: quotes,
      lead: leads,
      company: companies,
      account: users,
      companyActive: sql<boolean>`${companyIsActive()}`,
    })
    .from(quotes)
    .innerJoin(leads, eq(leads.id, quotes.leadId))
    .innerJoin(companies, eq(companies.id, quotes.companyId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(and(eq(quotes.id, quoteId), ownLeads(caller)))
    .for("update", { of: [quotes, leads] })
    .limit(1);
  if (!row || row.quote.status === "withdrawn") throw notFound(M.quoteNotFound);
  if (row.lead.status !== "open") throw conflict(M.requestBooked);
  if (row.quote.status !== "sent") throw conflict(M.quoteNotBookable);
  return row;
}

/**
 * Books `quoteId` with the extras the customer ticked (issue #28): each must be one the quote prices (else
 * 400, nothing written), and the total is the quote's price plus theirs, worked out here.
 */
export async function bookQuote(
  deps: Pick<QuoteDeps, "db" | "appUrl">,
  caller: ClientCaller,
  quoteId: string,
  input: { extras: readonly string[] } = { extras: [] },
) {
  return deps.db.transaction(async (tx) => {
    const { quote, lead, company, account, companyActive } = await lockOwnQuote(tx, caller, quoteId);
    // pending, rejected or suspended: never booked, never handed the customer's details
    if (!companyActive) throw conflict(M.companyUnavailable);
    if (toQuoteView(quote).expired) throw conflict(M.quoteExpired);
    const chosen = chooseExtras((quote.extras ?? []) as QuoteExtra[], input.extras);
    if (!chosen.ok) throw badRequest(chosen.message, { extras: chosen.message });
    await tx.update(quotes).set({ status: "accepted", updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    const others = await tx
      .update(quotes)
      .set({ status: "lost", updatedAt: new Date() })
      .where(and(eq(quotes.leadId, lead.id), ne(quotes.id, quote.id), eq(quotes.status, "sent")))
      .returning({ companyId: quotes.companyId });
    const lostIds = others.map((o) => o.companyId);
    await tx.update(leads).set({ status: "booked", bookedQuoteId: quote.id }).where(eq(leads.id, lead.id));
    // issue #17: what was accepted, kept as it is now; the mover confirms it within a day
    const booking = await recordBooking(tx, lead, quote, company, chosen.extras);
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
    // the total with the extras, and the extras in it: "£955 (£895 fixed price + Packing materials £60)"
    const priceLabel = bookedPriceSentence(booking.snapshot);
    const dashboard = (id: string) => `${deps.appUrl}/account/dashboard/leads/${id}`;
    const losers = lostIds.length
      ? await tx
          .select()
          .from(companies)
          .where(and(inArray(companies.id, lostIds), companyIsActive()))
      : [];
    await enqueueMail(
      tx,
      aboutLead(lead.id, [
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
            unsubscribe: { userId: c.userId, appUrl: deps.appUrl },
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
      ]),
    );
    return {
      quoteId: quote.id,
      bookingId: booking.id,
      bookingStatus: booking.status,
      company: { id: company.id, name: company.name },
      contact: { name: company.contactName, phone: company.phone, email: company.email },
      total: booking.snapshot.total!,
      extras: chosen.extras,
    };
  });
}

export async function declineQuote(
  deps: Pick<QuoteDeps, "db" | "appUrl">,
  caller: ClientCaller,
  quoteId: string,
) {
  return deps.db.transaction(async (tx) => {
    const { quote, lead, company, companyActive } = await lockOwnQuote(tx, caller, quoteId);
    await tx.update(quotes).set({ status: "declined", updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await tx
      .update(leadMatches)
      .set({ status: "lost" })
      .where(and(eq(leadMatches.leadId, lead.id), eq(leadMatches.companyId, company.id)));
    // a company that may not work hears nothing more about the move
    if (!companyActive) return { quoteId: quote.id, status: "declined" as const };
    await enqueueMail(
      tx,
      aboutLead(
        lead.id,
        quoteMails.notChosen(company.email, {
          ...summarise(lead),
          companyName: company.name,
          declined: true,
          link: `${deps.appUrl}/account/dashboard/leads/${lead.id}`,
          unsubscribe: { userId: company.userId, appUrl: deps.appUrl },
        }),
      ),
    );
    return { quoteId: quote.id, status: "declined" as const };
  });
}
