ALTER TABLE "outbox" ADD COLUMN "lead_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_id") WHERE "outbox"."lead_id" is not null;--> statement-breakpoint
-- mails stored before this migration: about the request whose id their text names (its link), when it does
UPDATE "outbox" o SET "lead_id" = l."id" FROM "leads" l
WHERE o."lead_id" IS NULL
  AND (o."kind" LIKE 'lead-%' OR o."kind" LIKE 'quote-%' OR o."kind" LIKE 'booking-%')
  AND l."id" = (substring(o."text" from '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'))::uuid;
