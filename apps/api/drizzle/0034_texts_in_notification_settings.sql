-- Issue #33: a phone's "Send me texts" box becomes the notification settings (channel "text"). A box that was
-- ticked is the default (texts on once a phone is verified): nothing to store. An unticked one becomes "off" for
-- each kind of message the person's role gets by text, so that nobody who said no is texted.
INSERT INTO "notification_preferences" ("user_id", "kind", "channel", "enabled")
SELECT p."user_id", k."kind", 'text', false
FROM "phones" p
JOIN "users" u ON u."id" = p."user_id"
JOIN (VALUES ('company', 'lead'), ('company', 'booking'), ('company', 'reminder'),
             ('client', 'booking'), ('client', 'reminder')) AS k("role", "kind") ON k."role" = u."role"
WHERE NOT p."opt_in"
ON CONFLICT ("user_id", "kind", "channel") DO UPDATE SET "enabled" = false, "updated_at" = now();
--> statement-breakpoint
ALTER TABLE "phones" DROP COLUMN "opt_in";
