// Documents: a company's insurance and membership certificates — upload rules and storage, authorised
// downloads (/api/documents), the expiry reminders and their emails, and reading one uploaded file by its
// bytes (also used for logos).
export { documentMails } from "./document-mails.ts";
export {
  addDocument,
  companyOfUser,
  DOCUMENT_RULES,
  documentView,
  documentsOfCompany,
} from "./document-service.ts";
export { sendExpiryReminders } from "./expiry-reminders.ts";
export { readUpload, type Upload, type UploadRules } from "./read-upload.ts";
export { documentRoutes } from "./routes.ts";
export { documentMailSamples } from "./mail-samples.ts";
