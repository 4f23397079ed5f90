// The company's numbers over the last 30 or 90 days: leads received, quotes sent, median time to first
// quote, win rate, and a weekly series for the chart.
import type { SessionUser } from "@rm/domain";
import { todayInLondon } from "@rm/domain/lead/dates";
import { formatDuration, formatShortDate, type StatsWindow } from "@rm/domain/quote";
import { responseTimeLabel } from "@rm/domain/quote-pricing";
import { and, eq, gte } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { leadMatches, quotes } from "../../db/schema.ts";
import { responseTime } from "../quotes/index.ts";
import { companyOf, refuseInactiveCompany } from "../scopes/index.ts";

export interface StatsWeek {
  label: string;
  leads: number;
  quotes: number;
  won: number;
}

export interface CompanyStats {
  days: StatsWindow;
  leadsReceived: number;
  quotesSent: number;
  won: number;
  /** won ÷ quotes sent, in percent; null before the first quote */
  winRate: number | null;
  /** over the window's quotes (modules/quotes/response-time.ts, as the badge) */
  medianMinutesToQuote: number | null;
  medianTimeToQuoteLabel: string | null;
  /** issue #28: the "Usually quotes within N hours" badge as customers see it, over every quote sent */
  badge: ResponseBadge;
  weeks: StatsWeek[];
}

interface ResponseBadge {
  /** null until RESPONSE_TIME_MIN_QUOTES quotes are sent */
  label: string | null;
  medianMinutes: number | null;
  medianLabel: string | null;
  /** every quote the company has sent */
  quotes: number;
}

const DAY = 86_400_000;

/** The weeks of the window ending `now`, oldest first, each still empty. */
function emptyWeeks(days: StatsWindow, now: Date): StatsWeek[] {
  const weekCount = Math.ceil(days / 7);
  return Array.from({ length: weekCount }, (_, i) => ({
    label: formatShortDate(todayInLondon(new Date(now.getTime() - (weekCount - i) * 7 * DAY + DAY))),
    leads: 0,
    quotes: 0,
    won: 0,
  }));
}

/** The numbers of a company without leads (no company profile yet; on the web also one not active). */
export const emptyStats = (days: StatsWindow, now = new Date()): CompanyStats => ({
  days,
  weeks: emptyWeeks(days, now),
  leadsReceived: 0,
  quotesSent: 0,
  won: 0,
  winRate: null,
  medianMinutesToQuote: null,
  medianTimeToQuoteLabel: null,
  badge: { label: null, medianMinutes: null, medianLabel: null, quotes: 0 },
});

export async function companyStats(
  db: DbOrTx,
  user: SessionUser,
  days: StatsWindow,
  now = new Date(),
): Promise<CompanyStats> {
  const since = new Date(now.getTime() - days * DAY);
  const company = await companyOf(db, user);
  if (!company) {
    // a company that is not active: 403 with its standing (the web dashboard shows that instead)
    await refuseInactiveCompany(db, user);
    return emptyStats(days, now);
  }
  const weeks = emptyWeeks(days, now);
  const weekCount = weeks.length;
  const weekOf = (d: Date) =>
    Math.max(0, weekCount - 1 - Math.floor((now.getTime() - d.getTime()) / (7 * DAY)));
  const base = { days, weeks };
  const matches = await db
    .select({ at: leadMatches.createdAt })
    .from(leadMatches)
    .where(and(eq(leadMatches.companyId, company.id), gte(leadMatches.createdAt, since)));
  const sent = (
    await db
      .select({ at: quotes.createdAt, status: quotes.status })
      .from(quotes)
      .innerJoin(
        leadMatches,
        and(eq(leadMatches.leadId, quotes.leadId), eq(leadMatches.companyId, quotes.companyId)),
      )
      .where(and(eq(quotes.companyId, company.id), gte(quotes.createdAt, since)))
  ).filter((q) => q.status !== "withdrawn");
  for (const m of matches) weeks[weekOf(m.at)]!.leads++;
  for (const q of sent) {
    weeks[weekOf(q.at)]!.quotes++;
    if (q.status === "accepted") weeks[weekOf(q.at)]!.won++;
  }
  const won = sent.filter((q) => q.status === "accepted").length;
  // one computation for the window's median and the badge's (over every quote): modules/quotes
  const minutes = (await responseTime(db, company.id, since)).medianMinutes;
  const all = await responseTime(db, company.id);
  return {
    ...base,
    leadsReceived: matches.length,
    quotesSent: sent.length,
    won,
    winRate: sent.length ? Math.round((won / sent.length) * 100) : null,
    medianMinutesToQuote: minutes,
    medianTimeToQuoteLabel: minutes === null ? null : formatDuration(minutes),
    badge: {
      label: responseTimeLabel(all.medianMinutes, all.quotes),
      medianMinutes: all.medianMinutes,
      medianLabel: all.medianMinutes === null ? null : formatDuration(all.medianMinutes),
      quotes: all.quotes,
    },
  };
}
