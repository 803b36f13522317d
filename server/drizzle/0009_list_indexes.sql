CREATE INDEX "academic_list_idx" ON "academic_items" USING btree ("published_at","id","type") WHERE published;--> statement-breakpoint
CREATE INDEX "affairs_list_idx" ON "affairs" USING btree ("published_at","id","status") WHERE published;--> statement-breakpoint
CREATE INDEX "artists_list_idx" ON "artists" USING btree ("name_pinyin","id","initial","category") WHERE published;--> statement-breakpoint
CREATE INDEX "education_list_idx" ON "education_events" USING btree ("start_at","id","end_at","capacity","booking_opens_at","type") WHERE published;--> statement-breakpoint
CREATE INDEX "exhibitions_list_idx" ON "exhibitions" USING btree ("start_date","id","end_date","type") WHERE published;--> statement-breakpoint
CREATE INDEX "exhibitions_ended_list_idx" ON "exhibitions" USING btree ("end_date","id") WHERE published;--> statement-breakpoint
CREATE INDEX "exhibitions_type_list_idx" ON "exhibitions" USING btree ("type","start_date","id","end_date") WHERE published;--> statement-breakpoint
CREATE INDEX "notices_list_idx" ON "notices" USING btree ("pinned","published_at","id") WHERE published;--> statement-breakpoint
CREATE INDEX "policies_list_idx" ON "policies" USING btree ("published_at","id","type") WHERE published;