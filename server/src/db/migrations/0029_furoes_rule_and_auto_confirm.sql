ALTER TABLE "companies" ADD COLUMN "furao_rule_absences" smallint;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "furao_rule_weeks" smallint;
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "auto_confirm_monthly" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_furao_rule_range" CHECK (("companies"."furao_rule_absences" is null and "companies"."furao_rule_weeks" is null) or ("companies"."furao_rule_absences" between 1 and 10 and "companies"."furao_rule_weeks" between 1 and 26));
--> statement-breakpoint
ALTER TABLE "bid_players" ADD COLUMN "forgiven_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bid_players" ADD COLUMN "guarantee_lost" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bid_players" ADD COLUMN "auto_confirmed" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "bid_players_forgiven_idx" ON "bid_players" USING btree ("company_id","forgiven_at") WHERE "bid_players"."forgiven_at" is not null;
--> statement-breakpoint
ALTER TABLE "bid_days" ADD COLUMN "regulars_enrolled_at" timestamp with time zone;
