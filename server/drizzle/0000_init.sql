CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" varchar(64),
	"user_agent" varchar(300),
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" varchar(11),
	"password_hash" text,
	"nickname" varchar(30),
	"avatar" text,
	"real_name_cipher" text,
	"id_card_cipher" text,
	"id_card_hmac" varchar(64),
	"real_name_verified_at" timestamp with time zone,
	"wechat_union_id" varchar(64),
	"wechat_open_id" varchar(64),
	"status" varchar(16) DEFAULT 'active' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_id_card_hmac_unique" UNIQUE("id_card_hmac"),
	CONSTRAINT "users_wechat_union_id_unique" UNIQUE("wechat_union_id"),
	CONSTRAINT "users_wechat_open_id_unique" UNIQUE("wechat_open_id")
);
--> statement-breakpoint
CREATE TABLE "wechat_simulator_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" varchar(64) NOT NULL,
	"open_id" varchar(64) NOT NULL,
	"union_id" varchar(64) NOT NULL,
	"nickname" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wechat_simulator_users_open_id_unique" UNIQUE("open_id"),
	CONSTRAINT "wechat_simulator_users_union_id_unique" UNIQUE("union_id")
);
--> statement-breakpoint
CREATE TABLE "donation_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"people" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"file_keys" jsonb NOT NULL,
	"intro" text NOT NULL,
	"status" varchar(16) DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"people" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"file_keys" jsonb NOT NULL,
	"intro" text NOT NULL,
	"hall_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"rules" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cul_id" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"type_id" integer NOT NULL,
	"period" varchar(60),
	"material" varchar(120),
	"size" varchar(120),
	"author" varchar(60),
	"artist_id" integer,
	"origin" varchar(120),
	"acquisition" varchar(120),
	"grade" varchar(20),
	"description" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_items_cul_id_unique" UNIQUE("cul_id")
);
--> statement-breakpoint
CREATE TABLE "collection_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "academic_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"cover" text,
	"type" varchar(64) NOT NULL,
	"author" varchar(200),
	"source" varchar(200),
	"published_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"status" smallint NOT NULL,
	"cover" text,
	"source" varchar(200),
	"published_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artists" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_pinyin" varchar(400) NOT NULL,
	"initial" varchar(1) NOT NULL,
	"category" varchar(64) NOT NULL,
	"birth_year" smallint,
	"death_year" smallint,
	"birthplace" varchar(100),
	"title" varchar(200),
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"cover" text,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(300),
	"image" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "education_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"cover" text,
	"type" varchar(64) NOT NULL,
	"audience" varchar(64) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"booking_opens_at" timestamp with time zone,
	"place" varchar(200) NOT NULL,
	"hall_id" integer,
	"speaker" varchar(200),
	"capacity" integer,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_booking_check" CHECK (booked_count >= 0 and (capacity is null or booked_count <= capacity))
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"subtitle" varchar(200),
	"cover" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" varchar(64) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"hall_id" integer,
	"venue" varchar(100) DEFAULT '' NOT NULL,
	"curator" varchar(200),
	"organizer" varchar(300),
	"capacity" integer,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitions_booking_check" CHECK (booked_count >= 0 and (capacity is null or booked_count <= capacity))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"type" varchar(64) NOT NULL,
	"doc_number" varchar(100),
	"issuer" varchar(200) NOT NULL,
	"published_at" date NOT NULL,
	"effective_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hit_counts" (
	"module" smallint NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hit_counts_module_res_id_pk" PRIMARY KEY("module","res_id")
);
--> statement-breakpoint
CREATE TABLE "user_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(512) NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"link" varchar(200),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"module" smallint NOT NULL,
	"res_id" integer NOT NULL,
	"num" integer NOT NULL,
	"people" varchar(30) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"order_code" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "event_orders_order_code_unique" UNIQUE("order_code")
);
--> statement-breakpoint
CREATE TABLE "entry_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"visit_day" date NOT NULL,
	"people" integer NOT NULL,
	"visitors_cipher" text NOT NULL,
	"phone" varchar(11) NOT NULL,
	"id_card_hmac" varchar(64) NOT NULL,
	"ticket_code" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'booked' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	CONSTRAINT "entry_bookings_ticket_code_unique" UNIQUE("ticket_code")
);
--> statement-breakpoint
CREATE TABLE "entry_days" (
	"day" date PRIMARY KEY NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "entry_days_booked_not_negative" CHECK ("entry_days"."booked" >= 0)
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"module" smallint NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"sort_date" date,
	"meta" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_type" varchar(64) NOT NULL,
	"value" varchar(64) NOT NULL,
	"label" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"floor" varchar(4) PRIMARY KEY NOT NULL,
	"sort" smallint NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"outline" text NOT NULL,
	"facilities" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"floor" varchar(4) NOT NULL,
	"area" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"applicable" boolean DEFAULT false NOT NULL,
	"position" jsonb NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "halls_floor_check" CHECK ("halls"."floor" in ('-1F', '1F', '2F', '3F')),
	CONSTRAINT "halls_area_check" CHECK ("halls"."area" > 0)
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donation_reports" ADD CONSTRAINT "donation_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_applications" ADD CONSTRAINT "venue_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_applications" ADD CONSTRAINT "venue_applications_hall_id_halls_id_fk" FOREIGN KEY ("hall_id") REFERENCES "public"."halls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_type_id_collection_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."collection_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_actions" ADD CONSTRAINT "user_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_orders" ADD CONSTRAINT "event_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_bookings" ADD CONSTRAINT "entry_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "halls" ADD CONSTRAINT "halls_floor_floors_floor_fk" FOREIGN KEY ("floor") REFERENCES "public"."floors"("floor") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "wechat_simulator_users_device_idx" ON "wechat_simulator_users" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "donation_reports_user_idx" ON "donation_reports" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "venue_applications_user_idx" ON "venue_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "collection_items_list_idx" ON "collection_items" USING btree ("published","featured","sort","id");--> statement-breakpoint
CREATE INDEX "collection_items_type_idx" ON "collection_items" USING btree ("type_id","published");--> statement-breakpoint
CREATE INDEX "collection_items_artist_idx" ON "collection_items" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "academic_published_idx" ON "academic_items" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "academic_type_idx" ON "academic_items" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "affairs_status_idx" ON "affairs" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "artists_initial_idx" ON "artists" USING btree ("initial","name_pinyin");--> statement-breakpoint
CREATE INDEX "artists_pinyin_idx" ON "artists" USING btree ("name_pinyin");--> statement-breakpoint
CREATE INDEX "artists_category_idx" ON "artists" USING btree ("category");--> statement-breakpoint
CREATE INDEX "banners_position_idx" ON "banners" USING btree ("position","sort");--> statement-breakpoint
CREATE INDEX "education_start_idx" ON "education_events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "education_end_idx" ON "education_events" USING btree ("end_at");--> statement-breakpoint
CREATE INDEX "education_type_idx" ON "education_events" USING btree ("type","start_at");--> statement-breakpoint
CREATE INDEX "exhibitions_start_idx" ON "exhibitions" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "exhibitions_end_idx" ON "exhibitions" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "exhibitions_type_idx" ON "exhibitions" USING btree ("type","start_date");--> statement-breakpoint
CREATE INDEX "notices_order_idx" ON "notices" USING btree ("pinned","published_at","id");--> statement-breakpoint
CREATE INDEX "policies_published_idx" ON "policies" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "policies_type_idx" ON "policies" USING btree ("type","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_actions_unique" ON "user_actions" USING btree ("user_id","module","res_id","type");--> statement-breakpoint
CREATE INDEX "user_actions_item_idx" ON "user_actions" USING btree ("module","res_id","type");--> statement-breakpoint
CREATE INDEX "user_actions_user_idx" ON "user_actions" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("user_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "event_orders_user_item_uq" ON "event_orders" USING btree ("user_id","module","res_id") WHERE "event_orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_orders_user_idx" ON "event_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "entry_bookings_user_day_uq" ON "entry_bookings" USING btree ("user_id","visit_day") WHERE "entry_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "entry_bookings_id_card_day_uq" ON "entry_bookings" USING btree ("id_card_hmac","visit_day") WHERE "entry_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "entry_bookings_user_idx" ON "entry_bookings" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "entry_bookings_day_idx" ON "entry_bookings" USING btree ("visit_day","status");--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_item_idx" ON "search_documents" USING btree ("module","res_id");--> statement-breakpoint
CREATE INDEX "search_documents_tokens_idx" ON "search_documents" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "dict_entries_type_idx" ON "dict_entries" USING btree ("dict_type","sort");--> statement-breakpoint
CREATE INDEX "halls_floor_idx" ON "halls" USING btree ("floor","sort");