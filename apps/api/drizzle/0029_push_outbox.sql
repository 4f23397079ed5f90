CREATE TABLE "push_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "bookings_customer_cancelled_idx";--> statement-breakpoint
DROP INDEX "bookings_customer_proposal_idx";--> statement-breakpoint
-- the push dispatcher's time window is gone (issue #31): alerts are queued in push_outbox with their change
DELETE FROM "server_settings" WHERE "key" = 'push-cursor';