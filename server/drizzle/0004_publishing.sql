ALTER TABLE "collection_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_items" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "academic_items" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "affairs" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "education_events" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "links" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "updated_by" varchar(32);--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "halls" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;