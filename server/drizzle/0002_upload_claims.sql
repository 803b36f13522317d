ALTER TABLE "uploads" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
-- Uploads from before this column may already be attached to a form: they are kept, as attached ones are.
UPDATE "uploads" SET "claimed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "uploads_unclaimed_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."claimed_at" is null;
