CREATE INDEX "contact_messages_handled_by_idx" ON "contact_messages" USING btree ("handled_by_user_id");--> statement-breakpoint
CREATE INDEX "contact_replies_admin_idx" ON "contact_replies" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "message_reports_decided_by_idx" ON "message_reports" USING btree ("decided_by_user_id");