DROP INDEX "collection_items_list_idx";--> statement-breakpoint
DROP INDEX "collection_items_type_idx";--> statement-breakpoint
CREATE INDEX "collection_items_list_idx" ON "collection_items" USING btree ("published","featured" DESC NULLS FIRST,"sort","id");--> statement-breakpoint
CREATE INDEX "collection_items_type_idx" ON "collection_items" USING btree ("type_id","published","featured" DESC NULLS FIRST,"sort","id");