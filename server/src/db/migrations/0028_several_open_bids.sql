-- Several BIDs open at once, one per date (ADR 059): the one-open-BID index becomes one per
-- group and local date. The new index is built first, so a date is never unguarded.
CREATE UNIQUE INDEX "bid_days_one_open_per_date" ON "bid_days" USING btree ("company_id",("day_of_match"::date)) WHERE "bid_days"."status" = 'open';
--> statement-breakpoint
DROP INDEX "bid_days_one_open_per_company";
