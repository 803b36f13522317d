CREATE TABLE "entry_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visit_day" date NOT NULL,
	"org_name" varchar(50) NOT NULL,
	"people" integer NOT NULL,
	"minors" integer NOT NULL,
	"leader_cipher" text NOT NULL,
	"members_cipher" text NOT NULL,
	"phone" varchar(11) NOT NULL,
	"note" varchar(200),
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"booking_id" integer,
	"review_note" varchar(200),
	"reviewed_by" varchar(64),
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entry_days" ADD COLUMN "group_booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_groups" ADD CONSTRAINT "entry_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entry_groups" ADD CONSTRAINT "entry_groups_booking_id_entry_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."entry_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entry_groups_user_idx" ON "entry_groups" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "entry_groups_status_idx" ON "entry_groups" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "entry_groups_day_idx" ON "entry_groups" USING btree ("visit_day");--> statement-breakpoint
ALTER TABLE "entry_days" ADD CONSTRAINT "entry_days_group_booked_not_negative" CHECK ("entry_days"."group_booked" >= 0);