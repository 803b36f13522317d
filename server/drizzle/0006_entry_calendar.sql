ALTER TABLE "entry_days" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "entry_days" ADD COLUMN "open" boolean;--> statement-breakpoint
ALTER TABLE "entry_days" ADD COLUMN "reason" varchar(50);--> statement-breakpoint
ALTER TABLE "entry_days" ADD CONSTRAINT "entry_days_booked_within_capacity" CHECK ("entry_days"."capacity" is null or "entry_days"."booked" <= "entry_days"."capacity");