CREATE TABLE "entry_booking_ids" (
	"booking_id" integer NOT NULL,
	"id_hmac" varchar(64) NOT NULL,
	"visit_day" date NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"counts" boolean DEFAULT true NOT NULL,
	"no_show" boolean DEFAULT false NOT NULL,
	CONSTRAINT "entry_booking_ids_booking_id_id_hmac_pk" PRIMARY KEY("booking_id","id_hmac")
);
--> statement-breakpoint
CREATE TABLE "entry_ids" (
	"id" serial NOT NULL,
	"id_hmac" varchar(64) PRIMARY KEY NOT NULL,
	"holder_cipher" text,
	"forgiven_until" date,
	CONSTRAINT "entry_ids_id_unique" UNIQUE("id")
);
--> statement-breakpoint
DROP INDEX "entry_bookings_id_card_day_uq";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "id_type" smallint;--> statement-breakpoint
ALTER TABLE "entry_booking_ids" ADD CONSTRAINT "entry_booking_ids_booking_id_entry_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."entry_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entry_booking_ids_day_uq" ON "entry_booking_ids" USING btree ("id_hmac","visit_day") WHERE "entry_booking_ids"."holds";--> statement-breakpoint
CREATE INDEX "entry_booking_ids_id_idx" ON "entry_booking_ids" USING btree ("id_hmac","visit_day");--> statement-breakpoint
-- Every booking made before the rules held its booker's document (the index dropped above): it keeps holding it.
INSERT INTO "entry_booking_ids" ("booking_id", "id_hmac", "visit_day", "holds", "counts", "no_show")
SELECT "id", "id_card_hmac", "visit_day", "status" <> 'cancelled', "status" <> 'cancelled', "status" = 'noShow'
FROM "entry_bookings" WHERE "id_card_hmac" NOT LIKE 'closed:%';--> statement-breakpoint
INSERT INTO "entry_ids" ("id_hmac") SELECT DISTINCT "id_hmac" FROM "entry_booking_ids" ON CONFLICT DO NOTHING;
