// The admin lists (issue #19): requests, customers, companies, quotes and bookings — each with its search,
// filters, one page at a time for the pages, and the same rows in batches for the CSV export. Newest first,
// ordered by (time, id) so a batch can start after the last row of the previous one (keyset: the export
// never reads the table at once and never skips or repeats a row while others write).
import {
  ADMIN_PAGE_SIZE,
  ADMIN_REQUEST_STATUS_LABELS,
  type AdminList,
  type BookingListQuery,
  CUSTOMER_STATUS_LABELS,
  type CompanyListQuery,
  type CustomerListQuery,
  type QuoteListQuery,
  type RequestListQuery,
} from "@rm/domain/admin";
import { BOROUGHS } from "@rm/domain/areas/boroughs";
import { BOOKING_STATUS_LABELS, type BookingSide, bookingCancelReasonLabel } from "@rm/domain/booking";
import { COMPANY_STATUS_LABELS } from "@rm/domain/company";
import { QUOTE_STATUS_LABELS } from "@rm/domain/quote";
import { and, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { bookings, companies, leadMatches, leads, quotes, users } from "../../db/schema.ts";
import type { CsvColumn } from "../../lib/csv.ts";
import { londonDayEnd, londonDayStart } from "./london-days.ts";

const BOROUGH_NAMES = new Map(BOROUGHS.map((b) => [b.gssCode, b.name]));
export const boroughName = (code: string | null) => (code && BOROUGH_NAMES.get(code)) || null;
export const isBoroughCode = (code: string) => BOROUGH_NAMES.has(code);

/** "%text%" for ILIKE, with the pattern characters the admin typed taken literally */
export const likePattern = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const anyLike = (q: string | undefined, ...cols: (PgColumn | SQL)[]) =>
  q ? or(...cols.map((c) => ilike(c, likePattern(q)))) : undefined;
const dateRange = (col: PgColumn, from?: string, to?: string) =>
  and(from ? gte(col, londonDayStart(from)) : undefined, to ? lt(col, londonDayEnd(to)) : undefined);

/** where the next batch starts: the last row's time (as PostgreSQL wrote it, to the microsecond) and id */
export interface Cursor {
  at: string;
  id: string;
}
const after = (time: PgColumn, id: PgColumn, c: Cursor | null) =>
  c ? sql`(${time}, ${id}) < (${c.at}::timestamptz, ${c.id}::uuid)` : undefined;
const cursorOf = (time: PgColumn) => sql<string>`${time}::text`;

/** one list: its rows for a filter, `limit` at a time, from a page offset or after a cursor */
export interface ListSpec<F, R extends { cursor: string; id: string }> {
  rows(db: DbOrTx, f: F, limit: number, from: { offset?: number; after?: Cursor | null }): Promise<R[]>;
  columns: CsvColumn<R>[];
}

// ---- requests ------------------------------------------------------------------------------------------

const matchedCount = sql<number>`(select count(*)::int from ${leadMatches} m where m.lead_id = ${leads.id})`;
const quotedCount = sql<number>`(select count(*)::int from ${quotes} q where q.lead_id = ${leads.id} and q.status <> 'withdrawn')`;

/** the requests list's filter; `customerId` (a customer's page) is not a query parameter */
export type RequestFilter = RequestListQuery & { customerId?: string };

function requestWhere(f: RequestFilter) {
  return and(
    f.customerId ? eq(leads.clientUserId, f.customerId) : undefined,
    anyLike(
      f.q,
      sql`${leads.id}::text`,
      users.email,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
      leads.fromPostcode,
      leads.toPostcode,
    ),
    f.status ? eq(leads.status, f.status) : undefined,
    f.borough ? eq(leads.fromBoroughCode, f.borough) : undefined,
    dateRange(leads.createdAt, f.from, f.to),
  );
}

export const requestList: ListSpec<RequestFilter, RequestRow> = {
  async rows(db, f, limit, from) {
    const rows = await db
      .select({
        id: leads.id,
        cursor: cursorOf(leads.createdAt),
        createdAt: leads.createdAt,
        status: leads.status,
        customerId: users.id,
        customerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        customerEmail: users.email,
        typeOfMove: leads.typeOfMove,
        fromPostcode: leads.fromPostcode,
        boroughCode: leads.fromBoroughCode,
        toPostcode: leads.toPostcode,
        moveDate: leads.moveDate,
        matched: matchedCount,
        quoted: quotedCount,
        booked: isNotNull(leads.bookedQuoteId),
      })
      .from(leads)
      .innerJoin(users, eq(users.id, leads.clientUserId))
      .where(and(requestWhere(f), after(leads.createdAt, leads.id, from.after ?? null)))
      .orderBy(sql`${leads.createdAt} desc, ${leads.id} desc`)
      .limit(limit)
      .offset(from.offset ?? 0);
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      statusLabel: ADMIN_REQUEST_STATUS_LABELS[r.status],
      borough: boroughName(r.boroughCode),
      matched: Number(r.matched),
      quoted: Number(r.quoted),
      booked: Boolean(r.booked),
    }));
  },
  columns: [
    { header: "Request", value: (r) => r.id },
    { header: "Sent", value: (r) => r.createdAt },
    { header: "Status", value: (r) => r.statusLabel },
    { header: "Customer", value: (r) => r.customerName },
    { header: "Email", value: (r) => r.customerEmail },
    { header: "Move", value: (r) => r.typeOfMove },
    { header: "From", value: (r) => r.fromPostcode },
    { header: "Borough", value: (r) => r.borough },
    { header: "To", value: (r) => r.toPostcode },
    { header: "Move date", value: (r) => r.moveDate },
    { header: "Matched", value: (r) => r.matched },
    { header: "Quoted", value: (r) => r.quoted },
    { header: "Booked", value: (r) => r.booked },
  ],
};
export interface RequestRow {
  id: string;
  cursor: string;
  createdAt: string;
  status: keyof typeof ADMIN_REQUEST_STATUS_LABELS;
  statusLabel: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  typeOfMove: string;
  fromPostcode: string;
  boroughCode: string | null;
  borough: string | null;
  toPostcode: string | null;
  moveDate: string | null;
  matched: number;
  quoted: number;
  booked: boolean;
}

// ---- customers -----------------------------------------------------------------------------------------

export interface CustomerRow {
  id: string;
  cursor: string;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  status: "active" | "suspended";
  statusLabel: string;
  requests: number;
}

export const customerList: ListSpec<CustomerListQuery, CustomerRow> = {
  async rows(db, f, limit, from) {
    const rows = await db
      .select({
        id: users.id,
        cursor: cursorOf(users.createdAt),
        createdAt: users.createdAt,
        name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        email: users.email,
        phone: users.phoneNumber,
        suspendedAt: users.suspendedAt,
        requests: sql<number>`(select count(*)::int from ${leads} l where l.client_user_id = ${users.id})`,
      })
      .from(users)
      .where(
        and(
          eq(users.role, "client"),
          anyLike(f.q, users.email, sql`${users.firstName} || ' ' || ${users.lastName}`, users.phoneNumber),
          f.status === "suspended"
            ? isNotNull(users.suspendedAt)
            : f.status === "active"
              ? isNull(users.suspendedAt)
              : undefined,
          after(users.createdAt, users.id, from.after ?? null),
        ),
      )
      .orderBy(sql`${users.createdAt} desc, ${users.id} desc`)
      .limit(limit)
      .offset(from.offset ?? 0);
    return rows.map(({ suspendedAt, ...r }) => {
      const status = suspendedAt ? ("suspended" as const) : ("active" as const);
      return {
        ...r,
        createdAt: r.createdAt.toISOString(),
        status,
        statusLabel: CUSTOMER_STATUS_LABELS[status],
        requests: Number(r.requests),
      };
    });
  },
  columns: [
    { header: "Customer", value: (r) => r.id },
    { header: "Joined", value: (r) => r.createdAt },
    { header: "Name", value: (r) => r.name },
    { header: "Email", value: (r) => r.email },
    { header: "Phone", value: (r) => r.phone },
    { header: "Status", value: (r) => r.statusLabel },
    { header: "Requests", value: (r) => r.requests },
  ],
};

// ---- companies -----------------------------------------------------------------------------------------

export interface CompanyRow {
  id: string;
  cursor: string;
  createdAt: string;
  name: string;
  email: string;
  postcode: string;
  status: keyof typeof COMPANY_STATUS_LABELS;
  statusLabel: string;
  paused: boolean;
  leads: number;
  quotes: number;
  won: number;
}

export const companyList: ListSpec<CompanyListQuery, CompanyRow> = {
  async rows(db, f, limit, from) {
    const rows = await db
      .select({
        id: companies.id,
        cursor: cursorOf(companies.createdAt),
        createdAt: companies.createdAt,
        name: companies.name,
        email: companies.email,
        postcode: companies.postcode,
        status: companies.status,
        paused: companies.paused,
        leads: sql<number>`(select count(*)::int from ${leadMatches} m where m.company_id = ${companies.id})`,
        quotes: sql<number>`(select count(*)::int from ${quotes} q where q.company_id = ${companies.id} and q.status <> 'withdrawn')`,
        won: sql<number>`(select count(*)::int from ${quotes} q where q.company_id = ${companies.id} and q.status = 'accepted')`,
      })
      .from(companies)
      .where(
        and(
          anyLike(f.q, companies.name, companies.email, companies.postcode, companies.companiesHouseNumber),
          f.status ? eq(companies.status, f.status) : undefined,
          after(companies.createdAt, companies.id, from.after ?? null),
        ),
      )
      .orderBy(sql`${companies.createdAt} desc, ${companies.id} desc`)
      .limit(limit)
      .offset(from.offset ?? 0);
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      statusLabel: COMPANY_STATUS_LABELS[r.status],
      leads: Number(r.leads),
      quotes: Number(r.quotes),
      won: Number(r.won),
    }));
  },
  columns: [
    { header: "Company", value: (r) => r.id },
    { header: "Joined", value: (r) => r.createdAt },
    { header: "Name", value: (r) => r.name },
    { header: "Email", value: (r) => r.email },
    { header: "Postcode", value: (r) => r.postcode },
    { header: "Status", value: (r) => r.statusLabel },
    { header: "Paused", value: (r) => r.paused },
    { header: "Leads", value: (r) => r.leads },
    { header: "Quotes", value: (r) => r.quotes },
    { header: "Won", value: (r) => r.won },
  ],
};

// ---- quotes and bookings -------------------------------------------------------------------------------

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

const quoteSearch = (q?: string) =>
  anyLike(q, sql`${quotes.id}::text`, sql`${quotes.leadId}::text`, companies.name, users.email);

/** what a row of the quotes and of the bookings shows of the quote, its mover and its customer */
const quoteColumns = {
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
  return async (db: DbOrTx, limit: number, from: { offset?: number; after?: Cursor | null }) => {
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

const pounds = (pence: number) => (pence / 100).toFixed(2);

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

/** a booking made (awaiting, confirmed) or cancelled by a side; one the mover declined or let lapse is not */
export interface BookingRow extends QuoteRow {
  quoteId: string;
  bookingStatus: keyof typeof BOOKING_STATUS_LABELS;
  bookingStatusLabel: string;
  /** for a cancelled booking: which side, why (the reason's label) and its note; else null */
  cancelledBy: BookingSide | null;
  cancelReasonLabel: string | null;
  cancelNote: string | null;
  cancelledAt: string | null;
}

const LISTED_BOOKINGS = ["awaiting", "confirmed", "cancelled"] as const;

async function bookingRows(
  db: DbOrTx,
  f: BookingListQuery,
  limit: number,
  from: { offset?: number; after?: Cursor | null },
): Promise<BookingRow[]> {
  const rows = await db
    .select({
      id: bookings.id,
      cursor: cursorOf(bookings.createdAt),
      bookedAt: bookings.createdAt,
      bookingStatus: bookings.status,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      cancelNote: bookings.cancelNote,
      cancelledAt: bookings.cancelledAt,
      bookedMoveDate: bookings.moveDate,
      quoteId: quotes.id,
      ...quoteColumns,
    })
    .from(bookings)
    .innerJoin(quotes, eq(quotes.id, bookings.quoteId))
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .innerJoin(users, eq(users.id, leads.clientUserId))
    .where(
      and(
        inArray(bookings.status, [...LISTED_BOOKINGS]),
        quoteSearch(f.q),
        dateRange(bookings.createdAt, f.from, f.to),
        after(bookings.createdAt, bookings.id, from.after ?? null),
      ),
    )
    .orderBy(sql`${bookings.createdAt} desc, ${bookings.id} desc`)
    .limit(limit)
    .offset(from.offset ?? 0);
  return rows.map(({ bookedMoveDate, cancelReason, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    statusLabel: QUOTE_STATUS_LABELS[r.status],
    bookedAt: r.bookedAt.toISOString(),
    moveDate: bookedMoveDate ?? r.moveDate,
    bookingStatusLabel: BOOKING_STATUS_LABELS[r.bookingStatus],
    cancelReasonLabel: r.cancelledBy ? bookingCancelReasonLabel(r.cancelledBy, cancelReason) : null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
  }));
}

export const bookingList: ListSpec<BookingListQuery, BookingRow> = {
  rows: bookingRows,
  columns: [
    { header: "Quote", value: (r) => r.quoteId },
    { header: "Booked", value: (r) => r.bookedAt },
    { header: "Status", value: (r) => r.bookingStatusLabel },
    { header: "Company", value: (r) => r.companyName },
    { header: "Request", value: (r) => r.leadId },
    { header: "Customer email", value: (r) => r.customerEmail },
    { header: "Price (£)", value: (r) => pounds(r.pricePence) },
    { header: "Move date", value: (r) => r.moveDate },
    { header: "Cancelled by", value: (r) => r.cancelledBy },
    { header: "Cancellation reason", value: (r) => r.cancelReasonLabel },
    { header: "Cancellation note", value: (r) => r.cancelNote },
  ],
};

export const LIST_SPECS = {
  requests: requestList,
  customers: customerList,
  companies: companyList,
  quotes: quoteList,
  bookings: bookingList,
} satisfies Record<AdminList, unknown>;

export interface ListFilters {
  requests: RequestListQuery;
  customers: CustomerListQuery;
  companies: CompanyListQuery;
  quotes: QuoteListQuery;
  bookings: BookingListQuery;
}
export interface ListRows {
  requests: RequestRow;
  customers: CustomerRow;
  companies: CompanyRow;
  quotes: QuoteRow;
  bookings: BookingRow;
}

const specOf = <K extends AdminList>(kind: K) =>
  LIST_SPECS[kind] as unknown as ListSpec<ListFilters[K], ListRows[K]>;

/** One page of a list: its rows and whether another page follows. */
export async function listPage<K extends AdminList>(
  db: DbOrTx,
  kind: K,
  f: ListFilters[K] & { page?: number },
) {
  const page = f.page ?? 1;
  const rows = await specOf(kind).rows(db, f, ADMIN_PAGE_SIZE + 1, { offset: (page - 1) * ADMIN_PAGE_SIZE });
  return { page, hasMore: rows.length > ADMIN_PAGE_SIZE, rows: rows.slice(0, ADMIN_PAGE_SIZE) };
}

/** rows read per query while exporting */
export const EXPORT_BATCH_SIZE = 500;

/**
 * Every row of a list for a filter, `batchSize` at a time: each batch is one query that starts after the
 * last row of the one before. `onBatch` sees each query's size (the tests count them).
 */
export async function* listBatches<K extends AdminList>(
  db: DbOrTx,
  kind: K,
  f: ListFilters[K],
  batchSize = EXPORT_BATCH_SIZE,
  onBatch?: (limit: number) => void,
): AsyncGenerator<ListRows[K][]> {
  let cursor: Cursor | null = null;
  for (;;) {
    onBatch?.(batchSize);
    const rows = await specOf(kind).rows(db, f, batchSize, { after: cursor });
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursor, id: last.id };
  }
}

export const listColumns = <K extends AdminList>(kind: K) => specOf(kind).columns;
