// The quotes list: searched by quote, request, company or customer email; filtered by status and the day
// sent. What a row shows of the quote, its mover and its customer is shared with the bookings list.
import type { QuoteListQuery } from "@rm/domain/admin";
import { QUOTE_STATUS_LABELS } from "@rm/domain/quote";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { companies, leads, quotes, users } from "../../../db/schema.ts";
import { after, anyLike, cursorOf, dateRange, type ListFrom, type ListSpec } from "./common.ts";

export interface QuoteRow {
  id: string;
  cursor: string;
  createdAt: string;
  status: keyof typeof QUOTE_STATUS_LABELS;
  statusLabel: string;
  leadId: string;
  companyId: string;
  companyName: string;
  customerId: string;
  customerEmail: string;
  pricePence: number;
  priceKind: string;
  moveDate: string | null;
  /** when it was booked (bookings list): the accepted quote's last change */
  bookedAt: string | null;
}

export const quoteSearch = (q?: string) =>
  anyLike(q, [sql`${quotes.id}::text`, sql`${quotes.leadId}::text`, companies.name, users.email]);

/** what a row of the quotes and of the bookings shows of the quote, its mover and its customer */
export const quoteColumns = {
  createdAt: quotes.createdAt,
  status: quotes.status,
  leadId: quotes.leadId,
  companyId: companies.id,
  companyName: companies.name,
  customerId: users.id,
  customerEmail: users.email,
  pricePence: quotes.pricePence,
  priceKind: quotes.priceKind,
  moveDate: leads.moveDate,
};

function quoteRows(time: PgColumn, where: (SQL | undefined)[]) {
  return async (db: DbOrTx, limit: number, from: ListFrom) => {
    const rows = await db
      .select({ id: quotes.id, cursor: cursorOf(time), updatedAt: quotes.updatedAt, ...quoteColumns })
      .from(quotes)
      .innerJoin(companies, eq(companies.id, quotes.companyId))
      .innerJoin(leads, eq(leads.id, quotes.leadId))
      .innerJoin(users, eq(users.id, leads.clientUserId))
      .where(and(...where, after(time, quotes.id, from.after ?? null)))
      .orderBy(sql`${time} desc, ${quotes.id} desc`)
      .limit(limit)
      .offset(from.offset ?? 0);
    return rows.map(({ updatedAt, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      statusLabel: QUOTE_STATUS_LABELS[r.status],
      bookedAt: r.status === "accepted" ? updatedAt.toISOString() : null,
    }));
  };
}

export const pounds = (pence: number) => (pence / 100).toFixed(2);

export const quoteList: ListSpec<QuoteListQuery, QuoteRow> = {
  rows: (db, f, limit, from) =>
    quoteRows(quotes.createdAt, [
      quoteSearch(f.q),
      f.status ? eq(quotes.status, f.status) : undefined,
      dateRange(quotes.createdAt, f.from, f.to),
    ])(db, limit, from),
  columns: [
    { header: "Quote", value: (r) => r.id },
    { header: "Sent", value: (r) => r.createdAt },
    { header: "Status", value: (r) => r.statusLabel },
    { header: "Company", value: (r) => r.companyName },
    { header: "Request", value: (r) => r.leadId },
    { header: "Customer email", value: (r) => r.customerEmail },
    { header: "Price (£)", value: (r) => pounds(r.pricePence) },
    { header: "Price kind", value: (r) => r.priceKind },
    { header: "Move date", value: (r) => r.moveDate },
  ],
};
