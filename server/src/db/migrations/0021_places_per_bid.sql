ALTER TABLE "companies" ADD COLUMN "default_slots" smallint DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_slots_range" CHECK ("companies"."default_slots" between 6 and 60);
--> statement-breakpoint
ALTER TABLE "bid_days" ADD COLUMN "slots" smallint DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "bid_days" ADD CONSTRAINT "bid_days_slots_range" CHECK ("bid_days"."slots" between 6 and 60);
