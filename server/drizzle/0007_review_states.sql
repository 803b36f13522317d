ALTER TABLE "venue_applications" ADD COLUMN "reviewed_by" varchar(32);--> statement-breakpoint
ALTER TABLE "venue_applications" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donation_reports" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "event_orders" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "venue_applications_status_idx" ON "venue_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "donation_reports_status_idx" ON "donation_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "event_orders_item_idx" ON "event_orders" USING btree ("module","res_id","id");