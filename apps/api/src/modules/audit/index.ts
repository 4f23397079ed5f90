// The audit log: who did what to which record, when and why, written in the same transaction as the change
// (companies, documents, admin write it; admin reads a company's trail). Imports no other module.
export { auditTrailOf, auditTrailOfCompany, listAudit, writeAudit } from "./audit-log.ts";
