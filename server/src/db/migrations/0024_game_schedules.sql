CREATE TABLE "game_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"weekdays" smallint[] NOT NULL,
	"game_time" text NOT NULL,
	"location" text,
	"opens_days_before" smallint NOT NULL,
	"next_opens_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "game_schedules_company_idx" ON "game_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "game_schedules_due_idx" ON "game_schedules" USING btree ("next_opens_at") WHERE "game_schedules"."next_opens_at" is not null;--> statement-breakpoint
-- Today's one schedule per group becomes the group's first game; its days, time, place and
-- opening stay as they were, and so does its next opening (kept only while the agenda is on).
INSERT INTO "game_schedules" ("company_id", "weekdays", "game_time", "location", "opens_days_before", "next_opens_at")
	SELECT "company_id", "weekdays", "game_time", "location", "opens_days_before", CASE WHEN "enabled" THEN "next_opens_at" END
	FROM "bid_schedules" WHERE cardinality("weekdays") > 0 ORDER BY "company_id";--> statement-breakpoint
DROP INDEX "bid_schedules_due_idx";--> statement-breakpoint
ALTER TABLE "bid_schedules" DROP COLUMN "weekdays";--> statement-breakpoint
ALTER TABLE "bid_schedules" DROP COLUMN "game_time";--> statement-breakpoint
ALTER TABLE "bid_schedules" DROP COLUMN "location";--> statement-breakpoint
ALTER TABLE "bid_schedules" DROP COLUMN "opens_days_before";--> statement-breakpoint
ALTER TABLE "bid_schedules" DROP COLUMN "next_opens_at";
