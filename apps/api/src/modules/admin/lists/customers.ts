// The customers list: searched by name, email or phone number (in any of the forms people type it);
// active or suspended; with how many requests each has sent.
import { CUSTOMER_STATUS_LABELS, type CustomerListQuery } from "@rm/domain/admin";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { leads, users } from "../../../db/schema.ts";
import { notAStandIn } from "../../requests/index.ts";
import { after, anyLike, cursorOf, fullName, type ListSpec } from "./common.ts";

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

const statusWhere = (status: CustomerListQuery["status"]) =>
  status === "suspended"
    ? isNotNull(users.suspendedAt)
    : status === "active"
      ? isNull(users.suspendedAt)
      : undefined;

export const customerList: ListSpec<CustomerListQuery, CustomerRow> = {
  async rows(db, f, limit, from) {
    const rows = await db
      .select({
        id: users.id,
        cursor: cursorOf(users.createdAt),
        createdAt: users.createdAt,
        name: fullName(users.firstName, users.lastName),
        email: users.email,
        phone: users.phoneNumber,
        suspendedAt: users.suspendedAt,
        // $count keeps the outer users.id qualified: a bare "id" here would be the lead's own (always 0)
        requests: db.$count(leads, eq(leads.clientUserId, users.id)),
      })
      .from(users)
      .where(
        and(
          eq(users.role, "client"),
          // issue #29 item 8: a wizard look-alike's stand-in is nobody (requests/lookalike-copy.ts)
          notAStandIn,
          anyLike(
            f.q,
            [users.email, sql`${users.firstName} || ' ' || ${users.lastName}`],
            [users.phoneNumber],
          ),
          statusWhere(f.status),
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
