CREATE TABLE "search_documents_en" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" smallint NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"rank_tokens" "tsvector" NOT NULL,
	"sort_date" date,
	"meta" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "period_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "material_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "size_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "author_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "origin_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "acquisition_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "grade_en" text;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "intro_en" text;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "author_en" text;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "source_en" text;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "source_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "birthplace_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "dict_entries" ADD COLUMN "label_en" text;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "place_en" text;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "speaker_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "subtitle_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "venue_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "curator_en" text;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "organizer_en" text;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "content_en" text;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "issuer_en" text;--> statement-breakpoint
ALTER TABLE "floors" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "description_en" text;--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_en_item_idx" ON "search_documents_en" USING btree ("module","res_id");--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_1_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 1;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_1_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 1;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_2_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 2;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_2_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 2;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_3_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 3;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_3_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 3;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_4_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 4;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_4_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 4;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_5_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 5;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_5_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 5;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_6_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 6;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_6_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 6;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_7_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 7;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_7_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 7;--> statement-breakpoint
CREATE INDEX "search_documents_en_tokens_8_idx" ON "search_documents_en" USING gin ("tokens") WHERE module = 8;--> statement-breakpoint
CREATE INDEX "search_documents_en_rank_tokens_8_idx" ON "search_documents_en" USING gin ("rank_tokens") WHERE module = 8;--> statement-breakpoint
-- The demo dictionaries' English labels (seed/content/dictionaries.ts), for an installation seeded before: only
-- where an entry still has the demo's value and Chinese label.
UPDATE "dict_entries" SET "label_en" = "demo"."label_en"
FROM (VALUES
  ('exhibition_type', 'permanent', '常设陈列', 'Permanent Collection'),
  ('exhibition_type', 'special', '专题展览', 'Special Exhibition'),
  ('exhibition_type', 'exchange', '交流展览', 'Exchange Exhibition'),
  ('exhibition_type', 'contemporary', '当代艺术', 'Contemporary Art'),
  ('education_type', 'lecture', '讲座', 'Lecture'),
  ('education_type', 'workshop', '工作坊', 'Workshop'),
  ('education_type', 'family', '亲子美育', 'Family Art'),
  ('education_type', 'tour', '专题导览', 'Themed Tour'),
  ('education_type', 'performance', '展演', 'Performance'),
  ('education_audience', 'public', '面向公众', 'General Public'),
  ('education_audience', 'adult', '成人', 'Adults'),
  ('education_audience', 'family', '亲子家庭', 'Families'),
  ('education_audience', 'teen', '青少年', 'Teenagers'),
  ('education_audience', 'senior', '长者', 'Seniors'),
  ('artist_category', 'oil', '油画', 'Oil Painting'),
  ('artist_category', 'ink', '中国画', 'Chinese Painting'),
  ('artist_category', 'calligraphy', '书法篆刻', 'Calligraphy and Seal Carving'),
  ('artist_category', 'sculpture', '雕塑', 'Sculpture'),
  ('artist_category', 'ceramics', '陶瓷', 'Ceramics'),
  ('artist_category', 'photography', '摄影', 'Photography'),
  ('artist_category', 'textile', '织绣', 'Textiles and Embroidery'),
  ('artist_category', 'print', '版画', 'Printmaking'),
  ('academic_type', 'research', '学术研究', 'Research'),
  ('academic_type', 'symposium', '学术会议', 'Symposium'),
  ('academic_type', 'publication', '出版物', 'Publication'),
  ('academic_type', 'project', '研究项目', 'Research Project'),
  ('policy_type', 'law', '法律', 'Law'),
  ('policy_type', 'regulation', '行政法规', 'Administrative Regulation'),
  ('policy_type', 'museum', '本馆制度', 'Museum Rules')
) AS "demo" ("dict_type", "value", "label", "label_en")
WHERE "dict_entries"."dict_type" = "demo"."dict_type" AND "dict_entries"."value" = "demo"."value"
  AND "dict_entries"."label" = "demo"."label" AND "dict_entries"."label_en" IS NULL;
