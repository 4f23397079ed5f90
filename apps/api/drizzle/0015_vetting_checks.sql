ALTER TABLE "companies" ADD COLUMN "companies_house_check" jsonb;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "insurer" text;--> statement-breakpoint
ALTER TABLE "company_documents" ADD COLUMN "policy_number" text;