// The companies list: searched by name, email, postcode or Companies House number; filtered by status; with
// each company's leads (requests sent to it), quotes sent (withdrawn ones aside) and quotes booked.
import type { CompanyListQuery } from "@rm/domain/admin";
import { COMPANY_STATUS_LABELS } from "@rm/domain/company";
import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { companies, leadMatches, quotes } from "../../../db/schema.ts";
import { after, anyLike, cursorOf, type ListSpec } from "./common.ts";

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

/**
 * Per company, as correlated counts. db.$count, not a sql`` sub-select: in a one-table select drizzle writes
 * a column at the top of a field as a bare name, so `${companies.id}` there became the sub-select's own
 * "id" and every count was 0; inside $count's condition it stays "companies"."id".
 */
const counts = (db: DbOrTx) => ({
  leads: db.$count(leadMatches, eq(leadMatches.companyId, companies.id)),
  quotes: db.$count(quotes, and(eq(quotes.companyId, companies.id), ne(quotes.status, "withdrawn"))),
  won: db.$count(quotes, and(eq(quotes.companyId, companies.id), eq(quotes.status, "accepted"))),
});

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
        ...counts(db),
      })
      .from(companies)
      .where(
        and(
          anyLike(f.q, [companies.name, companies.email, companies.postcode, companies.companiesHouseNumber]),
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
