CREATE TABLE "review_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_lead_id_idx";--> statement-breakpoint
DROP INDEX "reviews_company_id_idx";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "client_user_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "punctuality" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "care" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "value" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "communication" integer;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "would_recommend" boolean;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "verified_label" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_body" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invitations_lead_kind_key" ON "review_invitations" USING btree ("lead_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_company_key" ON "review_reports" USING btree ("review_id","company_id");--> statement-breakpoint
CREATE INDEX "review_reports_company_id_idx" ON "review_reports" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_lead_id_key" ON "reviews" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "reviews_client_user_id_idx" ON "reviews" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "reviews_company_id_idx" ON "reviews" USING btree ("company_id","created_at");