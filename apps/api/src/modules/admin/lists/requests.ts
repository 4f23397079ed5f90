// The requests list: searched by reference, customer (name, email or phone number), postcodes; filtered by
// status, borough and the day sent; with how many movers each was sent to and how many quoted.
import { ADMIN_REQUEST_STATUS_LABELS, type RequestListQuery } from "@rm/domain/admin";
import { and, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { leadMatches, leads, quotes, users } from "../../../db/schema.ts";
import { notAStandIn } from "../../requests/index.ts";
import { after, anyLike, boroughName, cursorOf, dateRange, fullName, type ListSpec } from "./common.ts";

/** the requests list's filter; `customerId` (a customer's page) is not a query parameter */
export type RequestFilter = RequestListQuery & { customerId?: string };

function requestWhere(f: RequestFilter) {
  return and(
    // issue #29 item 8: a wizard look-alike's copy is nobody's request (requests/lookalike-copy.ts)
    notAStandIn,
    f.customerId ? eq(leads.clientUserId, f.customerId) : undefined,
    anyLike(
      f.q,
      [
        sql`${leads.id}::text`,
        users.email,
        sql`${users.firstName} || ' ' || ${users.lastName}`,
        leads.fromPostcode,
        leads.toPostcode,
      ],
      // the number typed with the request, and the account's
      [sql`${leads.details}->>'phoneNumber'`, users.phoneNumber],
    ),
    f.status ? eq(leads.status, f.status) : undefined,
    f.borough ? eq(leads.fromBoroughCode, f.borough) : undefined,
    dateRange(leads.createdAt, f.from, f.to),
  );
}

/** the movers it was sent to, and the quotes they sent (withdrawn ones aside), per request */
const counts = (db: DbOrTx) => ({
  matched: db.$count(leadMatches, eq(leadMatches.leadId, leads.id)),
  quoted: db.$count(quotes, and(eq(quotes.leadId, leads.id), ne(quotes.status, "withdrawn"))),
});

export const requestList: ListSpec<RequestFilter, RequestRow> = {
  async rows(db, f, limit, from) {
    const rows = await db
      .select({
        id: leads.id,
        cursor: cursorOf(leads.createdAt),
        createdAt: leads.createdAt,
        status: leads.status,
        customerId: users.id,
        customerName: fullName(users.firstName, users.lastName),
        customerEmail: users.email,
        typeOfMove: leads.typeOfMove,
        fromPostcode: leads.fromPostcode,
        boroughCode: leads.fromBoroughCode,
        toPostcode: leads.toPostcode,
        moveDate: leads.moveDate,
        ...counts(db),
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
