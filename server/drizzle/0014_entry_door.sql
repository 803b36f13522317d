CREATE TABLE "entry_scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"booking_id" integer,
	"day" date NOT NULL,
	"desk" varchar(40) NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff" varchar(64) NOT NULL,
	"outcome" varchar(16) NOT NULL,
	"message" varchar(100),
	CONSTRAINT "entry_scans_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
ALTER TABLE "entry_bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_scans" ADD CONSTRAINT "entry_scans_booking_id_entry_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."entry_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_scans_booking_idx" ON "entry_scans" USING btree ("booking_id","scanned_at");--> statement-breakpoint
CREATE INDEX "entry_scans_day_idx" ON "entry_scans" USING btree ("day");--> statement-breakpoint
CREATE INDEX "entry_bookings_day_updated_idx" ON "entry_bookings" USING btree ("visit_day","updated_at");