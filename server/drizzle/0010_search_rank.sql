-- The index is rebuilt at start (SEARCH_INDEX_VERSION changed), so its rows go now rather than wait for a rank vector.
DELETE FROM "search_documents";--> statement-breakpoint
DROP INDEX "search_documents_tokens_idx";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "rank_tokens" "tsvector" NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_1_idx" ON "search_documents" USING gin ("tokens") WHERE module = 1;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_1_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 1;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_2_idx" ON "search_documents" USING gin ("tokens") WHERE module = 2;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_2_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 2;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_3_idx" ON "search_documents" USING gin ("tokens") WHERE module = 3;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_3_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 3;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_4_idx" ON "search_documents" USING gin ("tokens") WHERE module = 4;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_4_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 4;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_5_idx" ON "search_documents" USING gin ("tokens") WHERE module = 5;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_5_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 5;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_6_idx" ON "search_documents" USING gin ("tokens") WHERE module = 6;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_6_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 6;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_7_idx" ON "search_documents" USING gin ("tokens") WHERE module = 7;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_7_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 7;--> statement-breakpoint
CREATE INDEX "search_documents_tokens_8_idx" ON "search_documents" USING gin ("tokens") WHERE module = 8;--> statement-breakpoint
CREATE INDEX "search_documents_rank_tokens_8_idx" ON "search_documents" USING gin ("rank_tokens") WHERE module = 8;