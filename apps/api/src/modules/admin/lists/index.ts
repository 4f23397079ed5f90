// The admin lists (issue #19): requests, customers, companies, quotes and bookings — each in its own file
// with its search, filters and CSV columns — one page at a time for the pages, and the same rows in batches
// for the CSV export. Newest first, ordered by (time, id) so a batch can start after the last row of the
// previous one (keyset: the export never reads the table at once and never skips or repeats a row while
// others write).
import {
  ADMIN_PAGE_SIZE,
  type AdminList,
  type BookingListQuery,
  type CompanyListQuery,
  type CustomerListQuery,
  type QuoteListQuery,
  type RequestListQuery,
} from "@rm/domain/admin";
import type { DbOrTx } from "../../../db/client.ts";
import { type BookingRow, bookingList } from "./bookings.ts";
import type { Cursor, ListSpec } from "./common.ts";
import { type CompanyRow, companyList } from "./companies.ts";
import { type CustomerRow, customerList } from "./customers.ts";
import { type QuoteRow, quoteList } from "./quotes.ts";
import { type RequestRow, requestList } from "./requests.ts";

export { boroughName, isBoroughCode } from "./common.ts";
export { requestList };

const LIST_SPECS = {
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
