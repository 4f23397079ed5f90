// Insurance and membership documents: a company adds its own; only that company and admins read them.
import { type SessionUser, issuesToFieldErrors, todayInLondon } from "@rm/domain";
import { VETTING_MESSAGES } from "@rm/domain/vetting";
import {
  COMPANY_MESSAGES,
  DOCUMENT_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  documentMetaSchema,
} from "@rm/domain/company";
import { desc, eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { companies, companyDocuments } from "../../db/schema.ts";
import { badRequest, notFound } from "../../lib/http.ts";
import type { FileStorage } from "../../lib/storage.ts";
import { writeAudit } from "../audit/index.ts";
import { enqueueMail } from "../mail/index.ts";
import { documentMails } from "./document-mails.ts";
import type { Upload, UploadRules } from "./read-upload.ts";

export const DOCUMENT_RULES: UploadRules = {
  maxBytes: MAX_UPLOAD_BYTES,
  allowed: DOCUMENT_MIME_TYPES,
  typeMessage: COMPANY_MESSAGES.fileType,
  tooLargeMessage: COMPANY_MESSAGES.fileTooLarge,
};

export type DocumentRow = typeof companyDocuments.$inferSelect;

/** what a company or an admin sees of a document (never the storage key) */
export const documentView = (d: DocumentRow) => ({
  id: d.id,
  kind: d.kind,
  coverPence: d.coverPence,
  expiresOn: d.expiresOn,
  originalName: d.originalName,
  mime: d.mime,
  size: d.size,
  status: d.status,
  reason: d.reason,
  reviewedAt: d.reviewedAt?.toISOString() ?? null,
  createdAt: d.createdAt.toISOString(),
  fileUrl: `/api/documents/${d.id}/file`,
});

export async function companyOfUser(db: DbOrTx, userId: string) {
  return (await db.select().from(companies).where(eq(companies.userId, userId)).limit(1))[0] ?? null;
}

export async function documentsOfCompany(db: DbOrTx, companyId: string) {
  const rows = await db
    .select()
    .from(companyDocuments)
    .where(eq(companyDocuments.companyId, companyId))
    .orderBy(desc(companyDocuments.createdAt));
  return rows.map(documentView);
}

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  appUrl: string;
  teamEmail: string;
}

/** Validates the details, stores the file, then records it; on any failure nothing is left behind. */
export async function addDocument(deps: UploadDeps, user: SessionUser, upload: Upload) {
  const company = await companyOfUser(deps.db, user._id);
  if (!company) throw notFound("No company account found for this login");
  const meta = documentMetaSchema(todayInLondon()).safeParse(upload.fields);
  if (!meta.success) {
    const errors = issuesToFieldErrors(meta.error.issues);
    throw badRequest(Object.values(errors)[0] ?? "Invalid details", errors);
  }
  const key = await deps.storage.put("documents", upload.ext, upload.data);
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companyDocuments)
        .values({
          companyId: company.id,
          kind: meta.data.kind,
          coverPence: meta.data.coverPounds === null ? null : meta.data.coverPounds * 100,
          expiresOn: meta.data.expiresOn,
          fileKey: key,
          originalName: upload.originalName,
          mime: upload.mime,
          size: upload.data.length,
          status: "pending",
        })
        .returning();
      await writeAudit(tx, {
        actorUserId: user._id,
        action: "document.upload",
        subjectType: "company_document",
        subjectId: row!.id,
        data: { companyId: company.id, kind: row!.kind, expiresOn: row!.expiresOn },
      });
      await enqueueMail(
        tx,
        documentMails.documentForReview(deps.teamEmail, company.name, row!.kind, deps.appUrl),
      );
      return documentView(row!);
    });
  } catch (err) {
    await deps.storage.remove(key);
    throw err;
  }
}

/** The file, for its own company or an admin; everyone else gets the same 404 as for a missing id. */
export async function openDocumentFile(db: DbOrTx, storage: FileStorage, user: SessionUser, id: string) {
  const [row] = await db
    .select({ doc: companyDocuments, ownerUserId: companies.userId })
    .from(companyDocuments)
    .innerJoin(companies, eq(companies.id, companyDocuments.companyId))
    .where(eq(companyDocuments.id, id))
    .limit(1);
  if (!row || !(user.isAdmin || (user.isCompany && row.ownerUserId === user._id)))
    throw notFound(VETTING_MESSAGES.noSuchDocument);
  const file = await storage.get(row.doc.fileKey);
  if (!file) throw notFound("The file of this document is missing from storage");
  // issue #19: an admin opening a company's document is in the audit log
  if (user.isAdmin) {
    await writeAudit(db, {
      actorUserId: user._id,
      action: "document.view",
      subjectType: "company_document",
      subjectId: row.doc.id,
      data: { companyId: row.doc.companyId },
    });
  }
  return { file, doc: row.doc };
}
