// The bookings list: a booking made (awaiting, confirmed) or cancelled by a side — one the mover declined or
// let lapse is not — searched as the quotes are, filtered by the day it was made.
import type { BookingListQuery } from "@rm/domain/admin";
import { BOOKING_STATUS_LABELS, type BookingSide, bookingCancelReasonLabel } from "@rm/domain/booking";
import { QUOTE_STATUS_LABELS } from "@rm/domain/quote";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { bookings, companies, leads, quotes, users } from "../../../db/schema.ts";
import { after, cursorOf, dateRange, type ListFrom, type ListSpec } from "./common.ts";
import { pounds, type QuoteRow, quoteColumns, quoteSearch } from "./quotes.ts";

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
  from: ListFrom,
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
