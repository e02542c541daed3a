ALTER TABLE "bid_players" ADD COLUMN "missed" text;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "late_notice_hours" smallint DEFAULT 12 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_late_notice_hours_range" CHECK ("companies"."late_notice_hours" between 1 and 72);
