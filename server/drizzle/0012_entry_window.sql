ALTER TABLE "entry_bookings" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_bookings" ADD COLUMN "channel" varchar(8) DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "entry_days" ADD COLUMN "window_booked" integer DEFAULT 0 NOT NULL;