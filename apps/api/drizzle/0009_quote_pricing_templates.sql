CREATE TABLE "quote_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"move_type" text NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quotes" ALTER COLUMN "insurance_cover_pence" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "hourly_rate_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "minimum_hours" double precision;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "extra_mover_rate_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "extras" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_templates" ADD CONSTRAINT "quote_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_templates_company_name_key" ON "quote_templates" USING btree ("company_id","name");