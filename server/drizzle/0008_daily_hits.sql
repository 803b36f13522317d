CREATE TABLE "daily_hits" (
	"module" smallint NOT NULL,
	"res_id" varchar(64) NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_hits_module_res_id_day_pk" PRIMARY KEY("module","res_id","day")
);
--> statement-breakpoint
CREATE INDEX "daily_hits_day_idx" ON "daily_hits" USING btree ("day");