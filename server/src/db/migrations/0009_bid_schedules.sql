CREATE TABLE "bid_schedules" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
	"enabled" boolean DEFAULT false NOT NULL,
	"weekdays" smallint[] DEFAULT '{}' NOT NULL,
	"game_time" text DEFAULT '20:00' NOT NULL,
	"location" text,
	"opens_days_before" smallint DEFAULT 6 NOT NULL,
	"monthly_window_hours" smallint,
	"next_opens_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "bid_schedules_due_idx" ON "bid_schedules" USING btree ("next_opens_at") WHERE "bid_schedules"."enabled";--> statement-breakpoint
CREATE TABLE "bid_schedule_dates" (
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"local_date" date NOT NULL,
	"status" text NOT NULL,
	"bid_day_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_schedule_dates_pk" PRIMARY KEY("company_id","local_date")
);--> statement-breakpoint
ALTER TABLE "bid_days" ADD COLUMN "monthly_window_released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bid_days_window_open_idx" ON "bid_days" USING btree ("company_id") WHERE "bid_days"."status" = 'open' AND "bid_days"."monthly_window_released_at" IS NULL;
