// What the admin pages read. Every function takes the caller and refuses anyone but an admin
// (the web services call these in-process, so the check lives here, not only in a route hook).
import {
  type CompaniesHouseCheck,
  companiesHouseSummary,
  companiesHouseWarning,
} from "@rm/domain/companies-house";
import { coverMeetsMinimum, minimumCoverPence } from "@rm/domain/vetting";
import type { SessionUser } from "@rm/domain";
import { COMPANY_STATUSES, type CompanyStatus, insuranceVerifiedUntil } from "@rm/domain/company";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import { isUuid } from "@rm/domain/ids";
import type { DbOrTx } from "../../db/client.ts";
import { companies, companyDocuments, leads, outbox, users } from "../../db/schema.ts";
import { notFound } from "../../lib/http.ts";
import { ownView } from "../companies/index.ts";
import { documentView } from "../documents/index.ts";
import { auditTrailOfCompany } from "../audit/index.ts";
import { notALookAlikeCopy, notAStandIn } from "../requests/index.ts";
import { companyWork, requireAdmin } from "./details.ts";
import { failedJobs } from "./failed-jobs.ts";

const count = sql<number>`count(*)::int`;

/** The dashboard's figures, each counted in the database. */
async function overviewCounts(db: DbOrTx) {
  const byStatus = await db
    .select({ status: companies.status, n: count })
    .from(companies)
    .groupBy(companies.status);
  const companyCounts = Object.fromEntries(COMPANY_STATUSES.map((s) => [s, 0])) as Record<
    CompanyStatus,
    number
  >;
  for (const r of byStatus) companyCounts[r.status] = Number(r.n);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000);
  const [[docs], [allLeads], [recentLeads], [clients], mail] = await Promise.all([
    db.select({ n: count }).from(companyDocuments).where(eq(companyDocuments.status, "pending")),
    // issue #29 item 8: a wizard look-alike's copy and its stand-in are nobody's (requests/lookalike-copy.ts)
    db.select({ n: count }).from(leads).where(notALookAlikeCopy),
    db
      .select({ n: count })
      .from(leads)
      .where(and(gte(leads.createdAt, weekAgo), notALookAlikeCopy)),
    db
      .select({ n: count })
      .from(users)
      .where(and(eq(users.role, "client"), notAStandIn)),
    db.select({ status: outbox.status, n: count }).from(outbox).groupBy(outbox.status),
  ]);
  const mailCount = (s: string) => Number(mail.find((m) => m.status === s)?.n ?? 0);
  // issue #19: what waits in the moderation queues and the contact inbox
  const [queues] = await db
    .select({
      reports: sql<number>`(select count(*)::int from message_reports where resolved_at is null)`,
      reviews: sql<number>`(select count(*)::int from reviews r where r.status in ('held', 'changes_requested') or exists (select 1 from review_reports f where f.review_id = r.id and f.resolved_at is null))`,
      contact: sql<number>`(select count(*)::int from contact_messages where handled_at is null)`,
    })
    .from(sql`(select 1) as one`);
  return {
    companies: companyCounts,
    pendingDocuments: Number(docs?.n ?? 0),
    leads: Number(allLeads?.n ?? 0),
    leadsThisWeek: Number(recentLeads?.n ?? 0),
    clients: Number(clients?.n ?? 0),
    emailsWaiting: mailCount("pending"),
    emailsFailed: mailCount("failed"),
    toModerate: Number(queues?.reports ?? 0) + Number(queues?.reviews ?? 0),
    contactWaiting: Number(queues?.contact ?? 0),
  };
}

/** Companies waiting to be vetted, with their documents. */
async function pendingCompaniesOf(db: DbOrTx) {
  const pendingCompanies = await db
    .select({
      id: companies.id,
      name: companies.name,
      postcode: companies.postcode,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.status, "pending"))
    .orderBy(asc(companies.createdAt))
    .limit(100);
  const docsOfPending = pendingCompanies.length
    ? await db
        .select({
          companyId: companyDocuments.companyId,
          kind: companyDocuments.kind,
          status: companyDocuments.status,
          expiresOn: companyDocuments.expiresOn,
        })
        .from(companyDocuments)
        .where(
          inArray(
            companyDocuments.companyId,
            pendingCompanies.map((c) => c.id),
          ),
        )
    : [];
  return pendingCompanies.map((c) => {
    const mine = docsOfPending.filter((d) => d.companyId === c.id);
    return {
      ...c,
      createdAt: c.createdAt.toISOString(),
      documents: mine.map(({ kind, status }) => ({ kind, status })),
      insuranceVerifiedUntil: insuranceVerifiedUntil(mine),
    };
  });
}

export async function adminOverview(db: DbOrTx, user: SessionUser | null) {
  requireAdmin(user);
  const counts = await overviewCounts(db);
  const pendingCompanies = await pendingCompaniesOf(db);
  const pendingDocuments = await db
    .select({ doc: companyDocuments, companyName: companies.name, companyStatus: companies.status })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(eq(companyDocuments.status, "pending"))
    .orderBy(asc(companyDocuments.createdAt))
    .limit(100);
  // issue #31: the timed jobs that failed after their retries, for the dashboard's "Jobs that failed"
  const jobsFailed = await failedJobs(db);
  return {
    jobsFailed,
    counts: { ...counts, jobsFailed: jobsFailed.length },
    pendingCompanies,
    pendingDocuments: pendingDocuments.map((r) => ({
      ...documentView(r.doc),
      companyId: r.doc.companyId,
      companyName: r.companyName,
      companyStatus: r.companyStatus,
    })),
  };
}

export async function adminCompanies(db: DbOrTx, user: SessionUser | null, status?: CompanyStatus) {
  requireAdmin(user);
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      postcode: companies.postcode,
      status: companies.status,
      paused: companies.paused,
      ratingSum: companies.ratingSum,
      ratingCount: companies.ratingCount,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(status ? eq(companies.status, status) : undefined)
    .orderBy(asc(companies.name))
    .limit(500);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function adminCompany(db: DbOrTx, user: SessionUser | null, companyId: string) {
  requireAdmin(user);
  if (!isUuid(companyId)) throw notFound("No such company");
  const [c] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!c) throw notFound("No such company");
  const docs = await db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, c.id))
    .orderBy(desc(companyDocuments.createdAt));
  const trail = await auditTrailOfCompany(db, c.id);
  // issue #19: its leads, quotes and win rate beside the vetting
  const work = await companyWork(db, c.id);
  // issue #19: the last Companies House check, and each certificate's checklist beside its minimum cover
  const check = c.companiesHouseCheck as CompaniesHouseCheck | null;
  return {
    work,
    company: ownView(c),
    companiesHouse: check
      ? { ...check, summary: companiesHouseSummary(check), warning: companiesHouseWarning(check) }
      : null,
    documents: docs.map((d) => ({
      ...documentView(d),
      insurer: d.insurer,
      policyNumber: d.policyNumber,
      minimumCoverPence: minimumCoverPence(d.kind),
      meetsMinimum: coverMeetsMinimum(d.kind, d.coverPence),
    })),
    insuranceVerifiedUntil: insuranceVerifiedUntil(
      docs.filter((d) => coverMeetsMinimum(d.kind, d.coverPence)),
    ),
    audit: trail.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}
export type AdminCompany = Awaited<ReturnType<typeof adminCompany>>;
