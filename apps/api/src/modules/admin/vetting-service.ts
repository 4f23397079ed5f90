// Vetting decisions (issue #5, docs/README.md#issues): each one changes the record, emails the company and writes the audit log,
// all in one transaction. The row is locked first, so two admins deciding at once cannot both win.
import { type SessionUser, issuesToFieldErrors, todayInLondon } from "@rm/domain";
import {
  COMPANY_MESSAGES,
  type CompanyStatus,
  insuranceVerifiedUntil,
  isRequiredKind,
} from "@rm/domain/company";
import {
  type CompaniesHouseCheck,
  companyNamesMatch,
  isCompaniesHouseNumber,
  normaliseCompaniesHouseNumber,
} from "@rm/domain/companies-house";
import {
  type DocumentVerifyInput,
  coverMeetsMinimum,
  insuranceChecklistSchema,
  VETTING_MESSAGES,
} from "@rm/domain/vetting";
import { eq } from "drizzle-orm";
import { isUuid } from "@rm/domain/ids";
import type { Db } from "../../db/client.ts";
import { companies, companyDocuments } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/http.ts";
import { companyMails } from "../companies/index.ts";
import { documentMails } from "../documents/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { withdrawOpenQuotesOf } from "../quotes/index.ts";
import { revokeAllSessions } from "../accounts/index.ts";
import { writeAudit } from "../audit/index.ts";
import type { CompaniesHouseLookup } from "./companies-house.ts";

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
  /** to verify insurance: what the admin confirmed from the certificate (issue #19) */
  checklist: DocumentVerifyInput = {},
) {
  if (!isUuid(documentId)) throw notFound(VETTING_MESSAGES.noSuchDocument);
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx
      .select()
      .from(companyDocuments)
      .where(eq(companyDocuments.id, documentId))
      .for("update")
      .limit(1);
    if (!doc) throw notFound(VETTING_MESSAGES.noSuchDocument);
    const to = decision === "verify" ? "verified" : "rejected";
    if (doc.status === to) throw conflict(COMPANY_MESSAGES.documentAlready(to));
    // issue #19: insurance is verified only with its checklist confirmed from the certificate: insurer, policy
    // number, cover at least the minimum, expiry in the future (nothing is stored when one is wrong)
    let confirmed: Partial<typeof companyDocuments.$inferInsert> = {};
    if (decision === "verify" && isRequiredKind(doc.kind)) {
      const parsed = insuranceChecklistSchema(doc.kind, todayInLondon()).safeParse({
        insurer: checklist.insurer ?? doc.insurer ?? undefined,
        policyNumber: checklist.policyNumber ?? doc.policyNumber ?? undefined,
        coverPounds: checklist.coverPounds ?? (doc.coverPence === null ? undefined : doc.coverPence / 100),
        expiresOn: checklist.expiresOn ?? doc.expiresOn,
      });
      if (!parsed.success) {
        const errors = issuesToFieldErrors(parsed.error.issues);
        // a bare "Verify" (the dashboard's queue) is told where the checklist is
        const bare = Object.values(checklist).every((v) => v === undefined) && !doc.insurer;
        throw badRequest(
          bare
            ? VETTING_MESSAGES.checklistNeeded
            : (Object.values(errors)[0] ?? COMPANY_MESSAGES.coverInvalid),
          errors,
        );
      }
      confirmed = {
        insurer: parsed.data.insurer,
        policyNumber: parsed.data.policyNumber,
        coverPence: parsed.data.coverPounds * 100,
        expiresOn: parsed.data.expiresOn,
      };
    } else if (decision === "verify" && doc.expiresOn < todayInLondon())
      throw conflict(COMPANY_MESSAGES.documentExpired);
    const [company] = await tx.select().from(companies).where(eq(companies.id, doc.companyId));
    const [row] = await tx
      .update(companyDocuments)
      .set({ ...confirmed, status: to, reason, reviewedBy: admin._id, reviewedAt: new Date() })
      .where(eq(companyDocuments.id, doc.id))
      .returning();
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: `document.${decision}`,
      subjectType: "company_document",
      subjectId: doc.id,
      reason,
      data: {
        companyId: doc.companyId,
        kind: doc.kind,
        from: doc.status,
        to,
        expiresOn: row!.expiresOn,
        ...(decision === "verify" && isRequiredKind(doc.kind)
          ? {
              insurer: row!.insurer,
              policyNumber: row!.policyNumber,
              coverPence: row!.coverPence,
              ...(doc.coverPence !== row!.coverPence ? { coverPenceGiven: doc.coverPence } : {}),
              ...(doc.expiresOn !== row!.expiresOn ? { expiresOnGiven: doc.expiresOn } : {}),
            }
          : {}),
      },
    });
    await enqueueMail(
      tx,
      decision === "verify"
        ? documentMails.documentVerified(company!, doc.kind, row!.expiresOn)
        : documentMails.documentRejected(company!, doc.kind, reason ?? "", deps.appUrl),
    );
    return row!;
  });
}

export type CompanyAction = "approve" | "reject" | "suspend" | "reinstate";

/** from which statuses each action may start, and where it leads */
const COMPANY_TRANSITIONS: Record<CompanyAction, { from: CompanyStatus[]; to: CompanyStatus; past: string }> =
  {
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
          coverPence: companyDocuments.coverPence,
        })
        .from(companyDocuments)
        .where(eq(companyDocuments.companyId, company.id));
      // issue #19: a certificate below the minimum cover does not count
      const until = insuranceVerifiedUntil(docs.filter((d) => coverMeetsMinimum(d.kind, d.coverPence)));
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
    // issue #19: a suspended company's open sessions end at once (signing in again shows it why)
    if (action === "suspend") await revokeAllSessions(tx, company.userId);
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

export interface CompaniesHouseDeps {
  db: Db;
  /** null: no COMPANIES_HOUSE_API_KEY, the format only */
  lookup: CompaniesHouseLookup | null;
}

/**
 * Issue #19: checks the company's Companies House number — its format always; with a key, the register's
 * name and status — then stores the result with the company and audits it. The register's refusals
 * (not found, 429, no answer) are results to show, not errors.
 */
export async function checkCompaniesHouse(
  deps: CompaniesHouseDeps,
  admin: SessionUser,
  companyId: string,
): Promise<CompaniesHouseCheck> {
  const [company] = await deps.db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound(VETTING_MESSAGES.noSuchCompany);
  const number = company.companiesHouseNumber
    ? normaliseCompaniesHouseNumber(company.companiesHouseNumber)
    : null;
  const base = { number, registeredName: null, companyStatus: null, nameMatches: null };
  let check: CompaniesHouseCheck;
  if (!number) check = { ...base, format: "missing", outcome: null, checkedAt: new Date().toISOString() };
  else if (!isCompaniesHouseNumber(number))
    check = { ...base, format: "invalid", outcome: null, checkedAt: new Date().toISOString() };
  else if (!deps.lookup)
    check = { ...base, format: "valid", outcome: "not-configured", checkedAt: new Date().toISOString() };
  else {
    const answer = await deps.lookup(number);
    check =
      answer.outcome === "found"
        ? {
            number,
            format: "valid",
            outcome: "found",
            registeredName: answer.registeredName,
            companyStatus: answer.companyStatus,
            nameMatches: companyNamesMatch(answer.registeredName, company.name),
            checkedAt: new Date().toISOString(),
          }
        : { ...base, format: "valid", outcome: answer.outcome, checkedAt: new Date().toISOString() };
  }
  await deps.db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({ companiesHouseCheck: check as unknown as Record<string, unknown> })
      .where(eq(companies.id, company.id));
    await writeAudit(tx, {
      actorUserId: admin._id,
      action: "company.companies-house-check",
      subjectType: "company",
      subjectId: company.id,
      data: { ...check },
    });
  });
  return check;
}
