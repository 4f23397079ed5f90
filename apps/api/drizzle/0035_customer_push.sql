-- Issue #33: a customer's devices get push ("On our way"). A device is held by a user (push_subscriptions.user_id,
-- there since 0008); a mover's also names its company, a customer's none. Movers' existing rows already hold
-- both, so they keep working unchanged. A queued alert names a company (its devices) or one user (theirs).
ALTER TABLE "push_subscriptions" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_one_recipient" CHECK (("push_outbox"."company_id" is null) <> ("push_outbox"."user_id" is null));