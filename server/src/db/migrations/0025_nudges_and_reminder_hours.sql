CREATE TABLE "bid_nudges" (
	"company_id" integer NOT NULL,
	"bid_day_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bid_nudges_pkey" PRIMARY KEY("company_id","bid_day_id")
);
--> statement-breakpoint
ALTER TABLE "bid_nudges" ADD CONSTRAINT "bid_nudges_bid_day_fk" FOREIGN KEY ("company_id","bid_day_id") REFERENCES "public"."bid_days"("company_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "reminder_hours" smallint[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reminder_hours_range" CHECK (cardinality("companies"."reminder_hours") <= 4 and 1 <= all("companies"."reminder_hours") and 168 >= all("companies"."reminder_hours"));
