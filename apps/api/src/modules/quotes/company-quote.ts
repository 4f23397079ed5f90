// Sending, editing and withdrawing a quote (one structure for every company, docs/product/rules.md principle 2). Only for a
// lead matched to the caller's company (else 404), and only while the customer has not booked (else 409).
// Each one emails the customer through the outbox, in the same transaction as the change.
import type { SessionUser } from "@rm/domain";
import { todayInLondon } from "@rm/domain/lead/dates";
import { INVENTORY_MESSAGES, inventoryOf } from "@rm/domain/inventory";
import { priceFloorProblem } from "@rm/domain/price-floors";
import { QUOTE_MESSAGES as M, type QuoteFields } from "@rm/domain/quote";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { companies, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { aboutLead, enqueueMail, type MailInput } from "../mail/index.ts";
import { details, freshSigninUrl, str, summarise } from "../requests/index.ts";
import { certificateCover } from "./cover.ts";
import { quoteBandOf } from "./similar-quotes.ts";
import { coalescedQuoteMail } from "./mail-coalescing.ts";
import type { QuoteLimits } from "./quote-limits.ts";
import { medianResponseMinutesSql } from "./response-time.ts";
import { quoteChanges, quoteMails } from "./quote-mails.ts";
import { type QuoteView, requestedServices, toQuoteView } from "./quote-view.ts";
import { companyIsActive, companyOf, refuseInactiveCompany } from "../scopes/index.ts";

export interface QuoteDeps {
  db: Db;
  appUrl: string;
  /** issue #29 item 15: how often a company may change one quote (quote-limits.ts; quoteLimitsOf(ctx)) */
  limits: QuoteLimits;
}

/**
 * The caller's match for this lead, with the lead row locked so a booking cannot slip in between, and
 * the company's row held so a suspension cannot either. A company that is not active: 403.
 */
async function lockMatch(tx: Tx, user: SessionUser, leadId: string) {
  // the company's row first (then the lead's), held until the end: see companyOf
  const company = await companyOf(tx, user, { lock: true });
  if (!company) {
    await refuseInactiveCompany(tx, user);
    throw notFound(M.leadNotFound);
  }
  const [row] = await tx
    .select({ lead: leads, match: leadMatches })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id)))
    .for("update")
    .limit(1);
  if (!row) throw notFound(M.leadNotFound);
  if (row.lead.status !== "open") throw conflict(M.leadBooked);
  const lastDay = row.lead.endDate ?? row.lead.moveDate;
  if (lastDay && lastDay < todayInLondon()) throw conflict(M.leadExpired);
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadId, leadId), eq(quotes.companyId, company.id)))
    .limit(1);
  return { company, lead: row.lead, match: row.match, quote };
}

/** Keeps companies.response_minutes (median minutes from lead to quote, ./response-time.ts) up to date. */
async function refreshResponseMinutes(tx: Tx, companyId: string) {
  await tx
    .update(companies)
    .set({ responseMinutes: medianResponseMinutesSql(companyId) })
    .where(eq(companies.id, companyId));
}

type LeadRow = typeof leads.$inferSelect;

/** issue #29 item 15: one more change of this company's quote for this lead today, or 429 before anything is read */
async function countChange(deps: QuoteDeps, user: SessionUser, leadId: string) {
  await deps.limits.count(user._id, leadId);
}

/** issue #29: a price below the floor of the lead's type of move is refused (400), naming the floor */
function refuseQuoteForLead(fields: QuoteFields, lead: LeadRow) {
  const low = priceFloorProblem(fields, lead.typeOfMove);
  if (low) throw badRequest(low.message, { [low.field]: low.message });
  // issue #32: "based on your list" only where the customer gave one
  if (fields.basedOnList && !inventoryOf(details(lead).inventory)) {
    const message = INVENTORY_MESSAGES.noListToQuote;
    throw badRequest(message, { basedOnList: message });
  }
}

/** issue #18: a quote's cover is the company's verified Goods in Transit certificate's, never typed. */
const coverOf = async (tx: Tx, companyId: string) =>
  (await certificateCover(tx, companyId)).goodsInTransitPence;

/** Who a quote email goes to (the account), greeted by the name typed with the lead; null if gone. */
async function customerOf(tx: Tx, lead: LeadRow) {
  const [customer] = await tx.select().from(users).where(eq(users.id, lead.clientUserId)).limit(1);
  if (!customer) return null;
  return { email: customer.email, firstName: str(details(lead), "firstName") ?? customer.firstName };
}

/** The customer's comparison page for this request. */
const compareLink = (deps: Pick<QuoteDeps, "appUrl">, lead: LeadRow) =>
  `${deps.appUrl}/client/removal-requests/${lead.id}`;

/**
 * What every quote email tells the customer: the move, the company, the comparison page and (issue #17) a
 * fresh single-use sign-in link that opens it on any device.
 */
type AboutQuote = ReturnType<typeof summarise> & {
  companyName: string;
  link: string;
  signinUrl: string;
  unsubscribe: { userId: string; appUrl: string };
};

/** Queues the customer's email about this company's quote (nothing when the account is gone). */
async function tellCustomer(
  tx: Tx,
  deps: Pick<QuoteDeps, "appUrl">,
  lead: LeadRow,
  companyName: string,
  mail: (to: string, firstName: string, about: AboutQuote) => MailInput | Promise<MailInput>,
) {
  const customer = await customerOf(tx, lead);
  if (!customer) return;
  const link = compareLink(deps, lead);
  const signinUrl = await freshSigninUrl(tx, lead.clientUserId, deps.appUrl, new URL(link).pathname);
  const unsubscribe = { userId: lead.clientUserId, appUrl: deps.appUrl };
  const about = { ...summarise(lead), companyName, link, signinUrl, unsubscribe };
  const written = await mail(customer.email, customer.firstName, about);
  await enqueueMail(tx, aboutLead(lead.id, await coalescedQuoteMail(tx, lead.id, companyName, written)));
}

export async function sendQuote(
  deps: QuoteDeps,
  user: SessionUser,
  leadId: string,
  fields: QuoteFields,
): Promise<QuoteView> {
  await countChange(deps, user, leadId);
  return deps.db.transaction(async (tx) => {
    const { company, lead, quote } = await lockMatch(tx, user, leadId);
    if (quote?.status === "sent") throw conflict(M.alreadyQuoted);
    if (quote && quote.status !== "withdrawn") throw conflict(M.quoteClosed);
    refuseQuoteForLead(fields, lead);
    const now = new Date();
    const stored = {
      ...fields,
      insuranceCoverPence: await coverOf(tx, company.id),
      guideBand: await quoteBandOf(tx, lead),
    };
    const [saved] = quote
      ? await tx
          .update(quotes)
          .set({ ...stored, status: "sent", updatedAt: now })
          .where(eq(quotes.id, quote.id))
          .returning()
      : await tx
          .insert(quotes)
          .values({ ...stored, leadId, companyId: company.id })
          .returning();
    await tx
      .update(leadMatches)
      .set({ status: "quoted" })
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id)));
    await refreshResponseMinutes(tx, company.id);
    const view = toQuoteView(saved!, undefined, requestedServices(lead));
    await tellCustomer(tx, deps, lead, company.name, (to, firstName, about) =>
      quoteMails.newQuote(to, firstName, {
        ...about,
        priceLabel: view.priceLabel,
        priceKindLabel: view.priceKindLabel,
      }),
    );
    return view;
  });
}

export async function updateQuote(
  deps: QuoteDeps,
  user: SessionUser,
  leadId: string,
  fields: QuoteFields,
): Promise<QuoteView> {
  await countChange(deps, user, leadId);
  return deps.db.transaction(async (tx) => {
    const { company, lead, quote } = await lockMatch(tx, user, leadId);
    if (!quote) throw notFound(M.noQuote);
    if (quote.status !== "sent") throw conflict(M.quoteClosed);
    refuseQuoteForLead(fields, lead);
    const [saved] = await tx
      .update(quotes)
      // issue #17: revised (or confirmed as it stands) for the move as it is now
      .set({
        ...fields,
        insuranceCoverPence: await coverOf(tx, company.id),
        // issue #32: filed under the band of the move as it is now
        guideBand: await quoteBandOf(tx, lead),
        earlierDetails: false,
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, quote.id))
      .returning();
    const view = toQuoteView(saved!, undefined, requestedServices(lead));
    // the customer hears what changed; an edit that changed nothing sends nothing
    const changes = quoteChanges(toQuoteView(quote), view);
    if (changes.length > 0) {
      await tellCustomer(tx, deps, lead, company.name, (to, firstName, about) =>
        quoteMails.quoteUpdated(to, firstName, { ...about, quote: view, changes }),
      );
    }
    return view;
  });
}

export async function withdrawQuote(deps: QuoteDeps, user: SessionUser, leadId: string): Promise<QuoteView> {
  await countChange(deps, user, leadId);
  return deps.db.transaction(async (tx) => {
    const { company, lead, quote } = await lockMatch(tx, user, leadId);
    if (!quote) throw notFound(M.noQuote);
    if (quote.status !== "sent") throw conflict(M.quoteClosed);
    const [saved] = await tx
      .update(quotes)
      .set({ status: "withdrawn", updatedAt: new Date() })
      .where(eq(quotes.id, quote.id))
      .returning();
    await tx
      .update(leadMatches)
      .set({ status: "viewed" })
      .where(and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id)));
    await tellWithdrawn(tx, deps, lead, company.name, saved!, false);
    return toQuoteView(saved!);
  });
}

type QuoteRow = typeof quotes.$inferSelect;

/** The customer's "quote withdrawn" email, with how many quotes they can still book. */
async function tellWithdrawn(
  tx: Tx,
  deps: Pick<QuoteDeps, "appUrl">,
  lead: LeadRow,
  companyName: string,
  quote: QuoteRow,
  byUs: boolean,
) {
  await tellCustomer(tx, deps, lead, companyName, async (to, firstName, about) => {
    // the quotes still open on the comparison page (an expired one, or one of a company that may no
    // longer work, can no longer be booked)
    const [others] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(quotes)
      .innerJoin(companies, and(eq(companies.id, quotes.companyId), companyIsActive()))
      .where(
        and(
          eq(quotes.leadId, lead.id),
          ne(quotes.id, quote.id),
          eq(quotes.status, "sent"),
          sql`${quotes.validUntil} >= ${todayInLondon()}`,
        ),
      );
    return quoteMails.quoteWithdrawn(to, firstName, {
      ...about,
      priceLabel: toQuoteView(quote).priceLabel,
      otherQuotes: Number(others?.n ?? 0),
      byUs,
    });
  });
}

/**
 * A company stops being active (suspended): each of its open quotes is withdrawn, its match goes back to
 * "viewed" (as when the company withdraws itself), and the customer of every move still to come is told
 * — all in the caller's transaction, which holds the company's row. Reinstatement does not bring the
 * quotes back: the company quotes again if the move is still open. Returns how many were withdrawn.
 */
export async function withdrawOpenQuotesOf(
  tx: Tx,
  deps: Pick<QuoteDeps, "appUrl">,
  company: { id: string; name: string },
): Promise<number> {
  const withdrawn = await tx
    .update(quotes)
    .set({ status: "withdrawn", updatedAt: new Date() })
    .where(and(eq(quotes.companyId, company.id), eq(quotes.status, "sent")))
    .returning();
  if (withdrawn.length === 0) return 0;
  const leadIds = withdrawn.map((q) => q.leadId);
  await tx
    .update(leadMatches)
    .set({ status: "viewed" })
    .where(
      and(
        eq(leadMatches.companyId, company.id),
        inArray(leadMatches.leadId, leadIds),
        eq(leadMatches.status, "quoted"),
      ),
    );
  const byId = new Map(
    (await tx.select().from(leads).where(inArray(leads.id, leadIds))).map((l) => [l.id, l]),
  );
  const today = todayInLondon();
  for (const quote of withdrawn) {
    const lead = byId.get(quote.leadId);
    // a move that has passed or is no longer open needs no email: nothing there could be booked
    if (lead?.status !== "open" || (lead.endDate ?? lead.moveDate ?? today) < today) continue;
    await tellWithdrawn(tx, deps, lead, company.name, quote, true);
  }
  return withdrawn.length;
}
