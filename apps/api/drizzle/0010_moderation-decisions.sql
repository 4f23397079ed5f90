ALTER TABLE "conversation_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "decided_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;