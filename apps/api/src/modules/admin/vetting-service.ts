// Vetting decisions (issue #5, docs/README.md#issues): each one changes the record, emails the company and writes the audit log,
// all in one transaction. The row is locked first, so two admins deciding at once cannot both win.
import { type SessionUser, todayInLondon } from "@rm/domain";
import { COMPANY_MESSAGES, type CompanyStatus, insuranceVerifiedUntil } from "@rm/domain/company";
import { eq } from "drizzle-orm";
import { isUuid } from "@rm/domain/ids";
import type { Db } from "../../db/client.ts";
import { companies, companyDocuments } from "../../db/schema.ts";
import { conflict, notFound } from "../../lib/http.ts";
import { companyMails } from "../companies/index.ts";
import { documentMails } from "../documents/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { withdrawOpenQuotesOf } from "../quotes/index.ts";
import { writeAudit } from "../audit/index.ts";

export interface VettingDeps {
  db: Db;
  appUrl: string;
}

export type DocumentDecision = "verify" | "reject";

export async function decideDocument(
  deps: VettingDeps,
  admin: SessionUser,
  documentId: string,
  decision: DocumentDecision,
  reason: string | null,
) {
  if (!isUuid(documentId)) throw notFound("No such document");
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, documentId))
      .for("update")
      .limit(1);
    if (!doc) throw notFound("No such document");
    const to = decision === "verify" ? "verified" : "rejected";
    if (doc.status === to) throw conflict(COMPANY_MESSAGES.documentAlready(to));
    if (decision === "verify" && doc.expiresOn < todayInLondon())
      throw conflict(COMPANY_MESSAGES.documentExpired);
    const [company] = await tx.select().from(companies).where(eq(companies.id, doc.companyId));
    const [row] = await tx
      .update(companyDocuments)
      .set({ status: to, reason, reviewedBy: admin._id, reviewedAt: new Date() })
      .where(eq(companyDocuments.id, doc.id))
      .returning();
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: `document.${decision}`,
      subjectType: "company_document",
      subjectId: doc.id,
      reason,
      data: { companyId: doc.companyId, kind: doc.kind, from: doc.status, to, expiresOn: doc.expiresOn },
    });
    await enqueueMail(
      tx,
      decision === "verify"
        ? documentMails.documentVerified(company!, doc.kind, doc.expiresOn)
        : documentMails.documentRejected(company!, doc.kind, reason ?? "", deps.appUrl),
    );
    return row!;
  });
}

export type CompanyAction = "approve" | "reject" | "suspend" | "reinstate";

/** from which statuses each action may start, and where it leads */
export const COMPANY_TRANSITIONS: Record<
  CompanyAction,
  { from: CompanyStatus[]; to: CompanyStatus; past: string }
> = {
  approve: { from: ["pending", "rejected"], to: "approved", past: "approved" },
  reject: { from: ["pending"], to: "rejected", past: "rejected" },
  suspend: { from: ["approved"], to: "suspended", past: "suspended" },
  reinstate: { from: ["suspended"], to: "approved", past: "reinstated" },
};

export async function decideCompany(
  deps: VettingDeps,
  admin: SessionUser,
  companyId: string,
  action: CompanyAction,
  reason: string | null,
) {
  if (!isUuid(companyId)) throw notFound("No such company");
  const rule = COMPANY_TRANSITIONS[action];
  return deps.db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update")
      .limit(1);
    if (!company) throw notFound("No such company");
    if (!rule.from.includes(company.status))
      throw conflict(COMPANY_MESSAGES.companyWrongStatus(rule.past, company.status));
    if (rule.to === "approved") {
      // only a company insured today goes live
      const docs = await tx
        .select({
          kind: companyDocuments.kind,
          status: companyDocuments.status,
          expiresOn: companyDocuments.expiresOn,
        })
        .from(companyDocuments)
        .where(eq(companyDocuments.companyId, company.id));
      const until = insuranceVerifiedUntil(docs);
      if (!until || until < todayInLondon()) throw conflict(COMPANY_MESSAGES.needsInsurance);
    }
    const [row] = await tx
      .update(companies)
      .set({ status: rule.to, statusReason: reason })
      .where(eq(companies.id, company.id))
      .returning();
    // a company that may no longer work keeps no open quote: each is withdrawn and its customer told
    // (the row lock above makes a quote being written finish first, or wait and then be refused)
    const quotesWithdrawn = rule.to === "approved" ? 0 : await withdrawOpenQuotesOf(tx, deps, company);
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: `company.${action}`,
      subjectType: "company",
      subjectId: company.id,
      reason,
      data: {
        companyId: company.id,
        from: company.status,
        to: rule.to,
        ...(quotesWithdrawn ? { quotesWithdrawn } : {}),
      },
    });
    const mail = {
      approve: () => companyMails.approved(company, deps.appUrl, reason),
      reject: () => companyMails.rejected(company, reason ?? ""),
      suspend: () => companyMails.suspended(company, reason ?? ""),
      reinstate: () => companyMails.reinstated(company, reason ?? ""),
    }[action]();
    await enqueueMail(tx, mail);
    return row!;
  });
}
