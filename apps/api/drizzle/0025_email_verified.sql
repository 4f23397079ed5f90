ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- issue #29 item 6: an address counts as proven when one of its emailed links was used; staff and company
-- accounts (made through an emailed invitation or vetted by hand) count as proven
UPDATE "users" SET "email_verified_at" = now()
WHERE "role" <> 'client'
  OR EXISTS (
    SELECT 1 FROM "auth_tokens" t
    WHERE t."user_id" = "users"."id" AND t."used_at" IS NOT NULL
      AND t."purpose" IN ('reset', 'signin', 'login-link', 'confirm-lead', 'cancel-lead')
  );
