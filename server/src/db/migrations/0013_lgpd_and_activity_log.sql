CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"kind" text NOT NULL,
	"actor_player_id" integer,
	"actor_company_player_id" integer,
	"subject_company_player_id" integer,
	"bid_day_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "activity_log_company_idx" ON "activity_log" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "activity_log_subject_idx" ON "activity_log" USING btree ("subject_company_player_id");
--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor_company_player_id");
--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "erased_accounts" (
	"player_id" integer PRIMARY KEY NOT NULL REFERENCES "players"("id"),
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_closures" (
	"company_id" integer PRIMARY KEY NOT NULL REFERENCES "companies"("id"),
	"closed_by_company_player_id" integer,
	"closes_at" timestamp with time zone NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
