// The company's side of "who is asking, and what they may see": every company-scoped query (its leads,
// quotes, stats) and every list of companies a customer sees goes through one of these.
import type { SessionUser } from "@rm/domain";
import { COMPANY_STATUS_LABELS, type CompanyStatus, companyStandingNotice } from "@rm/domain/company";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { companies } from "../../db/schema.ts";
import { forbidden } from "../../lib/http.ts";

/**
 * THE rule for a company that may work with customers (docs/decisions/027-only-approved-companies-work.md): approved. A pending, rejected or suspended company sees no lead and no customer, cannot quote,
 * cannot be booked and is not listed. Every company-scoped query and every list of companies a customer
 * sees includes this condition; nothing else spells out the status.
 */
export const companyIsActive = (): SQL => eq(companies.status, "approved");

/**
 * The caller's company, only while it is active (see companyIsActive); null for anyone else. Every
 * company-scoped query (leads, quotes, stats) starts here. `lock` (inside a transaction, taken before any
 * lead row) holds the row FOR NO KEY UPDATE until the end: a suspension (FOR UPDATE) waits for a quote
 * being written and then withdraws it too, and a quote waits for a suspension and is then refused.
 */
export async function companyOf(db: DbOrTx, user: SessionUser, opts: { lock?: boolean } = {}) {
  if (!user.isCompany) return null;
  const q = db
    .select()
    .from(companies)
    .where(and(eq(companies.userId, user._id), companyIsActive()))
    .limit(1);
  const [c] = opts.lock ? await q.for("no key update") : await q;
  return c ?? null;
}

/**
 * UNSAFE: the caller's company whatever its status. Only for what a company sees about itself (its
 * standing, profile and documents), never for leads, quotes or customers: those go through companyOf.
 */
export async function unsafeCompanyOfAnyStatus(db: DbOrTx, user: SessionUser) {
  if (!user.isCompany) return null;
  const [row] = await db
    .select({ company: companies, active: sql<boolean>`${companyIsActive()}` })
    .from(companies)
    .where(eq(companies.userId, user._id))
    .limit(1);
  return row ?? null;
}

export interface CompanyStanding {
  status: CompanyStatus;
  statusLabel: string;
  active: boolean;
  /** what the dashboard's banner says (null while active) */
  notice: ReturnType<typeof companyStandingNotice>;
}

/** Where the caller's company stands (null for a user without a company): its dashboard's banner. */
export async function companyStanding(db: DbOrTx, user: SessionUser): Promise<CompanyStanding | null> {
  const row = await unsafeCompanyOfAnyStatus(db, user);
  if (!row) return null;
  const { status, statusReason } = row.company;
  return {
    status,
    statusLabel: COMPANY_STATUS_LABELS[status],
    active: row.active,
    notice: row.active ? null : companyStandingNotice(status, statusReason),
  };
}

/**
 * Call when companyOf found nothing: a company that is not active is refused with 403 and its standing
 * notice (it knows it has an account, so it is told why); anyone else falls through to the caller's own
 * answer (an empty list or a 404).
 */
export async function refuseInactiveCompany(db: DbOrTx, user: SessionUser): Promise<void> {
  const standing = await companyStanding(db, user);
  if (standing?.notice) throw forbidden(standing.notice.message);
}
