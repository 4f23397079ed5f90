// The company's leads inbox and lead detail: only leads matched to this company (others are 404).
import type { SessionUser } from "@rm/domain";
import { type BookingView, toBookingView } from "@rm/domain/booking";
import {
  INBOX_PAGE_SIZE,
  MATCH_STATUS_LABELS,
  MATCH_STATUSES,
  type MatchStatus,
  QUOTE_MESSAGES,
} from "@rm/domain/quote";
import { todayInLondon } from "@rm/domain/lead/dates";
import type { MoveDistance } from "@rm/domain/movers-day";
import type { PriceGuide } from "@rm/domain/price-guide";
import type { SimilarQuotes, WinningPrice } from "@rm/domain/similar-quotes";
import { declaredValueBand } from "@rm/domain/lead/options";
import { declaredValueWarning } from "@rm/domain/quote-pricing";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import {
  customerContact,
  details,
  type LeadSummary,
  moveFacts,
  notesAsMoverReads,
  summarise,
  type MoveAtAGlance,
  moveAtAGlance,
  leadDistance,
  leadPriceGuide,
  leadPhotosOf,
  type LeadPhotoView,
} from "../requests/index.ts";
import {
  certificateCover,
  type QuoteView,
  requestedServices,
  similarQuotes,
  toQuoteView,
  typicalWinningPrice,
} from "../quotes/index.ts";
import { assertId } from "../../lib/ids.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";

/**
 * What the company's dashboard calls the match: a lead still open whose move date has passed (or that
 * the customer closed) is "expired" without anyone having to run a job.
 */
function effectiveMatchStatus(today = todayInLondon()): SQL<MatchStatus> {
  return sql<MatchStatus>`case when ${leadMatches.status} in ('new', 'viewed', 'quoted') and (${leads.status} <> 'open' or coalesce(${leads.endDate}, ${leads.moveDate}) < ${today}::date) then 'expired' else ${leadMatches.status} end`;
}

interface InboxLead extends LeadSummary {
  status: MatchStatus;
  statusLabel: string;
}

export interface Inbox {
  status: MatchStatus | null;
  counts: Record<MatchStatus, number> & { all: number };
  leads: InboxLead[];
  /** 1-based; a page past the last has no leads */
  page: number;
  /** pages in this tab (at least 1) */
  pages: number;
  pageSize: number;
}

const emptyCounts = () =>
  Object.fromEntries([...MATCH_STATUSES, "all"].map((s) => [s, 0])) as Inbox["counts"];

/** The inbox of a user without leads (no company yet; on the web also a company that is not active). */
export const emptyInbox = (status: MatchStatus | null = null, page = 1): Inbox => ({
  status,
  counts: emptyCounts(),
  leads: [],
  page,
  pages: 1,
  pageSize: INBOX_PAGE_SIZE,
});

/** Newest first, INBOX_PAGE_SIZE a page; `status` filters to one tab. A company that is not active: 403. */
export async function listCompanyLeads(
  db: DbOrTx,
  user: SessionUser,
  status: MatchStatus | null = null,
  page = 1,
  now = new Date(),
): Promise<Inbox> {
  const pageSize = INBOX_PAGE_SIZE;
  const company = await companyOf(db, user);
  if (!company) {
    await refuseInactiveCompany(db, user);
    return emptyInbox(status, page);
  }
  const effective = effectiveMatchStatus();
  const mine = eq(leadMatches.companyId, company.id);
  const countRows = await db
    .select({ status: effective, n: sql<number>`count(*)::int` })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(mine)
    .groupBy(sql`1`);
  const counts = emptyCounts();
  for (const r of countRows) {
    counts[r.status] = r.n;
    counts.all += r.n;
  }
  const rows = await db
    .select({ lead: leads, matchedAt: leadMatches.createdAt, status: effective })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .where(status ? and(mine, sql`${effective} = ${status}`) : mine)
    .orderBy(desc(leadMatches.createdAt), desc(leadMatches.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const inTab = status ? counts[status] : counts.all;
  return {
    status,
    counts,
    page,
    pages: Math.max(1, Math.ceil(inTab / pageSize)),
    pageSize,
    leads: rows.map((r) => ({
      ...summarise(r.lead, now, r.matchedAt),
      status: r.status,
      statusLabel: MATCH_STATUS_LABELS[r.status],
    })),
  };
}

export interface CompanyLeadDetail {
  lead: InboxLead & { status: MatchStatus; leadStatus: string };
  facts: { label: string; value: string }[];
  /** docs/product/rules.md principle 1: the customer's details, only once they have booked this company */
  customer: ReturnType<typeof customerContact> | null;
  quote: QuoteView | null;
  /** the company may still send, edit or withdraw a quote */
  canQuote: boolean;
  /** issue #17: this company's newest booking of the lead (confirm or decline while awaiting) */
  booking: BookingView | null;
  /** issue #18: the move at a glance (the page's first screen) and how far apart its two ends are */
  glance: MoveAtAGlance & { distance: MoveDistance | null };
  /** issue #32: the price guide the customer sees for this request (the same figure on both sides) */
  priceGuide: PriceGuide;
  /** issue #32: what movers here quoted for similar moves (other requests), once there are enough */
  similarQuotes: SimilarQuotes | null;
  /** issue #32: the median booked price of similar moves (other requests), once there are enough bookings */
  typicalWinningPrice: WinningPrice | null;
  /** issue #32: the customer's photos of big or awkward items (GET /api/lead-photos/:id) */
  photos: LeadPhotoView[];
  /**
   * issue #18: what the customer said their belongings are worth (a band's label, null: not said) and, when it
   * needs more than the company's verified Goods in Transit cover, the warning shown before quoting
   */
  declaredValue: { label: string | null; warning: string | null };
  /**
   * issue #17: the customer changed the move after it reached this company — when, and what, in the words the
   * movers' email used (null when the company received it as it is)
   */
  changed: { at: string; lines: string[] } | null;
}

/**
 * Opening a lead marks the match 'viewed' (once). Another company's lead id -> 404; any lead, even one
 * matched earlier, while the company is not active -> 403.
 */
export async function getCompanyLead(
  db: DbOrTx,
  user: SessionUser,
  leadId: string,
  now = new Date(),
): Promise<CompanyLeadDetail> {
  assertId(leadId, QUOTE_MESSAGES.leadNotFound);
  const company = await companyOf(db, user);
  if (!company) {
    await refuseInactiveCompany(db, user);
    throw notFound(QUOTE_MESSAGES.leadNotFound);
  }
  const where = and(eq(leadMatches.leadId, leadId), eq(leadMatches.companyId, company.id));
  const [row] = await db
    .select({ lead: leads, match: leadMatches, status: effectiveMatchStatus(), account: users })
    .from(leadMatches)
    .innerJoin(leads, eq(leads.id, leadMatches.leadId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(where)
    .limit(1);
  if (!row) throw notFound(QUOTE_MESSAGES.leadNotFound);
  let status = row.status;
  if (row.match.status === "new") {
    await db.update(leadMatches).set({ status: "viewed", viewedAt: now }).where(where);
    if (status === "new") status = "viewed";
  }
  const [quote] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.leadId, leadId), eq(quotes.companyId, company.id)))
    .limit(1);
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.leadId, leadId), eq(bookings.companyId, company.id)))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  const bookedUs = row.lead.status === "booked" && quote?.status === "accepted";
  // issue #29 item 14: the customer's notes reach the mover as chat does — contact details hidden until booking
  const lead = notesAsMoverReads(row.lead, bookedUs);
  const d = details(lead);
  const distance = await leadDistance(db, row.lead);
  const guide = await leadPriceGuide(db, row.lead, distance);
  return {
    lead: {
      ...summarise(row.lead, now, row.match.createdAt),
      status,
      statusLabel: MATCH_STATUS_LABELS[status],
      leadStatus: row.lead.status,
    },
    facts: moveFacts(d),
    customer: bookedUs ? customerContact(row.lead, d, row.account) : null,
    quote: quote ? toQuoteView(quote, undefined, requestedServices(row.lead)) : null,
    canQuote:
      row.lead.status === "open" &&
      status !== "expired" &&
      (!quote || quote.status === "sent" || quote.status === "withdrawn"),
    booking: booking ? toBookingView(booking, now) : null,
    glance: { ...moveAtAGlance(lead), distance },
    priceGuide: guide,
    similarQuotes: await similarQuotes(db, row.lead, guide),
    typicalWinningPrice: await typicalWinningPrice(db, row.lead, guide),
    photos: await leadPhotosOf(db, leadId),
    declaredValue: {
      label: declaredValueBand(row.lead.declaredValue)?.label ?? null,
      warning: declaredValueWarning(row.lead.declaredValue, await certificateCover(db, company.id)),
    },
    changed:
      row.lead.detailsChangedAt &&
      row.lead.lastChanges?.length &&
      row.lead.detailsChangedAt > row.match.createdAt
        ? { at: row.lead.detailsChangedAt.toISOString(), lines: row.lead.lastChanges }
        : null,
  };
}
