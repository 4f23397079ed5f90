CREATE INDEX "bookings_created_at_idx" ON "bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "leads_created_at_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_published_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'published';